import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { serviceEndTime } from "../../site/worship.js";
import { RegularService } from "./regular-service.entity.js";

@Resolver(() => RegularService)
export class RegularServiceResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "When it ends, as HH:mm, from how long staff say its kind of service lasts (Settings); null when they have not said",
  })
  async endTime(@Root() service: RegularService, @Ctx() { loaders }: RequestContext): Promise<string | null> {
    const minutes = await loaders.minutesOfServiceKind.load(service.kind);
    return minutes === null ? null : serviceEndTime(service.startTime, minutes);
  }
}
