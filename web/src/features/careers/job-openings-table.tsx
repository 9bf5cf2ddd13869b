import { EmptyState, HStack, Link, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import type { CareersPageQuery } from "../../gql/graphql";

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

// A calendar date (YYYY-MM-DD) read at midnight UTC and written in UTC: no time zone moves it.
const closingDateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

function formatClosingDate(date: string): string {
  return closingDateFormat.format(new Date(`${date}T00:00:00Z`));
}

export const NO_OPENINGS_MESSAGE = "No job opportunities are available at the moment.";

export function JobOpeningsTable({ openings }: { openings: JobOpening[] }) {
  if (openings.length === 0) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>{NO_OPENINGS_MESSAGE}</EmptyState.Title>
          <EmptyState.Description>Please check this page again later.</EmptyState.Description>
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
          <Table.ColumnHeader color="brand.contrast">Ref No</Table.ColumnHeader>
          <Table.ColumnHeader color="brand.contrast">Position</Table.ColumnHeader>
          <Table.ColumnHeader color="brand.contrast">Description</Table.ColumnHeader>
          <Table.ColumnHeader color="brand.contrast">
            <VisuallyHidden>Details</VisuallyHidden>
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
            <Table.Cell {...cellStyle} data-label="Ref No" whiteSpace="nowrap">
              {opening.referenceNumber}
            </Table.Cell>
            <Table.Cell {...cellStyle} data-label="Position" fontWeight="semibold" minW={{ md: "40" }}>
              {opening.position}
            </Table.Cell>
            <Table.Cell {...cellStyle} data-label="Description" minW={{ md: "64" }}>
              <Text>{opening.description}</Text>
              {opening.closingDate && (
                <Text textStyle="sm" color="fg.muted" mt="1">
                  Apply by {formatClosingDate(opening.closingDate)}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell {...cellStyle} whiteSpace="nowrap">
              <HStack gap="4" wrap="wrap">
                {opening.link && (
                  <Link href={opening.link} color="brand.fg" fontWeight="semibold">
                    More Details<VisuallyHidden>: {opening.position}</VisuallyHidden>
                  </Link>
                )}
                {opening.documentUrl && (
                  <Link href={opening.documentUrl} color="brand.fg" fontWeight="semibold">
                    {opening.link ? "PDF" : "More Details (PDF)"}
                    <VisuallyHidden>: {opening.position}</VisuallyHidden>
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
