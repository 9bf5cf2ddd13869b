import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { ClergyMember } from "../clergy/clergy.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { ClergyPosting, ClergyPostingList } from "./clergy-posting.entity.js";
import {
  ClergyPostingEndInput,
  ClergyPostingInput,
  ClergyPostingListInput,
  ClergyPostingListPageArgs,
} from "./clergy-posting.inputs.js";
import { ClergyPostingListPage } from "./clergy-posting.service.js";

@Resolver(() => ClergyPostingList)
export class ClergyPostingListResolver {
  @Query(() => ClergyPostingListPage, {
    description: "The lists of postings, the latest made first (staff only)",
  })
  clergyPostingLists(
    @Args(() => ClergyPostingListPageArgs) args: ClergyPostingListPageArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.clergyPostings.listPage(actor, args);
  }

  @Query(() => ClergyPostingList, { nullable: true, description: "One list of postings by id (staff only)" })
  clergyPostingList(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    return services.clergyPostings.findList(actor, id);
  }

  @FieldResolver(() => [ClergyPosting], { description: "Its postings, by the day each takes effect" })
  postings(@Root() list: ClergyPostingList, @Ctx() { services }: RequestContext) {
    return services.clergyPostings.postingsOfList(list.id);
  }

  @Mutation(() => ClergyPostingList, {
    description: "Starts a list of postings, a draft unless published or scheduled (staff only)",
  })
  createClergyPostingList(
    @Arg("input", () => ClergyPostingListInput) input: ClergyPostingListInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.clergyPostings.createList(actor, input);
  }

  @Mutation(() => ClergyPostingList, {
    description: "Changes a list's title, or publishes, schedules or withdraws it (staff only)",
  })
  updateClergyPostingList(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ClergyPostingListInput) input: ClergyPostingListInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.clergyPostings.updateList(actor, id, input);
  }

  @Mutation(() => Boolean, {
    description: "Deletes a list and its postings, none of which has taken effect (staff only)",
  })
  async deleteClergyPostingList(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.clergyPostings.deleteList(actor, id);
    return true;
  }
}

@Resolver(() => ClergyPosting)
export class ClergyPostingResolver {
  @FieldResolver(() => ClergyMember, { nullable: true, description: "The member of the clergy posted" })
  person(@Root() posting: ClergyPosting, @Ctx() { loaders }: RequestContext) {
    return loaders.clergyMember.load(posting.clergyMemberId);
  }

  @FieldResolver(() => Parish, { nullable: true })
  parish(@Root() posting: ClergyPosting, @Ctx() { loaders }: RequestContext) {
    return posting.parishId === null ? null : loaders.parish.load(posting.parishId);
  }

  @FieldResolver(() => Archdeaconry, { nullable: true })
  archdeaconry(@Root() posting: ClergyPosting, @Ctx() { loaders }: RequestContext) {
    return posting.archdeaconryId === null ? null : loaders.archdeaconry.load(posting.archdeaconryId);
  }

  @Mutation(() => ClergyPosting, {
    description: "Adds a posting to a list, or alone; it takes effect on its day (staff only)",
  })
  addClergyPosting(
    @Arg("input", () => ClergyPostingInput) input: ClergyPostingInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.clergyPostings.addPosting(actor, input);
  }

  @Mutation(() => ClergyPosting, { description: "Changes a posting that has not taken effect (staff only)" })
  updateClergyPosting(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ClergyPostingInput) input: ClergyPostingInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.clergyPostings.updatePosting(actor, id, input);
  }

  @Mutation(() => ClergyPosting, {
    description:
      "Ends a posting in effect that no successor ends, such as at a retirement or a death, at once; a vicar's clears the parish's vicar (staff only)",
  })
  endClergyPosting(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ClergyPostingEndInput) input: ClergyPostingEndInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.clergyPostings.endPosting(actor, id, input);
  }

  @Mutation(() => Boolean, { description: "Takes out a posting that has not taken effect (staff only)" })
  async removeClergyPosting(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.clergyPostings.removePosting(actor, id);
    return true;
  }
}

/** Where the clergy serve, as the records of the people and places show it. */
@Resolver(() => ClergyMember)
export class ClergyMemberPostingsResolver {
  @FieldResolver(() => [ClergyPosting], {
    description:
      "Where they serve and served: to visitors, the postings marked to show that are not of an unpublished list, the current ones first, then those to come, then the ended ones (latest first); to staff, every one",
  })
  postings(@Root() member: ClergyMember, @Ctx() { loaders }: RequestContext) {
    return loaders.postingsOfMember.load(member.id);
  }
}

@Resolver(() => Parish)
export class ParishVicarResolver {
  @FieldResolver(() => ClergyMember, {
    nullable: true,
    description: "The current vicar's record in the clergy directory; null when none is published",
  })
  vicarPerson(@Root() parish: Parish, @Ctx() { loaders }: RequestContext) {
    return loaders.vicarOfParish.load(parish.id);
  }
}

@Resolver(() => Archdeaconry)
export class ArchdeaconResolver {
  @FieldResolver(() => ClergyMember, {
    nullable: true,
    description: "The current archdeacon's record in the clergy directory; null when none is published",
  })
  archdeacon(@Root() archdeaconry: Archdeaconry, @Ctx() { loaders }: RequestContext) {
    return loaders.archdeaconOfArchdeaconry.load(archdeaconry.id);
  }
}
