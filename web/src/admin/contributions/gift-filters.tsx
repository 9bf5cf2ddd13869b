import { Field, Input, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { GiftSource, GiftStatus } from "../gql/graphql";
import { choicesOf, SOURCE_MESSAGES, STATUS_MESSAGES } from "./gift-labels";
import "../locales/register";

/** What the Contributions page shows: every field empty is everything. */
export type GiftFilter = { projectId: string; status: string; source: string; from: string; to: string };

export const NO_FILTER: GiftFilter = { projectId: "", status: "", source: "", from: "", to: "" };

/** The filter as the API's arguments: an empty field is no filter. */
export function filterVariables(filter: GiftFilter) {
  return {
    projectId: filter.projectId || null,
    status: (filter.status || null) as GiftStatus | null,
    source: (filter.source || null) as GiftSource | null,
    from: filter.from || null,
    to: filter.to || null,
  };
}

/** The same filter in the CSV export's address. */
export function filterQueryString(filter: GiftFilter): string {
  const entries = Object.entries(filter).filter(([, value]) => value !== "");
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : "";
}

function Choice({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
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
}

function Day({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
}

export function GiftFilters({
  filter,
  projects,
  onChange,
}: {
  filter: GiftFilter;
  projects: { id: string; title: string }[];
  onChange: (filter: GiftFilter) => void;
}) {
  const { t } = useTranslation();
  const set = (field: keyof GiftFilter) => (value: string) => onChange({ ...filter, [field]: value });
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
      <Choice
        label={t("dashboardGiving.filters.project")}
        value={filter.projectId}
        choices={[
          { value: "", label: t("dashboardGiving.filters.allProjects") },
          ...projects.map((p) => ({ value: p.id, label: p.title })),
        ]}
        onChange={set("projectId")}
      />
      <Choice
        label={t("dashboardGiving.filters.status")}
        value={filter.status}
        choices={choicesOf(STATUS_MESSAGES, t, t("dashboardGiving.filters.anyStatus"))}
        onChange={set("status")}
      />
      <Choice
        label={t("dashboardGiving.filters.source")}
        value={filter.source}
        choices={choicesOf(SOURCE_MESSAGES, t, t("dashboardGiving.filters.anySource"))}
        onChange={set("source")}
      />
      <Day label={t("dashboardGiving.filters.from")} value={filter.from} onChange={set("from")} />
      <Day label={t("dashboardGiving.filters.to")} value={filter.to} onChange={set("to")} />
    </SimpleGrid>
  );
}
