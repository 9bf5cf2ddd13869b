import { EmptyState, HStack, Link, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { CareersPageQuery } from "../../gql/graphql";
import { useLocale } from "../../lib/language";

type JobOpening = CareersPageQuery["jobOpenings"]["items"][number];

const cellStyle = {
  display: { base: "block", md: "table-cell" },
  borderBottomWidth: { base: "0", md: "1px" },
  py: { base: "1", md: "3" },
  _before: {
    content: { base: "attr(data-label)", md: "none" },
    display: "block",
    fontSize: "xs",
    fontWeight: "bold",
    color: "fg.muted",
  },
} as const;

/** A closing date (YYYY-MM-DD), as the day it is in Kakamega: its noon there, so no zone moves it. */
function formatClosingDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Africa/Nairobi" }).format(
    new Date(`${date}T09:00:00Z`),
  );
}

export function JobOpeningsTable({ openings }: { openings: JobOpening[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (openings.length === 0) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>{t("careers.noOpenings")}</EmptyState.Title>
          <EmptyState.Description>{t("careers.checkLater")}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    // Below md each row becomes a card whose cells name their column: four columns do not fit a
    // phone, and a table scrolling sideways hides the link that matters.
    <Table.Root size="md" striped borderWidth="1px" display={{ base: "block", md: "table" }}>
      <Table.Header hideBelow="md">
        <Table.Row bg="brand.solid">
          <Table.ColumnHeader color="brand.contrast">{t("careers.refNo")}</Table.ColumnHeader>
          <Table.ColumnHeader color="brand.contrast">{t("careers.position")}</Table.ColumnHeader>
          <Table.ColumnHeader color="brand.contrast">{t("careers.description")}</Table.ColumnHeader>
          <Table.ColumnHeader color="brand.contrast">
            <VisuallyHidden>{t("careers.details")}</VisuallyHidden>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body display={{ base: "block", md: "table-row-group" }}>
        {openings.map((opening) => (
          <Table.Row
            key={opening.id}
            display={{ base: "block", md: "table-row" }}
            py={{ base: "2", md: "0" }}
          >
            <Table.Cell {...cellStyle} data-label={t("careers.refNo")} whiteSpace="nowrap">
              {opening.referenceNumber}
            </Table.Cell>
            <Table.Cell
              {...cellStyle}
              data-label={t("careers.position")}
              fontWeight="semibold"
              minW={{ md: "40" }}
            >
              {opening.position}
            </Table.Cell>
            <Table.Cell {...cellStyle} data-label={t("careers.description")} minW={{ md: "64" }}>
              <Text>{opening.description}</Text>
              {opening.closingDate && (
                <Text textStyle="sm" color="fg.muted" mt="1">
                  {t("careers.applyBy", { date: formatClosingDate(opening.closingDate, locale) })}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell {...cellStyle} whiteSpace="nowrap">
              <HStack gap="4" wrap="wrap">
                {opening.link && (
                  <Link href={opening.link} color="brand.fg" fontWeight="semibold">
                    {t("careers.moreDetails")}
                    <VisuallyHidden>{t("careers.ofPosition", { position: opening.position })}</VisuallyHidden>
                  </Link>
                )}
                {opening.documentUrl && (
                  <Link href={opening.documentUrl} color="brand.fg" fontWeight="semibold">
                    {opening.link ? t("careers.pdf") : t("careers.moreDetailsPdf")}
                    <VisuallyHidden>{t("careers.ofPosition", { position: opening.position })}</VisuallyHidden>
                  </Link>
                )}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
