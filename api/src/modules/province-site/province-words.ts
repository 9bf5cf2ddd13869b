import type { Language } from "../../site/languages.js";
import english from "../../site/locales/en/province.json" with { type: "json" };
import kiswahili from "../../site/locales/sw/province.json" with { type: "json" };

type Key = keyof typeof english;
type OneForPlurals<Name> = Name extends `${infer Plural}_${"one" | "other"}` ? Plural : Name;
/** A message of the province's site, as the catalogue (api/src/site/locales) names it: plurals as one. */
export type ProvinceWord = `province.${OneForPlurals<Key>}`;

const CATALOGUES: Readonly<Record<Language, typeof english>> = { en: english, sw: kiswahili };

/**
 * A message of the province's site in a language, its {{placeholders}} filled; given `count`, its
 * form for that count. Values are text: the page escapes what it puts in HTML.
 */
export function provinceWord(
  language: Language,
  key: ProvinceWord,
  values: { count?: number; [name: string]: string | number | undefined } = {},
): string {
  const name = key.slice("province.".length);
  const form = values.count === undefined ? name : `${name}_${values.count === 1 ? "one" : "other"}`;
  return CATALOGUES[language][form as Key].replace(/\{\{(\w+)\}\}/g, (placeholder, value: string) =>
    String(values[value] ?? placeholder),
  );
}
