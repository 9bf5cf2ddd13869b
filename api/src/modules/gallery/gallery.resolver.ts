import type { FileUpload } from "graphql-upload/processRequest.mjs";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import {
  Arg,
  Args,
  ArgsType,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { RequestContext } from "../../context.js";
import { PageArgs } from "../../lib/pagination.js";
import { Image, toImage } from "../media/image.type.js";
import { LanguageArg, NeedsTranslationFilter, type LanguageChoice } from "../translation/translation.js";
import { PhotoAlbumInput, PhotoInput } from "./gallery.inputs.js";
import { PhotoAlbumPage } from "./gallery.service.js";
import { Photo } from "./photo.entity.js";
import { PhotoAlbum } from "./photo-album.entity.js";

@ArgsType()
class PhotoAlbumPageArgs extends PageArgs {
  @NeedsTranslationFilter()
  needsTranslation?: boolean | null;
}

@Resolver(() => PhotoAlbum)
export class PhotoAlbumResolver {
  @Query(() => PhotoAlbumPage, { description: "The gallery's albums, the one of the latest day first" })
  photoAlbums(
    @Args(() => PhotoAlbumPageArgs) { needsTranslation, ...args }: PhotoAlbumPageArgs,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.gallery.page(args, needsTranslation);
  }

  @Query(() => PhotoAlbum, {
    nullable: true,
    description: "An album by its slug, or null when there is none",
  })
  photoAlbum(
    @Arg("slug", () => String) slug: string,
    @Ctx() { services }: RequestContext,
    @LanguageArg() _language?: LanguageChoice | null,
  ) {
    return services.gallery.findBySlug(slug);
  }

  @FieldResolver(() => [Photo], { description: "Its photographs in the order staff gave them" })
  photos(@Root() album: PhotoAlbum, @Ctx() { services }: RequestContext) {
    return services.gallery.photosOf(album.id);
  }

  @FieldResolver(() => Int, { description: "How many photographs it has" })
  photoCount(@Root() album: PhotoAlbum, @Ctx() { loaders }: RequestContext) {
    return loaders.photoCountOfAlbum.load(album.id);
  }

  @FieldResolver(() => Photo, {
    nullable: true,
    description: "The photograph chosen as its cover, or else its first; null while it has none",
  })
  cover(@Root() album: PhotoAlbum, @Ctx() { loaders }: RequestContext) {
    return loaders.coverOfAlbum.load(album);
  }

  @Mutation(() => PhotoAlbum, { description: "Adds an empty album (staff only)" })
  createPhotoAlbum(
    @Arg("input", () => PhotoAlbumInput) input: PhotoAlbumInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.gallery.createAlbum(actor, input);
  }

  @Mutation(() => PhotoAlbum, {
    description: "Changes an album's title, date, description and owner (staff only)",
  })
  updatePhotoAlbum(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => PhotoAlbumInput) input: PhotoAlbumInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.gallery.updateAlbum(actor, id, input);
  }

  @Mutation(() => Boolean, { description: "Deletes an album with its photographs (staff only)" })
  async deletePhotoAlbum(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.gallery.deleteAlbum(actor, id);
    return true;
  }

  @Mutation(() => PhotoAlbum, { description: "Makes one of the album's photographs its cover (staff only)" })
  setPhotoAlbumCover(
    @Arg("albumId", () => ID) albumId: string,
    @Arg("photoId", () => ID) photoId: string,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.gallery.setCover(actor, albumId, photoId);
  }

  @Mutation(() => [Photo], {
    description: "Puts an album's photographs in the order given, which must name each once (staff only)",
  })
  reorderPhotos(
    @Arg("albumId", () => ID) albumId: string,
    @Arg("ids", () => [ID]) ids: string[],
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.gallery.reorderPhotos(actor, albumId, ids);
  }
}

@Resolver(() => Photo)
export class PhotoResolver {
  @FieldResolver(() => Image, {
    nullable: true,
    description:
      "The picture with its variants for srcset; null for a picture the media service did not store",
  })
  image(@Root() photo: Photo, @Ctx() { services }: RequestContext) {
    return toImage(services.media.describeImage(photo.imageUrl), photo.imageFocalPoint);
  }

  @Mutation(() => Photo, {
    description:
      "Adds one uploaded photograph at the end of an album (staff only; one request per photograph, a multipart request with the apollo-require-preflight header)",
  })
  addPhoto(
    @Arg("albumId", () => ID) albumId: string,
    @Arg("input", () => PhotoInput) input: PhotoInput,
    @Arg("image", () => GraphQLUpload) image: Promise<FileUpload>,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.gallery.addPhoto(actor, albumId, input, { upload: image });
  }

  @Mutation(() => Photo, {
    description: "Changes a photograph's caption, and its picture if a new one is uploaded (staff only)",
  })
  updatePhoto(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => PhotoInput) input: PhotoInput,
    @Ctx() { services, actor }: RequestContext,
    @Arg("image", () => GraphQLUpload, { nullable: true }) image?: Promise<FileUpload> | null,
  ) {
    return services.gallery.updatePhoto(actor, id, input, image ? { upload: image } : null);
  }

  @Mutation(() => Boolean, { description: "Deletes a photograph and its picture (staff only)" })
  async deletePhoto(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    await services.gallery.deletePhoto(actor, id);
    return true;
  }
}
