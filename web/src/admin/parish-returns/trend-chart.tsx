import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import "../locales/register";

/** The tallest column, in the chart's units (the spacing scale): a phone's screen shows it whole. */
const TALLEST = 32;

/**
 * A question's totals over five years (every parish the reader reaches, or of the archdeaconry
 * chosen) as columns, each with its year and figure
 * written under and over it; the whole as one image whose name says every figure, for whoever
 * cannot see it.
 */
export function TrendChart({
  question,
  years,
  totals,
}: {
  question: string;
  years: readonly number[];
  totals: readonly number[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const largest = Math.max(1, ...totals);
  const figures = years.map((year, index) => ({ year, total: totals[index] ?? 0 }));
  const described = t("dashboardParishReturns.trend.chart", {
    question,
    figures: figures.map(({ year, total }) => `${year}: ${total.toLocaleString(locale)}`).join("; "),
  });
  return (
    <HStack role="img" aria-label={described} align="end" gap="3" minH={TALLEST + 12} overflowX="auto">
      {figures.map(({ year, total }) => (
        <Stack key={year} aria-hidden gap="1" align="center" minW="12">
          <Text textStyle="xs">{total.toLocaleString(locale)}</Text>
          <Box
            width="8"
            height={`${Math.max(2, Math.round((total / largest) * TALLEST * 4))}px`}
            bg="brand.solid"
            borderTopRadius="sm"
          />
          <Text textStyle="xs" color="fg.muted">
            {year}
          </Text>
        </Stack>
      ))}
    </HStack>
  );
}
