import { isLanguage, LOCALES } from "@diocese/site/languages";

/*
 * What a behaviour says, in the page's language, without a catalogue in the page's script: the
 * component draws the messages its behaviour may show into data attributes of the part (from the
 * catalogues, through t()), and the behaviour reads them there. A message's {{placeholders}} are
 * left for the behaviour to fill: the component passes each as itself, t(key, { amount: "{{amount}}" }).
 */

/**
 * The attribute of one message: `copied` is `data-message-copied`, `tooLate` is
 * `data-message-too-late` (HTML's attribute names have no capitals, and React warns of one).
 */
const attributeOf = (name: string) =>
  `data-message-${name.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}`;

/** The attributes that carry a part's messages: `{ copied: "..." }` is `data-message-copied`. */
export function messageAttributes(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([name, text]) => [attributeOf(name), text]));
}

/** A message the part carries, with its placeholders filled; empty when the part has none. */
export function messageOf(
  part: HTMLElement,
  name: string,
  values: Record<string, string | number> = {},
): string {
  const attribute = attributeOf(name);
  const message = part.closest(`[${attribute}]`)?.getAttribute(attribute) ?? "";
  return message.replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) =>
    key in values ? String(values[key]) : placeholder,
  );
}

/** The locale of the page's dates and amounts, from its `<html lang>`. */
export function pageLocale(): string {
  const language = document.documentElement.lang.split("-")[0];
  return isLanguage(language) ? LOCALES[language] : LOCALES.en;
}
