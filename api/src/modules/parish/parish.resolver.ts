import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Args, Int, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Event } from "../event/event.entity.js";
import { UPCOMING_EVENTS } from "../event/event.inputs.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Image, toImage } from "../media/image.type.js";
import { Parish } from "./parish.entity.js";
import { ParishFinderArgs, ParishInput, ParishPageArgs } from "./parish.inputs.js";
import { ParishPage } from "./parish.service.js";
import { PageArgs } from "../../lib/pagination.js";
import { PAGE_SIZE_MAX } from "../../lib/page-size.js";
import { RegularService } from "./regular-service.entity.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";

@Resolver(() => Parish)
export class ParishResolver {
  @Query(() => ParishPage, {
    description: "Parishes by name, a page at a time; of one archdeaconry if given",
  })
  parishes(
    @Args(() => ParishPageArgs) args: ParishPageArgs,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.parishes.page(args);
  }

  @Query(() => ParishPage, {
    description:
      "The parish finder: a page of the parishes that match the search and filters, by name (a phone sorts them by distance itself, from /parishes/places.json)",
  })
  // No `language` argument of the site's here: the finder's `language` is a service's (Kiswahili,
  // Luhya...); its answer's language is Accept-Language's.
  parishFinder(
    @Args(() => ParishFinderArgs) args: ParishFinderArgs,
    @Args(() => PageArgs) paging: PageArgs,
    @Ctx() { services }: RequestContext,
  ) {
    return services.parishes.find(args, paging);
  }

  @Query(() => [Parish], {
    deprecationReason: `Use parishFinder, which pages; this answers its first ${PAGE_SIZE_MAX} parishes`,
    description: `The first ${PAGE_SIZE_MAX} parishes that match the search and filters, by name`,
  })
  async findParishes(
    @Args(() => ParishFinderArgs) args: ParishFinderArgs,
    @Ctx() { services }: RequestContext,
  ) {
    return (await services.parishes.find(args, { page: 1, pageSize: PAGE_SIZE_MAX })).items;
  }

  @Query(() => Parish, {
    nullable: true,
    description:
      "One parish, or null when there is none with the id; null without an id too, so that a page may ask for the parish it is filtered by, if any",
  })
  parish(
    @Ctx() { services }: RequestContext,
    @Arg("id", () => ID, { nullable: true }) id?: string | null,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return id == null ? null : services.parishes.findById(id);
  }

  @Query(() => Parish, {
    nullable: true,
    description: "One parish by its slug (its address under /parishes/), or null when there is none",
  })
  parishBySlug(
    @Arg("slug", () => String) slug: string,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.parishes.findBySlug(slug);
  }

  @FieldResolver(() => Archdeaconry)
  archdeaconry(@Root() parish: Parish, @Ctx() { loaders }: RequestContext) {
    return loaders.archdeaconry.load(parish.archdeaconryId);
  }

  @FieldResolver(() => [RegularService], {
    description: "Its regular services in the order of the week, Sunday first, and by time",
  })
  services(@Root() parish: Parish, @Ctx() { loaders }: RequestContext) {
    return loaders.servicesOfParish.load(parish.id);
  }

  @FieldResolver(() => [Event], {
    description: "Its next events, today's included, soonest first (for its page: one query per parish)",
  })
  upcomingEvents(
    @Root() parish: Parish,
    @Ctx() { services }: RequestContext,
    @Arg("count", () => Int, { defaultValue: UPCOMING_EVENTS }) count: number,
  ) {
    return services.events.upcomingOf({ parishId: parish.id }, count);
  }

  @FieldResolver(() => Image, {
    nullable: true,
    description: "The church's picture with its variants for srcset; null when there is none",
  })
  image(@Root() parish: Parish, @Ctx() { services }: RequestContext) {
    return toImage(services.media.describeImage(parish.imageUrl), parish.imageFocalPoint);
  }

  @Mutation(() => Parish, {
    description: "Adds a parish to an archdeaconry, with a picture if one is uploaded (staff only)",
  })
  createParish(
    @Arg("input", () => ParishInput) input: ParishInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.parishes.create(actor, input, image ? { upload: image } : null);
  }

  @Mutation(() => Parish, {
    description:
      "Changes a parish's details, archdeaconry or services, and its picture if a new one is uploaded (staff only)",
  })
  updateParish(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ParishInput) input: ParishInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.parishes.update(actor, id, input, image ? { upload: image } : null);
  }

  @Mutation(() => Boolean, { description: "Deletes a parish with its services and picture (staff only)" })
  async deleteParish(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.parishes.delete(actor, id);
    return true;
  }
}
