import { DIOCESE_TIME_ZONE } from "../../lib/calendar.js";
import { escapeHtml } from "../../lib/escape-html.js";
import { inLanguage, LOCALES, type Language } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import type { ProvinceArticle } from "../province-article/province-article.entity.js";
import { articleItem } from "./province-article-page.js";
import type { DioceseNews } from "./province-news.js";
import { provincePage, type ProvinceAt } from "./province-page.js";
import { provinceWord as word } from "./province-words.js";

/** A page of the province's own articles, and where the next (earlier) page begins. */
export interface ProvinceArticles {
  items: readonly ProvinceArticle[];
  nextCursor: string | null;
}

/**
 * The province's news (`/news`, `/sw/news`): the province's own latest articles, then each
 * diocese's latest, the diocese that published last first, each linked to the article on its own
 * diocese's site, in the page's language where its staff gave the title in it.
 */
export function newsPage(
  at: ProvinceAt,
  { province, dioceses }: { province: ProvinceArticles; dioceses: readonly DioceseNews[] },
): string {
  const { language } = at;
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
  const own =
    province.items.length > 0
      ? `<section><h2>${escapeHtml(word(language, "province.fromTheProvince"))}</h2>
${articleList(language, province)}</section>`
      : "";
  return provincePage(at, {
    path: "/news",
    title,
    description: word(language, "province.newsDescription"),
    main: `<p><a href="${inLanguage(language, "/")}">${escapeHtml(word(language, "province.allDioceses"))}</a></p>
<h1>${escapeHtml(title)}</h1>
${own}
${parts.length > 0 ? parts.join("\n") : `<p>${escapeHtml(word(language, "province.noNews"))}</p>`}`,
  });
}

/** A later page of the province's own articles (`/news?after=`), the latest first. */
export function earlierNewsPage(at: ProvinceAt, province: ProvinceArticles): string {
  const { language } = at;
  const title = word(language, "province.earlierNews");
  return provincePage(at, {
    path: "/news",
    title,
    description: word(language, "province.earlierNewsDescription"),
    main: `<p><a href="${inLanguage(language, "/news")}">${escapeHtml(word(language, "province.allTheNews"))}</a></p>
<h1>${escapeHtml(title)}</h1>
${articleList(language, province)}`,
  });
}

/** The province's articles, each with its date and the start of its text, and a link to the earlier. */
function articleList(language: Language, { items, nextCursor }: ProvinceArticles): string {
  const listed = items.map((article) => articleItem(language, article, true));
  const earlier = nextCursor
    ? `<p><a href="${escapeHtml(`${inLanguage(language, "/news")}?after=${encodeURIComponent(nextCursor)}`)}">${escapeHtml(word(language, "province.earlierNews"))}</a></p>`
    : "";
  return `<ul>
${listed.join("\n")}
</ul>
${earlier}`;
}
