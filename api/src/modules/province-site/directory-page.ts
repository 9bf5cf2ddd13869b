import { escapeHtml } from "../../lib/escape-html.js";
import { inLanguage, type Language } from "../../site/languages.js";
import english from "../../site/locales/en/province.json" with { type: "json" };
import kiswahili from "../../site/locales/sw/province.json" with { type: "json" };

/** A diocese as the province's directory shows it: what its own site publishes of itself. */
export interface DirectoryEntry {
  name: string;
  /** Its site's address, as every link it gives away names it. */
  siteUrl: string;
  phone: string | null;
  email: string | null;
}

type Key = keyof typeof english;
/** A message of the province's site, as the catalogue (api/src/site/locales) names it: plurals as one. */
type ProvinceWord = `province.${OneForPlurals<Key>}`;
type OneForPlurals<Name> = Name extends `${infer Plural}_${"one" | "other"}` ? Plural : Name;

const CATALOGUES: Readonly<Record<Language, typeof english>> = { en: english, sw: kiswahili };

/** A message in a language; given a count, its form for that count, which fills {{count}}. */
function word(language: Language, key: ProvinceWord, count?: number): string {
  const name = key.slice("province.".length);
  const form = count === undefined ? name : `${name}_${count === 1 ? "one" : "other"}`;
  const message = CATALOGUES[language][form as Key];
  return message.replace("{{count}}", String(count));
}

/**
 * The province's directory of its dioceses (issue #44, the province's own site), drawn on the
 * server as plain HTML: a phone on slow data reads it at once, with no script and no picture. In
 * English at `/` and in Kiswahili at `/sw`, each linking to the dioceses' sites in its language.
 */
export function directoryPage(dioceses: readonly DirectoryEntry[], language: Language): string {
  const items = dioceses
    .map((diocese) => {
      const contact = [
        diocese.phone
          ? `<a href="tel:${escapeHtml(diocese.phone.replace(/\s/g, ""))}">${escapeHtml(diocese.phone)}</a>`
          : null,
        diocese.email
          ? `<a href="mailto:${escapeHtml(diocese.email)}">${escapeHtml(diocese.email)}</a>`
          : null,
      ].filter(Boolean);
      const site = `${diocese.siteUrl}${inLanguage(language, "/")}`;
      return `<li><h2><a href="${escapeHtml(site)}">${escapeHtml(diocese.name)}</a></h2>${
        contact.length > 0 ? `\n<p>${contact.join(" · ")}</p>` : ""
      }</li>`;
    })
    .join("\n");
  const description = word(language, "province.description", dioceses.length);
  const other: Language = language === "en" ? "sw" : "en";
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${word(language, "province.title")}</title>
<meta name="description" content="${escapeHtml(description)}">
<link rel="alternate" hreflang="${other}" href="${inLanguage(other, "/")}">
</head>
<body><main>
<p><a href="${inLanguage(other, "/")}" hreflang="${other}" lang="${other}">${word(language, "province.otherLanguage")}</a></p>
<h1>${word(language, "province.title")}</h1>
<p>${word(language, "province.intro")}</p>
<ul>
${items}
</ul>
</main></body></html>
`;
}
