import { Skeleton, SkeletonText, Stack, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** A page's outline while its content loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="5" aria-busy="true">
      <VisuallyHidden role="status">{t("common.loading")}</VisuallyHidden>
      <Skeleton height="4" width="40%" />
      <Skeleton height="10" width="70%" />
      <SkeletonText noOfLines={8} />
    </Stack>
  );
}
