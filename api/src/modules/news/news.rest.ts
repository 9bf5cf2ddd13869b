import type { RequestContext } from "../../context.js";
import { legacyFields, legacyImage, withLegacyFieldNames } from "../../lib/legacy-body.js";
import type { NewsArticle } from "./news.entity.js";
import type { NewsArticleSummary } from "./news.service.js";

/** The old site's names for an article's fields (see the legacy REST contract). */
function toLegacySummary(article: NewsArticleSummary) {
  return { id: article.id, title: article.title, file: article.imageUrl, prepent: article.preview };
}

function toLegacyArticle(article: NewsArticle) {
  return { ...toLegacySummary(article), info: article.body };
}

export const newsRest = {
  async getAllNews(ctx: RequestContext) {
    return (await ctx.services.news.listSummaries()).map(toLegacySummary);
  },

  async createNews(ctx: RequestContext, body: Record<string, unknown>) {
    const fields = legacyFields(body, ["title", "content", "image"]);
    const article = await withLegacyFieldNames({ body: "content" }, () =>
      ctx.services.news.create(
        ctx.actor,
        { title: fields.title, body: fields.content },
        legacyImage(fields.image),
      ),
    );
    return { status: "success", id: article.id };
  },

  async getNewsByTitle(ctx: RequestContext, params: { title: string }) {
    const article = await ctx.services.news.findByAddress(params.title);
    return article ? [toLegacyArticle(article)] : [];
  },
};
