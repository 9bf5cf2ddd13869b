import { Checkbox, Field, Input, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { PledgeStatus } from "../gql/graphql";
import { choicesOf, STATUS_MESSAGES } from "./pledge-labels";
import "../locales/register";

/** What the Pledges page shows: every field empty is everything. */
export type PledgeFilter = { projectId: string; status: string; overdue: boolean; search: string };

export const NO_FILTER: PledgeFilter = { projectId: "", status: "", overdue: false, search: "" };

/** The filter as the API's arguments: an empty field is no filter. */
export function filterVariables(filter: PledgeFilter) {
  return {
    projectId: filter.projectId || null,
    status: (filter.status || null) as PledgeStatus | null,
    overdue: filter.overdue || null,
    search: filter.search.trim() || null,
  };
}

/** The same filter in the CSV export's address. */
export function filterQueryString(filter: PledgeFilter): string {
  const entries = Object.entries({ ...filter, overdue: filter.overdue ? "true" : "" }).filter(
    ([, value]) => value !== "",
  );
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : "";
}

export function PledgeFilters({
  filter,
  projects,
  onChange,
}: {
  filter: PledgeFilter;
  projects: { id: string; title: string }[];
  onChange: (filter: PledgeFilter) => void;
}) {
  const { t } = useTranslation();
  const choose = (
    label: string,
    value: string,
    choices: { value: string; label: string }[],
    field: "projectId" | "status",
  ) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange({ ...filter, [field]: event.target.value })}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
      {choose(
        t("dashboardPledges.filters.project"),
        filter.projectId,
        [
          { value: "", label: t("dashboardPledges.filters.allProjects") },
          ...projects.map((p) => ({ value: p.id, label: p.title })),
        ],
        "projectId",
      )}
      {choose(
        t("dashboardPledges.filters.status"),
        filter.status,
        choicesOf(STATUS_MESSAGES, t, t("dashboardPledges.filters.anyStatus")),
        "status",
      )}
      <Field.Root>
        <Field.Label>{t("dashboardPledges.filters.search")}</Field.Label>
        <Input
          size="sm"
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
        />
      </Field.Root>
      <Checkbox.Root
        checked={filter.overdue}
        onCheckedChange={(details) => onChange({ ...filter, overdue: details.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t("dashboardPledges.filters.overdue")}</Checkbox.Label>
      </Checkbox.Root>
    </SimpleGrid>
  );
}
