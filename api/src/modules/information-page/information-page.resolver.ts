import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { InformationPage } from "./information-page.entity.js";
import { InformationPageInput } from "./information-page.inputs.js";

@Resolver(() => InformationPage)
export class InformationPageResolver {
  @Query(() => [InformationPage], { description: "Every information page, by title" })
  informationPages(@Ctx() { services }: RequestContext) {
    return services.informationPages.list();
  }

  @Query(() => InformationPage, {
    nullable: true,
    description: "One information page by its slug (about-us, diocese-history, governance-system, projects)",
  })
  informationPage(@Arg("slug", () => String) slug: string, @Ctx() { services }: RequestContext) {
    return services.informationPages.findBySlug(slug);
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
