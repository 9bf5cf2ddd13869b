import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Image, toImage } from "../media/image.type.js";
import { Parish } from "../parish/parish.entity.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";
import { Committee, CommitteeMember } from "./committee.entity.js";
import { CommitteeInput, CommitteeMemberInput } from "./committee.inputs.js";

@Resolver(() => Committee)
export class CommitteeResolver {
  @Query(() => [Committee], {
    description:
      "The boards and committees with their members: the Diocesan Standing Committee first, then by name",
  })
  committees(@Ctx() { services }: RequestContext, @LanguageArg() _language?: LanguageChoice | null) {
    return services.committees.list();
  }

  @Query(() => Committee, { nullable: true, description: "One committee, or null when there is none" })
  committee(
    @Arg("id", () => ID) id: string,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.committees.findById(id);
  }

  @Query(() => Committee, {
    nullable: true,
    description: "The Diocesan Standing Committee (the Governance page's), or null when none is marked",
  })
  standingCommittee(@Ctx() { services }: RequestContext, @LanguageArg() _language?: LanguageChoice | null) {
    return services.committees.standingCommittee();
  }

  @Mutation(() => Committee, { description: "Adds a board or committee (staff only)" })
  createCommittee(
    @Arg("input", () => CommitteeInput) input: CommitteeInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.committees.create(actor, input);
  }

  @Mutation(() => Committee, { description: "Changes a board or committee (staff only)" })
  updateCommittee(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => CommitteeInput) input: CommitteeInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.committees.update(actor, id, input);
  }

  @Mutation(() => Boolean, {
    description: "Deletes a committee with its members and their pictures (staff only)",
  })
  async deleteCommittee(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.committees.delete(actor, id);
    return true;
  }

  @Mutation(() => CommitteeMember, {
    description:
      "Adds a member at the end of a committee's list, with a picture if one is uploaded (staff only)",
  })
  createCommitteeMember(
    @Arg("committeeId", () => ID) committeeId: string,
    @Arg("input", () => CommitteeMemberInput) input: CommitteeMemberInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.committees.createMember(actor, committeeId, input, image ? { upload: image } : null);
  }

  @Mutation(() => CommitteeMember, {
    description: "Changes a member, and the picture if a new one is uploaded (staff only)",
  })
  updateCommitteeMember(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => CommitteeMemberInput) input: CommitteeMemberInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.committees.updateMember(actor, id, input, image ? { upload: image } : null);
  }

  @Mutation(() => Boolean, { description: "Deletes a member of a committee and the picture (staff only)" })
  async deleteCommitteeMember(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.committees.deleteMember(actor, id);
    return true;
  }

  @Mutation(() => Committee, {
    description: "Puts a committee's members in the order given, which must name every one once (staff only)",
  })
  reorderCommitteeMembers(
    @Arg("committeeId", () => ID) committeeId: string,
    @Arg("ids", () => [ID]) ids: string[],
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.committees.reorderMembers(actor, committeeId, ids);
  }
}

@Resolver(() => CommitteeMember)
export class CommitteeMemberResolver {
  @FieldResolver(() => Image, {
    nullable: true,
    description: "The picture with its variants for srcset; null when there is none",
  })
  image(@Root() member: CommitteeMember, @Ctx() { services }: RequestContext) {
    return toImage(services.media.describeImage(member.imageUrl), member.imageFocalPoint);
  }

  @FieldResolver(() => Parish, { nullable: true, description: "The member's parish, if given" })
  parish(@Root() member: CommitteeMember, @Ctx() { loaders }: RequestContext) {
    return member.parishId === null ? null : loaders.parish.load(member.parishId);
  }
}
