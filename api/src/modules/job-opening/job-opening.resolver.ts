import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { JobOpening } from "./job-opening.entity.js";
import { JobOpeningInput, JobOpeningPageArgs } from "./job-opening.inputs.js";
import { JobOpeningPage } from "./job-opening.service.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";

@Resolver(() => JobOpening)
export class JobOpeningResolver {
  @Query(() => JobOpeningPage, {
    description: "Job openings whose closing date has not passed, newest first, a page at a time",
  })
  jobOpenings(
    @Args(() => JobOpeningPageArgs) args: JobOpeningPageArgs,
    @Ctx() { services, actor }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.jobOpenings.page(actor, args);
  }

  @Query(() => JobOpening, {
    nullable: true,
    description: "One job opening, or null when there is none with the id (or, for visitors, it has closed)",
  })
  jobOpening(
    @Arg("id", () => ID) id: string,
    @Ctx() { services, actor }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.jobOpenings.findById(actor, id);
  }

  @Mutation(() => JobOpening, {
    description: "Adds a job opening, with the advertisement as a PDF if one is uploaded (staff only)",
  })
  createJobOpening(
    @Arg("input", () => JobOpeningInput) input: JobOpeningInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("document", () => GraphQLUpload, { nullable: true }) document?: Promise<FileUpload> | null,
  ) {
    return services.jobOpenings.create(actor, input, document ? { upload: document } : null);
  }

  @Mutation(() => JobOpening, {
    description:
      "Changes a job opening (staff only); an uploaded PDF replaces the attached one, which otherwise stays unless removeDocument is true",
  })
  updateJobOpening(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => JobOpeningInput) input: JobOpeningInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("document", () => GraphQLUpload, { nullable: true }) document?: Promise<FileUpload> | null,
    @Arg("removeDocument", () => Boolean, {
      defaultValue: false,
      description: "Takes the attached PDF away (its file is deleted)",
    })
    removeDocument = false,
  ) {
    return services.jobOpenings.update(
      actor,
      id,
      input,
      document ? { upload: document } : null,
      removeDocument,
    );
  }

  @Mutation(() => Boolean, { description: "Deletes a job opening and its PDF (staff only)" })
  async deleteJobOpening(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.jobOpenings.delete(actor, id);
    return true;
  }
}
