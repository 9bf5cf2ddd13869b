import { Button, Field, HStack, Link, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { EventsCalendarQuery } from "../../gql/graphql";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { calendarHref, isFiltered, type CalendarChoice } from "./calendar-choice";
import { monthOf } from "./calendar-dates";
import { ParishOptions } from "../../components/parish-options";

type Choices = Pick<EventsCalendarQuery, "archdeaconries" | "departments">;

function Choice({
  label,
  name,
  value,
  children,
}: {
  label: string;
  name: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <Field.Root minW="0">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} defaultValue={value}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * Which events the calendar shows, and how: a plain form that asks for the same page with its
 * fields in the address, so that it works without JavaScript and a calendar can be shared. The
 * month (or the list's first day) goes with it, so that filtering keeps the visitor where they are.
 */
export function EventsFilterForm({ choice, choices }: { choice: CalendarChoice; choices: Choices }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <form method="get" action={localePath(paths.events.getHref())} aria-label={t("events.filter.label")}>
      <input type="hidden" name="month" value={choice.month} />
      {choice.view === "list" && <input type="hidden" name="from" value={choice.from} />}
      <Stack gap="4">
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
          {/* From one busy day's page, the form shows its month. */}
          <Choice
            label={t("events.filter.showAs")}
            name="view"
            value={choice.view === "list" ? "list" : "month"}
          >
            <option value="month">{t("events.filter.aMonth")}</option>
            <option value="list">{t("events.filter.aList")}</option>
          </Choice>
          <Choice label={t("events.filter.parish")} name="parish" value={choice.parishId ?? ""}>
            <option value="">{t("events.filter.anyParish")}</option>
            <ParishOptions archdeaconries={choices.archdeaconries} />
          </Choice>
          <Choice
            label={t("events.filter.archdeaconry")}
            name="archdeaconry"
            value={choice.archdeaconryId ?? ""}
          >
            <option value="">{t("events.filter.anyArchdeaconry")}</option>
            {choices.archdeaconries.map((archdeaconry) => (
              <option key={archdeaconry.id} value={archdeaconry.id}>
                {archdeaconry.name}
              </option>
            ))}
          </Choice>
          <Choice label={t("events.filter.department")} name="department" value={choice.departmentId ?? ""}>
            <option value="">{t("events.filter.anyDepartment")}</option>
            {choices.departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </Choice>
        </SimpleGrid>
        <HStack gap="4" wrap="wrap">
          <Button type="submit" colorPalette="brand" minW="28">
            {t("events.filter.show")}
          </Button>
          {isFiltered(choice) && (
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink
                to={localePath(
                  calendarHref(
                    { ...choice, parishId: null, archdeaconryId: null, departmentId: null },
                    choice.view === "list"
                      ? { view: "list", from: choice.from }
                      : { month: choice.month === monthOf(choice.today) ? undefined : choice.month },
                  ),
                )}
              >
                {t("events.filter.everyEvent")}
              </RouterLink>
            </Link>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
