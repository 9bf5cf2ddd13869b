import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { NewsletterIssue, NewsletterProgress } from "./newsletter-issue.entity.js";
import { NewsletterIssueInput } from "./newsletter.inputs.js";
import { NewsletterDigest } from "./newsletter.service.js";

@Resolver(() => NewsletterIssue)
export class NewsletterIssueResolver {
  @Query(() => [NewsletterIssue], { description: "The newsletter's issues, newest first (staff only)" })
  newsletterIssues(@Ctx() { services, actor }: RequestContext) {
    return services.newsletter.list(actor);
  }

  @Query(() => NewsletterIssue, { nullable: true, description: "One newsletter issue (staff only)" })
  newsletterIssue(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    return services.newsletter.findById(actor, id);
  }

  @Query(() => NewsletterDigest, {
    description:
      "A subject and body made of the news since the last issue and the coming month's events (staff only)",
  })
  newsletterDigest(@Ctx() { services, actor }: RequestContext) {
    return services.newsletter.digest(actor);
  }

  @FieldResolver(() => NewsletterProgress, { description: "How the send stands, counted from its copies" })
  progress(@Root() issue: NewsletterIssue, @Ctx() { loaders }: RequestContext) {
    return loaders.progressOfNewsletterIssue.load(issue.id);
  }

  @Mutation(() => NewsletterIssue, { description: "Writes a new draft issue (staff only)" })
  createNewsletterIssue(
    @Arg("input", () => NewsletterIssueInput) input: NewsletterIssueInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.newsletter.create(actor, input);
  }

  @Mutation(() => NewsletterIssue, { description: "Changes a draft issue (staff only)" })
  updateNewsletterIssue(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => NewsletterIssueInput) input: NewsletterIssueInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.newsletter.update(actor, id, input);
  }

  @Mutation(() => Boolean, { description: "Deletes a draft or scheduled issue (staff only)" })
  async deleteNewsletterIssue(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.newsletter.delete(actor, id);
    return true;
  }

  @Mutation(() => String, {
    description:
      "E-mails the issue to the signed-in member of staff alone, as a test; answers the address (staff only)",
  })
  sendNewsletterTest(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    return services.newsletter.sendTest(actor, id);
  }

  @Mutation(() => NewsletterIssue, {
    description:
      "Sends a draft to every confirmed subscriber, at scheduledAt or (left out) at once (staff only)",
  })
  sendNewsletterIssue(
    @Arg("id", () => ID) id: string,
    @Arg("scheduledAt", () => Date, { nullable: true }) scheduledAt: Date | null,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.newsletter.send(actor, id, { scheduledAt });
  }

  @Mutation(() => NewsletterIssue, { description: "Takes a scheduled issue back to draft (staff only)" })
  unscheduleNewsletterIssue(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    return services.newsletter.unschedule(actor, id);
  }
}
