import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { SiteSettings } from "./site-settings.entity.js";
import { SiteSettingsInput } from "./site-settings.inputs.js";

@Resolver(() => SiteSettings)
export class SiteSettingsResolver {
  @Query(() => SiteSettings, { description: "The site settings (there is always exactly one record)" })
  siteSettings(@Ctx() { services }: RequestContext) {
    return services.siteSettings.get();
  }

  @Mutation(() => SiteSettings, {
    description: "Saves every site setting at once (staff only); the first save creates the record",
  })
  updateSiteSettings(
    @Arg("input", () => SiteSettingsInput) input: SiteSettingsInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.siteSettings.update(actor, input);
  }
}
