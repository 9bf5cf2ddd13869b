import { Field, NativeSelect } from "@chakra-ui/react";
import type { ReactNode } from "react";

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** A line under the choice, such as why it cannot be changed. */
  helperText?: string;
  /** The options, which may be grouped (RecordField's choices cannot be). */
  children: ReactNode;
};

/** A labelled choice with the server's refusal under it, as TextField shows a text's. */
export function SelectField({
  label,
  value,
  onChange,
  error,
  disabled,
  helperText,
  children,
}: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
