import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Field,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { RequestContext } from "../../context.js";
import { passageText } from "../../site/bible-books.js";
import { Parish } from "../parish/parish.entity.js";
import { previewed, type PreviewContext } from "../publication/preview.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";
import { Sermon, SermonAudio, SermonPassage } from "./sermon.entity.js";
import { SermonInput, SermonListArgs } from "./sermon.inputs.js";
import { SermonPage, type SermonFilterChoices } from "./sermon.service.js";

@ObjectType({ description: "What the sermon list's filters offer: the values some sermon has" })
class SermonFilters implements SermonFilterChoices {
  @Field(() => [String])
  preachers: string[];

  @Field(() => [String])
  series: string[];

  @Field(() => [String], { description: "Codes of the books preached on, such as JHN" })
  books: string[];

  @Field(() => [Int], { description: "The years, the latest first" })
  years: number[];
}

@Resolver(() => Sermon)
export class SermonResolver {
  @Query(() => SermonPage, {
    description:
      "Published sermons a page at a time, the latest preached first, filtered by preacher, series, book or year; with includeUnpublished (staff only), drafts and scheduled ones too",
  })
  sermons(
    @Args(() => SermonListArgs) args: SermonListArgs,
    @Ctx() { services, actor }: RequestContext,
    @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return includeUnpublished ? services.sermons.pageForStaff(actor, args) : services.sermons.page(args);
  }

  @Query(() => Sermon, {
    nullable: true,
    description:
      "One published sermon by its slug; with includeUnpublished (staff only), a draft or scheduled one too",
  })
  sermon(
    @Arg("slug", () => String) slug: string,
    @Ctx() context: RequestContext & PreviewContext,
    @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    const { services, actor } = context;
    if (includeUnpublished) return services.sermons.findBySlugForStaff(actor, slug);
    return previewed(context, Sermon, (sermon) => sermon.slug === slug) ?? services.sermons.findBySlug(slug);
  }

  @Query(() => SermonFilters, {
    description: "The preachers, series, books and years of the published sermons",
  })
  sermonFilters(@Ctx() { services }: RequestContext) {
    return services.sermons.filterChoices();
  }

  @Mutation(() => Sermon, {
    description:
      "Adds a sermon, with its MP3 or M4A recording if one is uploaded (staff only; with a recording, a multipart request with the apollo-require-preflight header)",
  })
  createSermon(
    @Arg("input", () => SermonInput) input: SermonInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("audio", () => GraphQLUpload, { nullable: true }) audio?: Promise<FileUpload> | null,
  ) {
    return services.sermons.create(actor, input, audio ? { upload: audio } : null);
  }

  @Mutation(() => Sermon, {
    description: "Changes a sermon, and its recording if a new one is uploaded (staff only). The slug stays.",
  })
  updateSermon(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => SermonInput) input: SermonInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("audio", () => GraphQLUpload, { nullable: true }) audio?: Promise<FileUpload> | null,
  ) {
    return services.sermons.update(actor, id, input, audio ? { upload: audio } : null);
  }

  @Mutation(() => Boolean, { description: "Deletes a sermon and its recording (staff only)" })
  async deleteSermon(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.sermons.delete(actor, id);
    return true;
  }

  @FieldResolver(() => [SermonPassage], { description: "The Bible passages, in the order given" })
  passages(@Root() sermon: Sermon): SermonPassage[] {
    return sermon.passages.map((passage) => ({
      book: passage.book,
      reference: passageText(passage, "en"),
      referenceSw: passageText(passage, "sw"),
    }));
  }

  @FieldResolver(() => SermonAudio, { nullable: true, description: "The recording; null when there is none" })
  audio(@Root() sermon: Sermon): SermonAudio | null {
    if (!sermon.audioUrl) return null;
    return {
      url: sermon.audioUrl,
      bytes: sermon.audioBytes ?? 0,
      contentType: sermon.audioType ?? "audio/mpeg",
      durationSeconds: sermon.audioSeconds ?? 0,
    };
  }

  @FieldResolver(() => Parish, { nullable: true, description: "The parish where it was preached, if any" })
  parish(@Root() sermon: Sermon, @Ctx() { loaders }: RequestContext) {
    return sermon.parishId === null ? null : loaders.parish.load(sermon.parishId);
  }
}
