import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Image, toImage } from "../media/image.type.js";
import { Slide } from "./slide.entity.js";
import { SlideInput } from "./slide.inputs.js";
import { LanguageArg, type LanguageChoice } from "../translation/translation.js";

@Resolver(() => Slide)
export class SlideResolver {
  @Query(() => [Slide], { description: "The carousel's slides in order (at most 10)" })
  slides(@Ctx() { services }: RequestContext, @LanguageArg() _language?: LanguageChoice | null) {
    return services.slides.list();
  }

  @Query(() => Slide, { nullable: true, description: "One slide, or null when there is none with the id" })
  slide(
    @Arg("id", () => ID) id: string,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.slides.findById(id);
  }

  @FieldResolver(() => Image, {
    nullable: true,
    description:
      "The picture with its variants for srcset; null for a picture the media service did not store",
  })
  image(@Root() slide: Slide, @Ctx() { services }: RequestContext) {
    return toImage(services.media.describeImage(slide.imageUrl), slide.imageFocalPoint);
  }

  @Mutation(() => Slide, {
    description:
      "Adds a slide at the end of the carousel with its uploaded picture (staff only; at most 10 slides; a multipart request with the apollo-require-preflight header)",
  })
  createSlide(
    @Arg("input", () => SlideInput) input: SlideInput,
    @Arg("image", () => GraphQLUpload) image: Promise<FileUpload>,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.slides.create(actor, input, { upload: image });
  }

  @Mutation(() => Slide, {
    description: "Changes a slide's title and caption, and its picture if a new one is uploaded (staff only)",
  })
  updateSlide(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => SlideInput) input: SlideInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.slides.update(actor, id, input, image ? { upload: image } : null);
  }

  @Mutation(() => Boolean, { description: "Deletes a slide and its picture (staff only)" })
  async deleteSlide(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.slides.delete(actor, id);
    return true;
  }

  @Mutation(() => [Slide], {
    description: "Puts the slides in the order given, which must name every slide once (staff only)",
  })
  reorderSlides(@Arg("ids", () => [ID]) ids: string[], @Ctx() { services, actor }: RequestContext) {
    return services.slides.reorder(actor, ids);
  }
}
