import { Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { AdminSection, ListStatus } from "./admin-page";
import type { ListState } from "./record-list";

/** One line of the overview's lists: a link to the record, and when it is. */
export type OverviewEntry = { id: string; label: string; href: string; when: string };

type OverviewListProps = { title: string; entries: OverviewEntry[]; state: ListState; emptyText: string };

/** A short list on the dashboard's first page, such as the upcoming events. */
export function OverviewList({ title, entries, state, emptyText }: OverviewListProps) {
  return (
    <AdminSection title={title}>
      <ListStatus {...state} empty={!entries.length} emptyText={emptyText}>
        <Stack as="ul" listStyleType="none" gap="3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link asChild fontWeight="medium" color="brand.fg">
                <RouterLink to={entry.href}>{entry.label}</RouterLink>
              </Link>
              <Text textStyle="sm" color="fg.muted">
                {entry.when}
              </Text>
            </li>
          ))}
        </Stack>
      </ListStatus>
    </AdminSection>
  );
}
