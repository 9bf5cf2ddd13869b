import { Arg, Ctx, ID, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { PublishablePageResolver } from "../publication/publishable-page.resolver.js";
import { InformationPage } from "./information-page.entity.js";
import { InformationPageInput } from "./information-page.inputs.js";

@Resolver(() => InformationPage)
export class InformationPageResolver extends PublishablePageResolver({
  page: InformationPage,
  service: (services) => services.informationPages,
  list: {
    name: "informationPages",
    description:
      "Every published information page, by title; with includeUnpublished (staff only), drafts and scheduled ones too",
  },
  one: {
    name: "informationPage",
    description:
      "One published information page by its slug (about-us, diocese-history, governance-system, projects); with includeUnpublished (staff only), a draft or scheduled one too",
  },
  remove: { name: "deleteInformationPage", description: "Deletes an information page (staff only)" },
}) {
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
}
