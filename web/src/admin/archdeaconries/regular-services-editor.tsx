import { Button, Fieldset, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FocusEvent } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { WEEKDAYS, MAX_REGULAR_SERVICES } from "@diocese/site/worship";
import { formatTimeOfDay } from "../../features/events/calendar-dates";
import { DAY_MESSAGES, LANGUAGE_MESSAGES } from "../../features/parishes/worship-words";
import { messages } from "../../lib/language";
import type { AdminParishFieldsFragment, RegularServiceInput } from "../gql/graphql";
import { RegularServiceRow, type ServiceRow } from "./regular-service-row";
import "../locales/register";

let rowsMade = 0;

/** A new row: a Sunday service, the most common, whose time staff must give. */
function newServiceRow(): ServiceRow {
  rowsMade += 1;
  return {
    key: `new-${rowsMade}`,
    day: "SUNDAY",
    startTime: "",
    language: "ENGLISH",
    kind: "HOLY_COMMUNION",
  };
}

/** The saved services as rows, in the order the API gives them (the week's). */
export const serviceRowsOf = (services: AdminParishFieldsFragment["services"]): ServiceRow[] =>
  services.map(({ id, day, startTime, language, kind }) => ({ key: id, day, startTime, language, kind }));

/** The rows as the API takes them. */
export const toServiceInputs = (rows: ServiceRow[]): RegularServiceInput[] =>
  rows.map(({ day, startTime, language, kind }) => ({ day, startTime, language, kind }));

/** A row's time for ordering: one without its time yet stays after the day's others. */
const timeForOrder = (row: ServiceRow) => row.startTime || "24:00";

/** By day in the order of WEEKDAYS, then by time, as the API lists them and the public page shows them. */
function inWeekOrder(rows: ServiceRow[]): ServiceRow[] {
  return [...rows].sort(
    (a, b) =>
      WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || timeForOrder(a).localeCompare(timeForOrder(b)),
  );
}

/**
 * A message about one row, worded as the API words its own (`services[2]: ...`), so that the
 * editor shows the form's checks and the API's refusals at their row alike.
 */
const aboutRow = (index: number, message: string) => `services[${index}]: ${message}`;
const ROW_MESSAGE = /^services\[(\d+)\]: (.+)$/s;

/** The form's checks of the rows before anything is sent: each has a time, and none is listed twice. */
export function servicesError(
  rows: ServiceRow[],
  t: TFunction = messages.en.t,
  locale = "en-KE",
): string | undefined {
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    if (!row.startTime) return aboutRow(index, t("dashboardParishes.services.enterTime"));
    // The API's rule: one service a day, time and language.
    const service = `${row.day} ${row.startTime} ${row.language}`;
    if (seen.has(service))
      return aboutRow(
        index,
        t("dashboardParishes.services.listedTwice", {
          day: t(DAY_MESSAGES[row.day]),
          time: formatTimeOfDay(row.startTime, locale),
          language: t(LANGUAGE_MESSAGES[row.language]),
        }),
      );
    seen.add(service);
  }
  return undefined;
}

type RegularServicesEditorProps = {
  rows: ServiceRow[];
  onChange: (rows: ServiceRow[]) => void;
  /** The list's error; one naming a row (`services[2]: ...`) is shown at that row. */
  error?: string;
};

/**
 * A parish's regular services, one row each: day, time, language and kind. Rows stay where they
 * are while staff edit them and take their place in the week once staff leave the list, so that no
 * row moves away under the pointer or the keyboard.
 */
export function RegularServicesEditor({ rows, onChange, error }: RegularServicesEditorProps) {
  // A row just added hands the focus to its first field, and a row just removed to Add a service,
  // so that the focus stays in the list (and the list settles once it leaves). A new object each
  // time, so that each removal asks again.
  const { t } = useTranslation();
  const [focusOn, setFocusOn] = useState<{ on: "new row" | "add button" } | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOn?.on === "new row") list.current?.lastElementChild?.querySelector("select")?.focus();
    if (focusOn?.on === "add button") addButton.current?.focus();
  }, [focusOn]);
  const rowMessage = error ? ROW_MESSAGE.exec(error) : null;
  const erringRow = rowMessage ? Number(rowMessage[1]) : null;

  const change = (key: string, changes: Partial<RegularServiceInput>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));

  const settle = (event: FocusEvent) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    const ordered = inWeekOrder(rows);
    // Untouched rows are not a change: tabbing through the list leaves the form as it was.
    if (ordered.some((row, index) => row !== rows[index])) onChange(ordered);
  };

  return (
    <Fieldset.Root invalid={Boolean(error)} onBlur={settle}>
      <Fieldset.Legend>{t("dashboardParishes.services.legend")}</Fieldset.Legend>
      <Fieldset.HelperText>{t("dashboardParishes.services.help")}</Fieldset.HelperText>
      <Fieldset.Content ref={list}>
        {rows.length === 0 && (
          <Text textStyle="sm" color="fg.muted">
            {t("dashboardParishes.services.none")}
          </Text>
        )}
        {rows.map((row, index) => (
          <RegularServiceRow
            key={row.key}
            row={row}
            number={index + 1}
            message={erringRow === index ? rowMessage?.[2] : undefined}
            onChange={(changes) => change(row.key, changes)}
            onRemove={() => {
              onChange(rows.filter((other) => other.key !== row.key));
              setFocusOn({ on: "add button" });
            }}
          />
        ))}
      </Fieldset.Content>
      {error && !rowMessage && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
      <Stack align="start" gap="1">
        <Button
          ref={addButton}
          variant="outline"
          size="sm"
          disabled={rows.length >= MAX_REGULAR_SERVICES}
          onClick={() => {
            onChange([...rows, newServiceRow()]);
            setFocusOn({ on: "new row" });
          }}
        >
          {t("dashboardParishes.services.add")}
        </Button>
        {rows.length >= MAX_REGULAR_SERVICES && (
          <Text textStyle="sm" color="fg.muted">
            {t("dashboardParishes.services.atMost", { max: MAX_REGULAR_SERVICES })}
          </Text>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
