import type { TFunction } from "i18next";
import { messages } from "../lib/language";
import type { FieldSpec } from "./record-field";
import "./locales/register";

export type RecordValues<Name extends string> = Record<Name, string>;

/** An empty text from the rich-text editor is "" or an empty paragraph. */
export const isBlankHtml = (html: string) =>
  !html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, "")
    .trim() && !/<img/i.test(html);

const isBlank = (value: string, rich: boolean) => (rich ? isBlankHtml(value) : !value.trim());

/** Empty required fields, named by their labels. */
export function requiredErrors<Name extends string>(
  fields: FieldSpec<Name>[],
  values: RecordValues<Name>,
  t: TFunction = messages.en.t,
) {
  const errors: Partial<Record<Name, string>> = {};
  for (const field of fields) {
    if (field.shownWhen && !field.shownWhen(values)) continue;
    if (field.required && isBlank(values[field.name], field.rows === "rich"))
      errors[field.name] = t("dashboard.form.required", { field: field.label });
  }
  return errors;
}
