import { Arg, Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Project } from "../project/project.entity.js";
import { HonourRoll, HonourRollGrouping } from "./honour-roll.js";

@Resolver(() => Project)
export class ProjectHonourRollResolver {
  @FieldResolver(() => HonourRoll, {
    description:
      "The appeal's honour roll: what each parish or archdeaconry has promised and given, with the names of the pledgers who agreed to be named (never a phone or an e-mail)",
  })
  honourRoll(
    @Root() project: Project,
    @Ctx() { services }: RequestContext,
    @Arg("by", () => HonourRollGrouping, { defaultValue: HonourRollGrouping.PARISH }) by: HonourRollGrouping,
  ): Promise<HonourRoll> {
    return services.pledges.honourRoll(project.id, by);
  }
}
