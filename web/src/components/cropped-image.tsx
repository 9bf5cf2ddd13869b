import { Image, type ImageProps } from "@chakra-ui/react";
import { focalPosition, type FocalPoint } from "./focal-point";

type CroppedImageProps = Omit<ImageProps, "objectFit" | "objectPosition" | "style"> & {
  src: string;
  focalPoint: FocalPoint | null | undefined;
};

/**
 * A picture cropped to the box its props give (a thumbnail, a preview), keeping its focal point
 * in view. Decorative unless given an alt text: the record's name is beside it.
 */
export function CroppedImage({ focalPoint, alt = "", ...props }: CroppedImageProps) {
  return (
    <Image
      alt={alt}
      objectFit="cover"
      // The picture's own data, as ResponsiveImage writes it: an attribute, not a class per picture.
      style={{ objectPosition: focalPosition(focalPoint) }}
      {...props}
    />
  );
}
