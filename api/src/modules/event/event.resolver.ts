import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Department } from "../department/department.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { Event } from "./event.entity.js";
import { EventInput, EventPageArgs } from "./event.inputs.js";
import { EventPage } from "./event.service.js";

@Resolver(() => Event)
export class EventResolver {
  @Query(() => EventPage, {
    description: "Events a page at a time: upcoming ones first, soonest first, then past ones, latest first",
  })
  events(@Args(() => EventPageArgs) args: EventPageArgs, @Ctx() { services }: RequestContext) {
    return services.events.page(args);
  }

  @Query(() => Event, { nullable: true, description: "One event, or null when there is none with the id" })
  event(@Arg("id", () => ID) id: string, @Ctx() { services }: RequestContext) {
    return services.events.findById(id);
  }

  @FieldResolver(() => Parish, { nullable: true, description: "The parish it belongs to, if any" })
  parish(@Root() event: Event, @Ctx() { loaders }: RequestContext) {
    return event.parishId === null ? null : loaders.parish.load(event.parishId);
  }

  @FieldResolver(() => Department, { nullable: true, description: "The department it belongs to, if any" })
  department(@Root() event: Event, @Ctx() { loaders }: RequestContext) {
    return event.departmentId === null ? null : loaders.department.load(event.departmentId);
  }

  @Mutation(() => Event, { description: "Adds an event (staff only)" })
  createEvent(@Arg("input", () => EventInput) input: EventInput, @Ctx() { services, actor }: RequestContext) {
    return services.events.create(actor, input);
  }

  @Mutation(() => Event, { description: "Changes an event (staff only)" })
  updateEvent(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => EventInput) input: EventInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.events.update(actor, id, input);
  }

  @Mutation(() => Boolean, { description: "Deletes an event (staff only)" })
  async deleteEvent(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.events.delete(actor, id);
    return true;
  }
}
