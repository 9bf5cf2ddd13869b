import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Parish } from "../parish/parish.entity.js";
import { Archdeaconry } from "./archdeaconry.entity.js";
import { ArchdeaconryInput } from "./archdeaconry.inputs.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";

@Resolver(() => Archdeaconry)
export class ArchdeaconryResolver {
  @Query(() => [Archdeaconry], { description: "Every archdeaconry of the diocese, by name" })
  archdeaconries(@Ctx() { services }: RequestContext, @LanguageArg() _language?: LanguageChoice | null) {
    return services.archdeaconries.list();
  }

  @Query(() => Archdeaconry, {
    nullable: true,
    description: "One archdeaconry, or null when there is none with the id",
  })
  archdeaconry(
    @Arg("id", () => ID) id: string,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.archdeaconries.findById(id);
  }

  @FieldResolver(() => [Parish], { description: "Its parishes, by name" })
  parishes(@Root() archdeaconry: Archdeaconry, @Ctx() { loaders }: RequestContext) {
    return loaders.parishesOfArchdeaconry.load(archdeaconry.id);
  }

  @Mutation(() => Archdeaconry, { description: "Adds an archdeaconry (staff only)" })
  createArchdeaconry(
    @Arg("input", () => ArchdeaconryInput) input: ArchdeaconryInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.archdeaconries.create(actor, input);
  }

  @Mutation(() => Archdeaconry, { description: "Renames an archdeaconry (staff only)" })
  updateArchdeaconry(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ArchdeaconryInput) input: ArchdeaconryInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.archdeaconries.update(actor, id, input);
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes an archdeaconry (staff only). One that still has parishes is refused unless deleteParishes is true, which deletes them with it.",
  })
  async deleteArchdeaconry(
    @Arg("id", () => ID) id: string,
    @Arg("deleteParishes", () => Boolean, { defaultValue: false }) deleteParishes: boolean,
    @Ctx() { services, actor }: RequestContext,
  ) {
    await services.archdeaconries.delete(actor, id, { deleteParishes });
    return true;
  }
}
