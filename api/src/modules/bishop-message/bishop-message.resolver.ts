import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { PageArgs } from "../../lib/pagination.js";
import { Image, toImage } from "../media/image.type.js";
import { BishopMessage } from "./bishop-message.entity.js";
import { BishopMessageInput } from "./bishop-message.inputs.js";
import { BishopMessagePage } from "./bishop-message.service.js";
import { previewed, type PreviewContext } from "../publication/preview.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";

@Resolver(() => BishopMessage)
export class BishopMessageResolver {
  @Query(() => BishopMessagePage, {
    description:
      "The bishop's published messages, the current one first, a page at a time; with includeUnpublished (staff only), every message, drafts and scheduled ones too, the latest written first",
  })
  bishopMessages(
    @Args(() => PageArgs) args: PageArgs,
    @Ctx() { services, actor }: RequestContext,
    @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
    @Arg("needsTranslation", () => Boolean, {
      nullable: true,
      description:
        "With includeUnpublished: only those that lack (true) or have (false) a Kiswahili version of all their text",
    })
    needsTranslation?: boolean | null,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return includeUnpublished
      ? services.bishopMessages.pageForStaff(actor, args, needsTranslation)
      : services.bishopMessages.page(args);
  }

  @Query(() => BishopMessage, {
    nullable: true,
    description: "The message the home page shows: the one published latest; null before any is published",
  })
  currentBishopMessage(
    @Ctx() context: RequestContext & PreviewContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return previewed(context, BishopMessage, () => true) ?? context.services.bishopMessages.current();
  }

  @Query(() => BishopMessage, {
    nullable: true,
    description:
      "One published message, or null when there is none with the id; with includeUnpublished (staff only), a draft or scheduled one too",
  })
  bishopMessage(
    @Arg("id", () => ID) id: string,
    @Ctx() { services, actor }: RequestContext,
    @Arg("includeUnpublished", () => Boolean, { defaultValue: false }) includeUnpublished: boolean,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return includeUnpublished
      ? services.bishopMessages.findByIdForStaff(actor, id)
      : services.bishopMessages.findById(id);
  }

  @FieldResolver(() => Image, {
    nullable: true,
    description: "The bishop's picture with its variants for srcset; null when there is none",
  })
  image(@Root() message: BishopMessage, @Ctx() { services }: RequestContext) {
    return toImage(services.media.describeImage(message.imageUrl), message.imageFocalPoint);
  }

  @Mutation(() => BishopMessage, {
    description:
      "Adds a message, which becomes the current one, with the bishop's picture if one is uploaded (staff only)",
  })
  createBishopMessage(
    @Arg("input", () => BishopMessageInput) input: BishopMessageInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.bishopMessages.create(actor, input, image ? { upload: image } : null);
  }

  @Mutation(() => BishopMessage, {
    description: "Corrects a message, and its picture if a new one is uploaded (staff only)",
  })
  updateBishopMessage(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => BishopMessageInput) input: BishopMessageInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.bishopMessages.update(actor, id, input, image ? { upload: image } : null);
  }

  @Mutation(() => Boolean, { description: "Deletes a message and its picture (staff only)" })
  async deleteBishopMessage(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.bishopMessages.delete(actor, id);
    return true;
  }
}
