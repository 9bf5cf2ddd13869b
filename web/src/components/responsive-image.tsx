import { Image, type ImageProps } from "@chakra-ui/react";
import type { ResponsiveImageFieldsFragment } from "../gql/graphql";
import { narrowerSrcSet, SAVE_DATA_MAX_WIDTH, useSaveData } from "../lib/save-data";
import { focalPosition } from "./focal-point";

type ResponsiveImageProps = Omit<
  ImageProps,
  "src" | "srcSet" | "sizes" | "alt" | "loading" | "decoding" | "htmlWidth" | "htmlHeight"
> & {
  image: ResponsiveImageFieldsFragment;
  alt: string;
  /** How wide the picture is shown, for the browser to pick a width: "(min-width: 48em) 50vw, 100vw". */
  sizes: string;
  /** For the picture a visitor sees first (the largest on screen): loaded at once, ahead of others. */
  priority?: boolean;
};

/**
 * Every picture of the site. The browser picks the smallest width that fills the space `sizes`
 * describes, as WebP where it can and JPEG where it cannot; width and height reserve the space
 * before it arrives, so nothing jumps. Pictures below the fold load only when scrolled near. A
 * cropped picture (fit="cover") keeps the focal point staff chose in view. A visitor saving data is
 * offered the narrower widths only.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, ...style }: ResponsiveImageProps) {
  const saveData = useSaveData();
  const widths = (srcSet: string) => (saveData ? narrowerSrcSet(srcSet, SAVE_DATA_MAX_WIDTH) : srcSet);
  return (
    <picture>
      <source type="image/webp" srcSet={widths(image.srcSet)} sizes={sizes} />
      <Image
        src={image.url}
        srcSet={widths(image.jpegSrcSet)}
        sizes={sizes}
        alt={alt}
        htmlWidth={image.width}
        htmlHeight={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        // The picture's own data, like its width and height: an attribute, not a class per picture.
        style={{ objectPosition: focalPosition(image.focalPoint) }}
        // React 18 knows only the lower-case attribute.
        {...(priority ? { fetchpriority: "high" } : {})}
        {...style}
      />
    </picture>
  );
}
