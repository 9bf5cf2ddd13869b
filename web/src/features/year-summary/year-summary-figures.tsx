import { Heading, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { YearInNumbersPageQuery } from "../../gql/graphql";
import { useLocale } from "../../lib/language";
import { formatKes } from "../projects/format-kes";

type Summary = NonNullable<YearInNumbersPageQuery["yearSummary"]>;

/** A figure with its words under it, as a definition list's pair. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="1" bg="brand.subtle" p="4" borderRadius="md">
      {/* The term comes first for a screen reader; the figure is shown above it. */}
      <Text as="dt" order={2}>
        {label}
      </Text>
      <Text as="dd" textStyle="2xl" fontWeight="bold" color="brand.fg" order={1}>
        {value}
      </Text>
    </Stack>
  );
}

/** The year's returns and assessments over the whole diocese: totals only. */
export function YearSummaryFigures({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 0 });
  return (
    <Stack gap="10">
      <Stack as="section" aria-labelledby="returns" gap="4">
        <Heading as="h2" id="returns" size="xl" color="brand.fg">
          {t("pages.yearInNumbers.returnsHeading")}
        </Heading>
        <Text>
          {t("pages.yearInNumbers.returned", { returned: summary.returned, parishes: summary.parishes })}
        </Text>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {summary.totals.map((total) => (
            <Figure key={total.key} label={total.label} value={number(total.total)} />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack as="section" aria-labelledby="assessments" gap="4">
        <Heading as="h2" id="assessments" size="xl" color="brand.fg">
          {t("pages.yearInNumbers.assessmentsHeading")}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          <Figure label={t("pages.yearInNumbers.assessed")} value={formatKes(summary.assessedKes, locale)} />
          <Figure label={t("pages.yearInNumbers.paid")} value={formatKes(summary.paidKes, locale)} />
          <Figure
            label={t("pages.yearInNumbers.parishesAssessed")}
            value={number(summary.parishesAssessed)}
          />
        </SimpleGrid>
      </Stack>
      {summary.archdeaconries.length > 0 && (
        <Stack as="section" aria-labelledby="by-archdeaconry" gap="4">
          <Heading as="h2" id="by-archdeaconry" size="xl" color="brand.fg">
            {t("pages.yearInNumbers.byArchdeaconry")}
          </Heading>
          <Table.Root size="sm" striped maxW="xl">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("pages.yearInNumbers.archdeaconry")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("pages.yearInNumbers.returnsIn")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {summary.archdeaconries.map((each) => (
                <Table.Row key={each.name}>
                  <Table.Cell>{each.name}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {t("pages.yearInNumbers.returnsOf", { returned: each.returned, parishes: each.parishes })}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
    </Stack>
  );
}
