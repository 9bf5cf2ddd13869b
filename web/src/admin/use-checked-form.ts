import { useState, type FormEvent } from "react";
import { serverMessage } from "../features/auth/server-message";
import { useUnsavedChanges } from "./unsaved-changes";

type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

type CheckedFormOptions<Values, Input> = {
  initial: Values;
  /** The form's own checks, run before anything is sent: a message per field in error. */
  validate: (values: Values) => FieldErrors<Values>;
  toInput: (values: Values) => Input;
  /** Resolves when saved; a refusal's message is shown above the form. */
  onSubmit: (input: Input) => Promise<unknown>;
  /** Starts again from `initial` once saved (a form that adds one record after another). */
  resetAfterSave?: boolean;
};

/**
 * The state every dashboard form of fields has: the values, the checks before sending, the
 * server's refusal, the busy state while saving, and the unsaved-changes guard.
 */
export function useCheckedForm<Values extends Record<string, string>, Input>({
  initial,
  validate,
  toInput,
  onSubmit,
  resetAfterSave,
}: CheckedFormOptions<Values, Input>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial));

  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSubmit(toInput(values));
      if (resetAfterSave) setValues(initial);
    } catch (failure) {
      setRefusal(serverMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, errors, refusal, busy, field, submit };
}
