import { Heading, Link, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { Pager } from "../../components/pager";
import type { YearInNumbersPageQuery } from "../../gql/graphql";
import { useLocale, useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { formatKes } from "../projects/format-kes";

type Payments = NonNullable<NonNullable<YearInNumbersPageQuery["yearSummary"]>["parishPayments"]>;

/** What each parish was asked and paid of its assessment, a page at a time: shown only when the diocese ticks it. */
export function ParishPaymentsTable({ year, payments }: { year: number; payments: Payments }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <Stack as="section" aria-labelledby="parish-payments" gap="4">
      <Heading as="h2" id="parish-payments" size="xl" color="brand.fg">
        {t("pages.yearInNumbers.parishPayments")}
      </Heading>
      {payments.total === 0 ? (
        <Text>{t("pages.yearInNumbers.noAssessments")}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" striped>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("pages.yearInNumbers.parish")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("pages.yearInNumbers.archdeaconry")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("pages.yearInNumbers.assessed")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("pages.yearInNumbers.paid")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {payments.items.map((parish) => (
                <Table.Row key={parish.parishSlug}>
                  <Table.Cell>
                    <Link asChild color="brand.fg">
                      <RouterLink to={localePath(paths.parish.getHref(parish.parishSlug))}>
                        {parish.parishName}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{parish.archdeaconryName}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatKes(parish.assessedKes, locale)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatKes(parish.paidKes, locale)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager
        page={payments.page}
        pageCount={payments.pageCount}
        hrefFor={(page) => paths.yearInNumbers.getHref(year, page)}
      />
    </Stack>
  );
}
