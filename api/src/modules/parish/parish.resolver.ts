import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Parish } from "./parish.entity.js";
import { ParishInput, ParishPageArgs } from "./parish.inputs.js";
import { ParishPage } from "./parish.service.js";

@Resolver(() => Parish)
export class ParishResolver {
  @Query(() => ParishPage, {
    description: "Parishes by name, a page at a time; of one archdeaconry if given",
  })
  parishes(@Args(() => ParishPageArgs) args: ParishPageArgs, @Ctx() { services }: RequestContext) {
    return services.parishes.page(args);
  }

  @Query(() => Parish, { nullable: true, description: "One parish, or null when there is none with the id" })
  parish(@Arg("id", () => ID) id: string, @Ctx() { services }: RequestContext) {
    return services.parishes.findById(id);
  }

  @FieldResolver(() => Archdeaconry)
  archdeaconry(@Root() parish: Parish, @Ctx() { loaders }: RequestContext) {
    return loaders.archdeaconry.load(parish.archdeaconryId);
  }

  @Mutation(() => Parish, { description: "Adds a parish to an archdeaconry (staff only)" })
  createParish(
    @Arg("input", () => ParishInput) input: ParishInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.parishes.create(actor, input);
  }

  @Mutation(() => Parish, { description: "Changes a parish's details or archdeaconry (staff only)" })
  updateParish(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ParishInput) input: ParishInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.parishes.update(actor, id, input);
  }

  @Mutation(() => Boolean, { description: "Deletes a parish (staff only)" })
  async deleteParish(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.parishes.delete(actor, id);
    return true;
  }
}
