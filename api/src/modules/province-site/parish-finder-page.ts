import { escapeHtml } from "../../lib/escape-html.js";
import { inLanguage } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import type { DirectoryEntry } from "./directory-page.js";
import type { ProvinceParish } from "./province-parishes.js";
import { provincePage, type ProvinceAt } from "./province-page.js";
import { provinceWord as word } from "./province-words.js";

/**
 * The province's parish finder (`/parishes`, `/sw/parishes`): a search of every diocese's
 * parishes, each linked to its page on its own diocese's site, a page of them at a time. A form
 * that works without script, as on the dioceses' own sites.
 */
export function parishFinderPage(
  at: ProvinceAt,
  found: { search: string; page: number; parishes: readonly ProvinceParish[]; more: boolean },
  dioceses: ReadonlyMap<number, DirectoryEntry>,
): string {
  const { language } = at;
  const { search, page, parishes, more } = found;
  const items = parishes.map((parish) => {
    const diocese = dioceses.get(parish.dioceseId)!;
    const href = `${diocese.siteUrl}${inLanguage(language, sitePaths.parish.getHref(parish.slug))}`;
    const where = [parish.town, diocese.name].filter(Boolean).map((text) => escapeHtml(text!));
    return `<li><a href="${escapeHtml(href)}">${escapeHtml(parish.name)}</a> · ${where.join(" · ")}</li>`;
  });
  const pageHref = (to: number) => {
    const query = new URLSearchParams({
      ...(search ? { q: search } : {}),
      ...(to > 1 ? { page: String(to) } : {}),
    });
    return escapeHtml(`${inLanguage(language, "/parishes")}${query.size > 0 ? `?${query}` : ""}`);
  };
  const pages = [
    page > 1
      ? `<a href="${pageHref(page - 1)}" rel="prev">${escapeHtml(word(language, "province.previousPage"))}</a>`
      : null,
    more
      ? `<a href="${pageHref(page + 1)}" rel="next">${escapeHtml(word(language, "province.nextPage"))}</a>`
      : null,
  ].filter(Boolean);
  const title = word(language, "province.finderTitle");
  return provincePage(at, {
    path: "/parishes",
    title,
    description: word(language, "province.findParish"),
    main: `<p><a href="${inLanguage(language, "/")}">${escapeHtml(word(language, "province.allDioceses"))}</a></p>
<h1>${escapeHtml(title)}</h1>
<form method="get" action="${inLanguage(language, "/parishes")}" role="search">
<label for="q">${escapeHtml(word(language, "province.searchLabel"))}</label>
<input id="q" name="q" type="search" value="${escapeHtml(search)}" maxlength="100">
<button type="submit">${escapeHtml(word(language, "province.search"))}</button>
</form>
${
  items.length > 0
    ? `<ul>\n${items.join("\n")}\n</ul>`
    : `<p>${escapeHtml(search ? word(language, "province.noneFound", { search }) : word(language, "province.noParishes"))}</p>`
}${pages.length > 0 ? `\n<p>${pages.join(" · ")}</p>` : ""}`,
  });
}
