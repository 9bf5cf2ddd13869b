import { Box, Checkbox, Field, NativeSelect } from "@chakra-ui/react";
import { RichTextEditor } from "../components/rich-text-editor";
import { TextField } from "../components/text-field";

export type FieldSpec<Name extends string> = {
  name: Name;
  label: string;
  required?: boolean;
  /** A textarea of so many rows; "rich" for the rich-text editor. */
  rows?: number | "rich";
  type?: "text" | "number" | "url" | "email" | "tel" | "date";
  helperText?: string;
  placeholder?: string;
  /** Takes the whole width in a two-column form. */
  wide?: boolean;
  /** A choice among these instead of free text. */
  options?: { value: string; label: string }[];
  /** A tick box whose value is "true" or "false". */
  checkbox?: boolean;
  /** Shown (and checked) only while the form's values call for it, such as a role's parish. */
  shownWhen?: (values: Record<Name, string>) => boolean;
};

type RecordFieldProps = {
  spec: FieldSpec<string>;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** One field of a record form, drawn as its spec says: text, choice, tick box or rich text. */
export function RecordField({ spec, value, onChange, error }: RecordFieldProps) {
  if (spec.checkbox)
    return (
      <Checkbox.Root
        checked={value === "true"}
        onCheckedChange={(details) => onChange(String(details.checked === true))}
        alignSelf="end"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{spec.label}</Checkbox.Label>
      </Checkbox.Root>
    );
  if (spec.options)
    return (
      <Field.Root required={spec.required} invalid={Boolean(error)}>
        <Field.Label>
          {spec.label}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
            {spec.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {spec.helperText && <Field.HelperText>{spec.helperText}</Field.HelperText>}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    );
  if (spec.rows === "rich")
    return (
      <Box gridColumn={{ md: "1 / -1" }}>
        <RichTextEditor
          label={spec.label}
          required={spec.required}
          value={value}
          onChange={onChange}
          error={error}
          helperText={spec.helperText}
        />
      </Box>
    );
  return (
    <Box gridColumn={spec.wide || spec.rows ? { md: "1 / -1" } : undefined}>
      <TextField
        label={spec.label}
        required={spec.required}
        rows={spec.rows}
        type={spec.type}
        placeholder={spec.placeholder}
        helperText={spec.helperText}
        value={value}
        onChange={onChange}
        error={error}
      />
    </Box>
  );
}
