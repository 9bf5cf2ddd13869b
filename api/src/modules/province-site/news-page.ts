import { DIOCESE_TIME_ZONE } from "../../lib/calendar.js";
import { escapeHtml } from "../../lib/escape-html.js";
import { inLanguage, LOCALES, type Language } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import type { DioceseNews } from "./province-news.js";
import { provincePage } from "./province-page.js";
import { provinceWord as word } from "./province-words.js";

/**
 * The province's news (`/news`, `/sw/news`): each diocese's latest articles, the diocese that
 * published last first, each linked to the article on its own diocese's site, in the page's
 * language where its staff gave the title in it.
 */
export function newsPage(language: Language, dioceses: readonly DioceseNews[]): string {
  const title = word(language, "province.newsTitle");
  const published = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: "medium",
    timeZone: DIOCESE_TIME_ZONE,
  });
  const parts = dioceses.map(({ diocese, headlines }) => {
    const items = headlines.map((headline) => {
      const href = `${diocese.siteUrl}${inLanguage(language, sitePaths.newsArticle.getHref(headline.slug))}`;
      const shown = (language === "sw" && headline.titleInKiswahili) || headline.title;
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(shown)}</a> · ${escapeHtml(published.format(headline.publishedAt))}</li>`;
    });
    const allNews = `${diocese.siteUrl}${inLanguage(language, sitePaths.newsList.path)}`;
    return `<section><h2>${escapeHtml(diocese.name)}</h2>
<ul>
${items.join("\n")}
</ul>
<p><a href="${escapeHtml(allNews)}">${escapeHtml(word(language, "province.allItsNews"))}</a></p></section>`;
  });
  return provincePage(language, {
    path: "/news",
    title,
    description: word(language, "province.newsDescription"),
    main: `<p><a href="${inLanguage(language, "/")}">${escapeHtml(word(language, "province.allDioceses"))}</a></p>
<h1>${escapeHtml(title)}</h1>
${parts.length > 0 ? parts.join("\n") : `<p>${escapeHtml(word(language, "province.noNews"))}</p>`}`,
  });
}
