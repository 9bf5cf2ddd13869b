import { Button, Field, HStack, Link, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { EventsCalendarQuery } from "../../gql/graphql";
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
  return (
    <form method="get" action={paths.events.getHref()} aria-label="Choose the events shown">
      <input type="hidden" name="month" value={choice.month} />
      {choice.view === "list" && <input type="hidden" name="from" value={choice.from} />}
      <Stack gap="4">
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
          <Choice label="Show as" name="view" value={choice.view}>
            <option value="month">A month</option>
            <option value="list">A list</option>
          </Choice>
          <Choice label="Parish" name="parish" value={choice.parishId ?? ""}>
            <option value="">Any parish</option>
            <ParishOptions archdeaconries={choices.archdeaconries} />
          </Choice>
          <Choice label="Archdeaconry" name="archdeaconry" value={choice.archdeaconryId ?? ""}>
            <option value="">Any archdeaconry</option>
            {choices.archdeaconries.map((archdeaconry) => (
              <option key={archdeaconry.id} value={archdeaconry.id}>
                {archdeaconry.name}
              </option>
            ))}
          </Choice>
          <Choice label="Department" name="department" value={choice.departmentId ?? ""}>
            <option value="">Any department</option>
            {choices.departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </Choice>
        </SimpleGrid>
        <HStack gap="4" wrap="wrap">
          <Button type="submit" colorPalette="brand" minW="28">
            Show
          </Button>
          {isFiltered(choice) && (
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink
                to={calendarHref(
                  { ...choice, parishId: null, archdeaconryId: null, departmentId: null },
                  choice.view === "list"
                    ? { view: "list", from: choice.from }
                    : { month: choice.month === monthOf(choice.today) ? undefined : choice.month },
                )}
              >
                Every event
              </RouterLink>
            </Link>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
