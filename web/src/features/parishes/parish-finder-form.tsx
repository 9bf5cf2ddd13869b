import { Button, Field, Input, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { LuSearch } from "react-icons/lu";
import {
  SERVICE_LANGUAGES,
  SERVICE_LANGUAGE_NAMES,
  WEEKDAYS,
  WEEKDAY_NAMES,
} from "../../../../api/src/site/worship";
import { paths } from "../../lib/paths";

interface FinderFormProps {
  archdeaconries: readonly { id: string; name: string }[];
  /** What the address asked for, to show in the fields. */
  search: URLSearchParams;
}

function Choice({
  label,
  name,
  value,
  anyLabel,
  options,
}: {
  label: string;
  name: string;
  value: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} defaultValue={value}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * The finder's search: a plain form that asks for the same page with its fields in the address,
 * so that it works without JavaScript and a search can be shared.
 */
export function ParishFinderForm({ archdeaconries, search }: FinderFormProps) {
  return (
    <form method="get" action={paths.parishes.getHref()} role="search" aria-label="Find a parish">
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Parish, town, archdeaconry or vicar</Field.Label>
          <Input
            name="q"
            type="search"
            defaultValue={search.get("q") ?? ""}
            placeholder="Such as Mbale, or Sunday Kiswahili"
            maxLength={200}
            size="lg"
          />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Choice
            label="Archdeaconry"
            name="archdeaconry"
            value={search.get("archdeaconry") ?? ""}
            anyLabel="Any archdeaconry"
            options={archdeaconries.map(({ id, name }) => ({ value: id, label: name }))}
          />
          <Choice
            label="Service on"
            name="day"
            value={search.get("day") ?? ""}
            anyLabel="Any day"
            options={WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_NAMES[day] }))}
          />
          <Choice
            label="Service in"
            name="language"
            value={search.get("language") ?? ""}
            anyLabel="Any language"
            options={SERVICE_LANGUAGES.map((language) => ({
              value: language,
              label: SERVICE_LANGUAGE_NAMES[language],
            }))}
          />
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: "stretch", sm: "start" }}>
          <LuSearch aria-hidden />
          Find parishes
        </Button>
      </Stack>
    </form>
  );
}
