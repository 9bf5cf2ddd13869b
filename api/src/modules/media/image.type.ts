import { Field, Int, ObjectType } from "type-graphql";
import { FocalPoint } from "./focal-point.js";
import type { ImageInfo } from "./media.service.js";

@ObjectType({
  description: "A picture for share previews (og:image): a JPEG under 300 KB, at most 1200 pixels wide",
})
export class ShareImage {
  @Field(() => String)
  url: string;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;
}

@ObjectType({ description: "A stored picture, with the widths a browser picks from (srcset)" })
export class Image {
  @Field(() => String, { description: "URL of the largest JPEG, for img src" })
  url: string;

  @Field(() => Int, { description: "Width of the largest JPEG in pixels" })
  width: number;

  @Field(() => Int, { description: "Height of the largest JPEG in pixels" })
  height: number;

  @Field(() => String, { description: 'The WebP variants for srcset: "url 320w, url 640w, ..."' })
  srcSet: string;

  @Field(() => String, { description: "The JPEG variants for srcset, for browsers without WebP" })
  jpegSrcSet: string;

  @Field(() => FocalPoint, {
    description: "The spot every crop keeps in view; for CSS, object-position: (x × 100)% (y × 100)%",
  })
  focalPoint: FocalPoint;

  @Field(() => ShareImage, { description: "Its share preview's JPEG, for og:image" })
  share: ShareImage;
}

/** A stored picture as GraphQL shows it, with the focal point its record keeps beside the URL. */
export function toImage(info: ImageInfo | null, focalPoint: FocalPoint): Image | null {
  if (!info) return null;
  return {
    url: info.url,
    width: info.width,
    height: info.height,
    srcSet: info.variants.map((variant) => `${variant.webp} ${variant.width}w`).join(", "),
    jpegSrcSet: info.variants.map((variant) => `${variant.jpeg} ${variant.width}w`).join(", "),
    focalPoint,
    share: info.share,
  };
}
