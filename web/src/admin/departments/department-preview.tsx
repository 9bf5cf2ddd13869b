import { Box, Card, Text } from "@chakra-ui/react";
import { CroppedImage } from "../../components/cropped-image";
import type { FocalPoint } from "../../components/focal-point";

type DepartmentPreviewProps = {
  name: string;
  headName: string;
  headTitle: string;
  caption: string;
  imageUrl: string | null;
  focalPoint: FocalPoint;
};

/** The department's card as the website will show it, while staff edit it. */
export function DepartmentPreview({
  name,
  headName,
  headTitle,
  caption,
  imageUrl,
  focalPoint,
}: DepartmentPreviewProps) {
  return (
    <Box>
      <Text textStyle="sm" color="fg.muted" mb="1">
        Preview
      </Text>
      <Card.Root size="sm" maxW="sm" role="region" aria-label="Preview of the department">
        {imageUrl && <CroppedImage src={imageUrl} focalPoint={focalPoint} maxH="48" />}
        <Card.Body gap="1">
          {caption && (
            <Text textStyle="sm" fontStyle="italic">
              {caption}
            </Text>
          )}
          <Text fontWeight="semibold">{name}</Text>
          {(headName || headTitle) && (
            <Text textStyle="sm" color="fg.muted">
              {[headName, headTitle].filter(Boolean).join(", ")}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
