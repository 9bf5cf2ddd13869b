import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { RevisionComparison } from "./revision-comparison.js";
import { ContentRevision, RevisedContentType } from "./revision.entity.js";

@Resolver(() => ContentRevision)
export class RevisionResolver {
  @Query(() => [ContentRevision], {
    description:
      "The revisions of a news article, information page, department or Bishop's message, the newest first (whoever may edit it)",
  })
  contentRevisions(
    @Arg("contentType", () => RevisedContentType) contentType: RevisedContentType,
    @Arg("contentId", () => ID) contentId: string,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.revisions.history(actor, contentType, contentId);
  }

  @Query(() => RevisionComparison, {
    description:
      "What changed from one revision of an item to another: the words added and removed of each field, and the pictures (whoever may edit it)",
  })
  compareRevisions(
    @Arg("fromId", () => ID) fromId: string,
    @Arg("toId", () => ID) toId: string,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.revisions.compare(actor, fromId, toId);
  }

  @Mutation(() => ContentRevision, {
    description:
      "Makes a revision's content the item's again, as a new save (a new revision); its publication stays as it is. Answers the item's newest revision (whoever may edit it)",
  })
  restoreRevision(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    return services.revisions.restore(actor, id);
  }
}
