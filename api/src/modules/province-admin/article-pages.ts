import { dayInDiocese } from "../../lib/calendar.js";
import { escapeHtml } from "../../lib/escape-html.js";
import type { ProvinceArticle } from "../province-article/province-article.entity.js";
import { LONGEST_ARTICLE } from "../province-article/province-article.inputs.js";
import type { ProvinceAdmin } from "./province-admin.entity.js";
import { problem, provinceAdminPage, signedInBar } from "./province-pages.js";

/*
 * The province's administrators' pages of its news (issue #44), at PROVINCE_HOST: the list of
 * articles with the form to write one, and an article's page to change, publish or delete it.
 * Plain HTML forms that need no script.
 */

/** What an article's form was sent, kept as it was when it is refused. */
export type ArticleForm = Partial<
  Record<"title" | "titleInKiswahili" | "body" | "bodyInKiswahili" | "published", string>
>;

/** The fields of an article, filled from `form`. */
function articleFields(form: ArticleForm): string {
  const text = (name: keyof ArticleForm, label: string, required: boolean, hint = "") =>
    `<p><label for="${name}">${label}</label>${hint ? `<br><small id="${name}-hint">${hint}</small>` : ""}<br>` +
    `<input id="${name}" name="${name}" type="text" maxlength="200"${required ? " required" : ""}${hint ? ` aria-describedby="${name}-hint"` : ""} value="${escapeHtml(form[name] ?? "")}"></p>`;
  const area = (name: keyof ArticleForm, label: string, required: boolean) =>
    `<p><label for="${name}">${label}</label><br>` +
    `<textarea id="${name}" name="${name}" rows="12" cols="72" maxlength="${LONGEST_ARTICLE}"${required ? " required" : ""} aria-describedby="paragraphs-hint">${escapeHtml(form[name] ?? "")}</textarea></p>`;
  return `${text("title", "Title", true)}
${text("titleInKiswahili", "Title in Kiswahili", false, "Shown on the Kiswahili pages; the English title when left empty")}
<p><small id="paragraphs-hint">Plain text: leave a blank line between paragraphs.</small></p>
${area("body", "The article", true)}
${area("bodyInKiswahili", "The article in Kiswahili (optional)", false)}
<p><input id="published" name="published" type="checkbox"${form.published === "on" ? " checked" : ""}> <label for="published">Published on the province's site (a draft otherwise)</label></p>`;
}

/** The form's values as an article has them. */
export function formOf(article: ProvinceArticle): ArticleForm {
  return {
    title: article.title,
    titleInKiswahili: article.titleInKiswahili ?? "",
    body: article.body,
    bodyInKiswahili: article.bodyInKiswahili ?? "",
    published: article.publishedAt ? "on" : "",
  };
}

export function articlesPage(
  admin: ProvinceAdmin,
  articles: { items: readonly ProvinceArticle[]; nextCursor: string | null },
  outcome: { said?: string; refusal?: string; form?: ArticleForm } = {},
): string {
  const rows = articles.items
    .map(
      (article) =>
        `<tr><td><a href="/province/news/${article.id}">${escapeHtml(article.title)}</a></td>` +
        `<td>${article.publishedAt ? `Published ${dayInDiocese(article.publishedAt)}` : "Draft"}</td><td>${dayInDiocese(article.createdAt)}</td></tr>`,
    )
    .join("\n");
  const earlier = articles.nextCursor
    ? `<p><a href="/province/news?after=${encodeURIComponent(articles.nextCursor)}">Earlier articles</a></p>`
    : "";
  return provinceAdminPage(
    "The province's news",
    `${signedInBar(admin)}
<h1>The province's news</h1>
${outcome.said ? `<p role="status">${escapeHtml(outcome.said)}</p>` : ""}
${
  rows
    ? `<table>
<thead><tr><th scope="col">Title</th><th scope="col">State</th><th scope="col">Written</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
${earlier}`
    : "<p>The province has no article yet.</p>"
}
<h2>Write an article</h2>
${problem(outcome.refusal)}
<form method="post" action="/province/news">
${articleFields(outcome.form ?? {})}
<p><button type="submit">Save the article</button></p>
</form>`,
  );
}

export function articlePage(
  admin: ProvinceAdmin,
  article: ProvinceArticle,
  outcome: { said?: string; refusal?: string; form?: ArticleForm } = {},
): string {
  const state = article.publishedAt
    ? `Published ${dayInDiocese(article.publishedAt)}: <a href="/news/${escapeHtml(article.slug)}">see it on the province's site</a>.`
    : "A draft: only the province's administrators see it.";
  return provinceAdminPage(
    `${article.title}: the province's news`,
    `${signedInBar(admin)}
<p><a href="/province/news">All the province's articles</a></p>
<h1>${escapeHtml(article.title)}</h1>
${outcome.said ? `<p role="status">${escapeHtml(outcome.said)}</p>` : ""}
<p>${state}</p>
${problem(outcome.refusal)}
<form method="post" action="/province/news/${article.id}">
${articleFields(outcome.form ?? formOf(article))}
<p><button type="submit">Save the changes</button></p>
</form>
<h2>Delete this article</h2>
<form method="post" action="/province/news/${article.id}/delete">
<p><input id="confirm" name="confirm" type="checkbox" required> <label for="confirm">Yes, delete it: its page on the province's site goes too</label></p>
<p><button type="submit">Delete the article</button></p>
</form>`,
  );
}
