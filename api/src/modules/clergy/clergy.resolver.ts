import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Image, toImage } from "../media/image.type.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";
import { ClergyMember, styledName } from "./clergy.entity.js";
import { ClergyMemberInput, ClergyPageArgs } from "./clergy.inputs.js";
import { ClergyMemberPage } from "./clergy.service.js";

@Resolver(() => ClergyMember)
export class ClergyResolver {
  @Query(() => ClergyMemberPage, {
    description:
      "The clergy directory a page at a time, by name: the published members, those whose name or place of service holds every word of search; with includeUnpublished (staff only), drafts and scheduled ones too",
  })
  clergy(
    @Args(() => ClergyPageArgs) args: ClergyPageArgs,
    @Ctx() { services, actor }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.clergy.page(actor, args);
  }

  @Query(() => ClergyMember, {
    nullable: true,
    description:
      "One published member of the clergy by id; with includeUnpublished (staff only), a draft or scheduled one too",
  })
  clergyMember(
    @Arg("id", () => ID) id: string,
    @Ctx() { services, actor }: RequestContext,
    @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.clergy.findById(actor, id, includeUnpublished);
  }

  @Query(() => ClergyMember, {
    nullable: true,
    description: "One published member of the clergy by their page's address (mary-khavere), or null",
  })
  clergyMemberBySlug(
    @Arg("slug", () => String) slug: string,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.clergy.findBySlug(slug);
  }

  @FieldResolver(() => String, { description: "Their title and name: The Rev. Mary Khavere" })
  styledName(@Root() member: ClergyMember) {
    return styledName(member);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Their phone number: to visitors only when phonePublic; to staff always",
  })
  phone(@Root() member: ClergyMember, @Ctx() { services, actor }: RequestContext) {
    return services.clergy.contactsShownTo(actor, member).phone;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Their e-mail address: to visitors only when emailPublic; to staff always",
  })
  email(@Root() member: ClergyMember, @Ctx() { services, actor }: RequestContext) {
    return services.clergy.contactsShownTo(actor, member).email;
  }

  @FieldResolver(() => Image, {
    nullable: true,
    description: "Their picture with its variants for srcset; null when there is none",
  })
  image(@Root() member: ClergyMember, @Ctx() { services }: RequestContext) {
    return toImage(services.media.describeImage(member.imageUrl), member.imageFocalPoint);
  }

  @Mutation(() => ClergyMember, {
    description: "Adds a member of the clergy, with a picture if one is uploaded (staff only)",
  })
  createClergyMember(
    @Arg("input", () => ClergyMemberInput) input: ClergyMemberInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.clergy.create(actor, input, image ? { upload: image } : null);
  }

  @Mutation(() => ClergyMember, {
    description: "Changes a member of the clergy, and their picture if a new one is uploaded (staff only)",
  })
  updateClergyMember(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ClergyMemberInput) input: ClergyMemberInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.clergy.update(actor, id, input, image ? { upload: image } : null);
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes a member of the clergy who has no postings and is no institution's chaplain, and their picture (staff only)",
  })
  async deleteClergyMember(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.clergy.delete(actor, id);
    return true;
  }
}
