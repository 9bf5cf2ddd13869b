import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Image, toImage } from "../media/image.type.js";
import { HistoryBishop } from "./history-bishop.entity.js";
import { HistoryBishopInput } from "./history-bishop.inputs.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";

@Resolver(() => HistoryBishop)
export class HistoryBishopResolver {
  @Query(() => [HistoryBishop], { description: "The bishops of the History page, in the order staff gave" })
  historyBishops(@Ctx() { services }: RequestContext, @LanguageArg() _language?: LanguageChoice | null) {
    return services.historyBishops.list();
  }

  @Query(() => HistoryBishop, {
    nullable: true,
    description: "One bishop of the list, or null when there is none",
  })
  historyBishop(
    @Arg("id", () => ID) id: string,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.historyBishops.findById(id);
  }

  @FieldResolver(() => Image, {
    nullable: true,
    description: "The portrait with its variants for srcset; null when there is none",
  })
  image(@Root() bishop: HistoryBishop, @Ctx() { services }: RequestContext) {
    return toImage(services.media.describeImage(bishop.imageUrl), bishop.imageFocalPoint);
  }

  @Mutation(() => HistoryBishop, {
    description: "Adds a bishop at the end of the list, with a portrait if one is uploaded (staff only)",
  })
  createHistoryBishop(
    @Arg("input", () => HistoryBishopInput) input: HistoryBishopInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.historyBishops.create(actor, input, image ? { upload: image } : null);
  }

  @Mutation(() => HistoryBishop, {
    description: "Changes a bishop's card, and the portrait if a new one is uploaded (staff only)",
  })
  updateHistoryBishop(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => HistoryBishopInput) input: HistoryBishopInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.historyBishops.update(actor, id, input, image ? { upload: image } : null);
  }

  @Mutation(() => Boolean, { description: "Deletes a bishop's card and portrait (staff only)" })
  async deleteHistoryBishop(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.historyBishops.delete(actor, id);
    return true;
  }

  @Mutation(() => [HistoryBishop], {
    description: "Puts the bishops in the order given, which must name every one once (staff only)",
  })
  reorderHistoryBishops(@Arg("ids", () => [ID]) ids: string[], @Ctx() { services, actor }: RequestContext) {
    return services.historyBishops.reorder(actor, ids);
  }
}
