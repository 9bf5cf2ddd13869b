import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { JobOpening } from "./job-opening.entity.js";
import { JobOpeningInput, JobOpeningPageArgs } from "./job-opening.inputs.js";
import { JobOpeningPage } from "./job-opening.service.js";

@Resolver(() => JobOpening)
export class JobOpeningResolver {
  @Query(() => JobOpeningPage, {
    description: "Job openings whose closing date has not passed, newest first, a page at a time",
  })
  jobOpenings(
    @Args(() => JobOpeningPageArgs) args: JobOpeningPageArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.jobOpenings.page(actor, args);
  }

  @Query(() => JobOpening, {
    nullable: true,
    description: "One job opening, or null when there is none with the id (or, for visitors, it has closed)",
  })
  jobOpening(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    return services.jobOpenings.findById(actor, id);
  }

  @Mutation(() => JobOpening, { description: "Adds a job opening (staff only)" })
  createJobOpening(
    @Arg("input", () => JobOpeningInput) input: JobOpeningInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.jobOpenings.create(actor, input);
  }

  @Mutation(() => JobOpening, { description: "Changes a job opening (staff only)" })
  updateJobOpening(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => JobOpeningInput) input: JobOpeningInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.jobOpenings.update(actor, id, input);
  }

  @Mutation(() => Boolean, { description: "Deletes a job opening (staff only)" })
  async deleteJobOpening(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.jobOpenings.delete(actor, id);
    return true;
  }
}
