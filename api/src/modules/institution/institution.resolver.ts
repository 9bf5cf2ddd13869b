import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { ClergyMember } from "../clergy/clergy.entity.js";
import { Image, toImage } from "../media/image.type.js";
import { Parish } from "../parish/parish.entity.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";
import { Institution } from "./institution.entity.js";
import { InstitutionInput, InstitutionPageArgs } from "./institution.inputs.js";
import { InstitutionPage, SPONSORED_SHOWN_MAX } from "./institution.service.js";

@Resolver(() => Institution)
export class InstitutionResolver {
  @Query(() => InstitutionPage, {
    description:
      "The finder of the schools, colleges, hospitals and homes the church sponsors: a page of the published ones that match, by name (a phone sorts them by distance itself, from /institutions/places.json); with includeUnpublished (staff only), drafts too",
  })
  institutions(
    @Args(() => InstitutionPageArgs) args: InstitutionPageArgs,
    @Ctx() { services, actor }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.institutions.page(actor, args);
  }

  @Query(() => Institution, {
    nullable: true,
    description:
      "One published institution by its id; with includeUnpublished (staff only), a draft or scheduled one too",
  })
  institution(
    @Arg("id", () => ID) id: string,
    @Ctx() { services, actor }: RequestContext,
    @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.institutions.findById(actor, id, includeUnpublished);
  }

  @Query(() => Institution, {
    nullable: true,
    description: "One published institution by its slug (its address under /institutions/), or null",
  })
  institutionBySlug(
    @Arg("slug", () => String) slug: string,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.institutions.findBySlug(slug);
  }

  @FieldResolver(() => Parish, { description: "The parish that sponsors it" })
  async parish(@Root() institution: Institution, @Ctx() { loaders }: RequestContext) {
    return loaders.parish.load(institution.parishId);
  }

  @FieldResolver(() => ClergyMember, {
    nullable: true,
    description:
      "Its chaplain's public record (contacts as their flags allow): null when it has none, or, but to staff, while theirs is not published (a page of institutions costs one query for its chaplains)",
  })
  async chaplain(@Root() institution: Institution, @Ctx() { services, loaders, actor }: RequestContext) {
    if (institution.chaplainId === null) return null;
    const member = await loaders.clergyMember.load(institution.chaplainId);
    return services.institutions.chaplainShownTo(actor, member);
  }

  @FieldResolver(() => Image, {
    nullable: true,
    description: "Its picture with its variants for srcset; null when there is none",
  })
  image(@Root() institution: Institution, @Ctx() { services }: RequestContext) {
    return toImage(services.media.describeImage(institution.imageUrl), institution.imageFocalPoint);
  }

  @Mutation(() => Institution, {
    description:
      "Adds a sponsored institution, with a picture if one is uploaded (diocese-wide editors; a parish editor for their own parish)",
  })
  createInstitution(
    @Arg("input", () => InstitutionInput) input: InstitutionInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.institutions.create(actor, input, image ? { upload: image } : null);
  }

  @Mutation(() => Institution, {
    description:
      "Changes a sponsored institution, and its picture if a new one is uploaded (diocese-wide editors; a parish editor their own parish's, which stay with it)",
  })
  updateInstitution(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => InstitutionInput) input: InstitutionInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.institutions.update(actor, id, input, image ? { upload: image } : null);
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes a sponsored institution and its picture (diocese-wide editors; a parish editor their own parish's)",
  })
  async deleteInstitution(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.institutions.delete(actor, id);
    return true;
  }
}

/** A parish's page lists the institutions it sponsors: the field is the institutions' module's. */
@Resolver(() => Parish)
export class SponsoredInstitutionsResolver {
  @FieldResolver(() => [Institution], {
    description: `The published institutions it sponsors, by name (at most ${SPONSORED_SHOWN_MAX}; for its page: one query per parish)`,
  })
  sponsoredInstitutions(@Root() parish: Parish, @Ctx() { services }: RequestContext) {
    return services.institutions.sponsoredBy(parish.id);
  }
}
