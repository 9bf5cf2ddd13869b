import { useState, type FormEvent } from "react";
import { refusedField, serverMessage } from "../lib/server-message";
import { useUnsavedChanges } from "./unsaved-changes";

/** Messages by field; a form may name a field beyond its values too, such as a picture or a PDF. */
export type FieldErrors<Values> = Partial<Record<keyof Values | (string & {}), string>>;

type TextKeys<Values> = { [Name in keyof Values]: Values[Name] extends string ? Name : never }[keyof Values];

type RecordFormOptions<Values> = {
  initial: Values;
  /** The form's own checks, run before anything is sent: a message per field in error. */
  validate?: (values: Values) => FieldErrors<Values>;
  /** Resolves when saved. A refusal is shown at the field it names, else above the form. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** Starts again from `initial` once saved (a form that adds one record after another). */
  resetAfterSave?: boolean;
  /** After each save, to clear what belonged to that save only, such as a chosen picture. */
  onSaved?: () => void;
  /** Changes held outside the values, such as a moved focal point, that are not saved yet either. */
  otherChanges?: boolean;
  /** False for a form that is not worth keeping, such as a password change: leaving it never asks. */
  guardsUnsaved?: boolean;
};

/**
 * Whether a field still holds what it started with. A field may hold an object (a form's
 * Kiswahili texts, by field), which the form's owner makes afresh at each drawing: it is the same
 * when it holds the same texts.
 */
function sameValue(value: unknown, initial: unknown): boolean {
  if (value === initial) return true;
  if (typeof value !== "object" || typeof initial !== "object" || value === null || initial === null)
    return false;
  return JSON.stringify(value) === JSON.stringify(initial);
}

/**
 * The state of every dashboard form: the values, the checks before sending, the server's refusal
 * (at its field when the form has it), the busy state while saving, and the unsaved-changes guard.
 */
export function useRecordForm<Values extends object>({
  initial,
  validate,
  onSubmit,
  resetAfterSave,
  onSaved,
  otherChanges = false,
  guardsUnsaved = true,
}: RecordFormOptions<Values>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const names = Object.keys(initial) as (keyof Values)[];
  const dirty = otherChanges || names.some((name) => !sameValue(values[name], initial[name]));
  useUnsavedChanges(guardsUnsaved && dirty);

  const set = <Name extends keyof Values>(name: Name, value: Values[Name]) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** What a text field of the form takes: its value, its change and its error. */
  const field = <Name extends TextKeys<Values>>(name: Name) => ({
    value: values[name] as string,
    onChange: (value: string) => set(name, value as Values[Name]),
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate?.(values) ?? {};
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSubmit(values);
      if (resetAfterSave) setValues(initial);
      onSaved?.();
    } catch (failure) {
      const name = refusedField(failure);
      if (name && name in initial) setErrors({ [name]: serverMessage(failure) } as FieldErrors<Values>);
      else setRefusal(serverMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return { values, set, field, errors, refusal, setRefusal, busy, dirty, submit };
}
