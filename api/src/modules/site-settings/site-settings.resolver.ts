import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { SiteSettings } from "./site-settings.entity.js";
import { SiteSettingsInput } from "./site-settings.inputs.js";
import { ServiceDuration, serviceDurationsOf } from "./service-durations.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";

@Resolver(() => SiteSettings)
export class SiteSettingsResolver {
  @Query(() => SiteSettings, { description: "The site settings (there is always exactly one record)" })
  siteSettings(@Ctx() { services }: RequestContext, @LanguageArg() _language?: LanguageChoice | null) {
    return services.siteSettings.get();
  }

  @FieldResolver(() => [ServiceDuration], {
    description:
      "How long each kind of regular service lasts, every kind listed (the calendars end services by it)",
  })
  serviceDurations(@Root() settings: SiteSettings): ServiceDuration[] {
    return serviceDurationsOf(settings.serviceMinutes);
  }

  @Mutation(() => SiteSettings, {
    description:
      "Saves every site setting at once, and the strategic plan if a PDF is uploaded (staff only); the first save creates the record",
  })
  updateSiteSettings(
    @Arg("input", () => SiteSettingsInput) input: SiteSettingsInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("strategicPlan", () => GraphQLUpload, { nullable: true }) strategicPlan?: Promise<FileUpload> | null,
  ) {
    return services.siteSettings.update(actor, input, strategicPlan ? { upload: strategicPlan } : null);
  }
}
