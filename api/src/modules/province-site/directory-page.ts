import { escapeHtml } from "../../lib/escape-html.js";
import { inLanguage } from "../../site/languages.js";
import type { ProvinceArticle } from "../province-article/province-article.entity.js";
import { articleItem } from "./province-article-page.js";
import { provincePage, type ProvinceAt } from "./province-page.js";
import { provinceWord as word } from "./province-words.js";

/** A diocese as the province's directory shows it: what its own site publishes of itself. */
export interface DirectoryEntry {
  dioceseId: number;
  name: string;
  /** Its site's address, as every link it gives away names it. */
  siteUrl: string;
  phone: string | null;
  email: string | null;
}

/**
 * The province's directory of its dioceses, its home page: in English at `/` and in Kiswahili at
 * `/sw`, each linking to the dioceses' sites in its language, to the parish finder, the
 * calendar and the news, with the province's own latest articles first.
 */
export function directoryPage(
  dioceses: readonly DirectoryEntry[],
  at: ProvinceAt,
  latest: readonly ProvinceArticle[] = [],
): string {
  const { language } = at;
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
      return `<li><h3><a href="${escapeHtml(site)}">${escapeHtml(diocese.name)}</a></h3>${
        contact.length > 0 ? `\n<p>${contact.join(" · ")}</p>` : ""
      }</li>`;
    })
    .join("\n");
  const news = latest.map((article) => articleItem(language, article, false));
  const own =
    news.length > 0
      ? `<section><h2>${escapeHtml(word(language, "province.fromTheProvince"))}</h2>
<ul>
${news.join("\n")}
</ul></section>
`
      : "";
  return provincePage(at, {
    path: "/",
    title: word(language, "province.title"),
    description: word(language, "province.description", { count: dioceses.length }),
    main: `<h1>${escapeHtml(word(language, "province.title"))}</h1>
<p>${escapeHtml(word(language, "province.intro"))}</p>
<p><a href="${inLanguage(language, "/parishes")}">${escapeHtml(word(language, "province.findParish"))}</a> · <a href="${inLanguage(language, "/calendar")}">${escapeHtml(word(language, "province.seeCalendar"))}</a> · <a href="${inLanguage(language, "/news")}">${escapeHtml(word(language, "province.seeNews"))}</a></p>
${own}<h2>${escapeHtml(word(language, "province.theDioceses"))}</h2>
<ul>
${items}
</ul>`,
  });
}
