import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { formatKes } from "../format";
import "../locales/register";

/**
 * One bar of the chart of paid against due: a track as long as what fell due, filled as far as
 * was paid (past the end when more was paid), with both amounts in words for whoever cannot see it.
 */
export function PaidAgainstDue({
  label,
  detail,
  paidKes,
  dueKes,
}: {
  label: string;
  detail?: string;
  paidKes: number;
  dueKes: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const share = dueKes > 0 ? Math.min(1, paidKes / dueKes) : paidKes > 0 ? 1 : 0;
  const words = t("dashboardAssessments.paidOfDue", {
    paid: formatKes(paidKes, locale),
    due: formatKes(dueKes, locale),
  });
  return (
    <Stack gap="1">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontWeight="medium">{label}</Text>
        <Text textStyle="sm" color="fg.muted">
          {words}
        </Text>
      </HStack>
      <Box
        role="img"
        aria-label={`${label}: ${words}`}
        height="3"
        borderRadius="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box
          height="full"
          width={`${Math.round(share * 100)}%`}
          bg={share < 1 ? "orange.solid" : "green.solid"}
        />
      </Box>
      {detail && (
        <Text textStyle="xs" color="fg.muted">
          {detail}
        </Text>
      )}
    </Stack>
  );
}
