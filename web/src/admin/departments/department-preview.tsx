import { Box, Card, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { CroppedImage } from "../../components/cropped-image";
import type { FocalPoint } from "../../components/focal-point";
import "../locales/register";

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
  const { t } = useTranslation();
  return (
    <Box>
      <Text textStyle="sm" color="fg.muted" mb="1">
        {t("dashboardDepartments.preview")}
      </Text>
      <Card.Root size="sm" maxW="sm" role="region" aria-label={t("dashboardDepartments.previewLabel")}>
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
