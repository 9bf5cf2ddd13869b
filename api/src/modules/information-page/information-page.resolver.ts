import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { SHARE_PREVIEW_LENGTH, plainTextPreview } from "../../lib/rich-text.js";
import { InformationPage } from "./information-page.entity.js";
import { InformationPageInput } from "./information-page.inputs.js";
import { previewed, type PreviewContext } from "../publication/preview.js";
import { LanguageArg, translated, type LanguageChoice } from "../translation/translation.js";

@Resolver(() => InformationPage)
export class InformationPageResolver {
  @Query(() => [InformationPage], {
    description:
      "Every published information page, by title; with includeUnpublished (staff only), drafts and scheduled ones too",
  })
  informationPages(
    @Ctx() { services, actor }: RequestContext,
    @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
    @Arg("needsTranslation", () => Boolean, {
      nullable: true,
      description:
        "With includeUnpublished: only those that lack (true) or have (false) a Kiswahili version of all their text",
    })
    needsTranslation?: boolean | null,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return includeUnpublished
      ? services.informationPages.listForStaff(actor, needsTranslation)
      : services.informationPages.list();
  }

  @Query(() => InformationPage, {
    nullable: true,
    description:
      "One published information page by its slug (about-us, diocese-history, governance-system, projects); with includeUnpublished (staff only), a draft or scheduled one too",
  })
  informationPage(
    @Arg("slug", () => String) slug: string,
    @Ctx() context: RequestContext & PreviewContext,
    @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    const { services, actor } = context;
    if (includeUnpublished) return services.informationPages.findBySlugForStaff(actor, slug);
    return (
      previewed(context, InformationPage, (page) => page.slug === slug.trim().toLowerCase()) ??
      services.informationPages.findBySlug(slug)
    );
  }

  @FieldResolver(() => String, {
    description:
      "The start of its text as plain text, about 200 characters, for search results and share previews",
  })
  preview(@Root() page: InformationPage, @Ctx() { language }: RequestContext) {
    return plainTextPreview(translated(page, language).body, SHARE_PREVIEW_LENGTH);
  }

  @Mutation(() => InformationPage, { description: "Adds an information page (staff only)" })
  createInformationPage(
    @Arg("input", () => InformationPageInput) input: InformationPageInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.informationPages.create(actor, input);
  }

  @Mutation(() => InformationPage, { description: "Changes an information page (staff only)" })
  updateInformationPage(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => InformationPageInput) input: InformationPageInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.informationPages.update(actor, id, input);
  }

  @Mutation(() => Boolean, { description: "Deletes an information page (staff only)" })
  async deleteInformationPage(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.informationPages.delete(actor, id);
    return true;
  }
}
