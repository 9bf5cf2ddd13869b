import { Center, Spinner, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center minH="60dvh" role="status">
      <Spinner size="lg" color="brand.fg" />
      <VisuallyHidden>{label ?? t("common.loading")}</VisuallyHidden>
    </Center>
  );
}
