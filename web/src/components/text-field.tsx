import { Field, Input, Textarea, type InputProps } from "@chakra-ui/react";

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  helperText?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
} & Pick<
  InputProps,
  "type" | "autoComplete" | "inputMode" | "placeholder" | "min" | "max" | "name" | "disabled"
>;

/** A labelled text input with its required mark, hint and error, for every dashboard form. */
export function TextField({
  label,
  value,
  onChange,
  required,
  error,
  helperText,
  rows,
  ...input
}: TextFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {rows ? (
        <Textarea
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={input.placeholder}
        />
      ) : (
        <Input {...input} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
