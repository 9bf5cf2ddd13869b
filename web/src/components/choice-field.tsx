import { Field, NativeSelect } from "@chakra-ui/react";

/** A search form's choice: a native select (no JavaScript needed), with "any" as its first option. */
export function Choice({
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
