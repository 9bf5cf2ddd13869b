import type { RequestContext } from "../../context.js";
import { LegacyPage, legacyPageArgs } from "../../lib/legacy-page.js";
import { legacyFields, optionalLegacyImage, withLegacyFieldNames } from "../../lib/legacy-body.js";
import { sitePaths } from "../../site/site-routes.js";
import type { NewsArticle } from "./news.entity.js";
import type { NewsArticleSummary } from "./news.service.js";

/**
 * The old site's names for an article's fields (see the legacy REST contract). The contract's
 * `file` is a picture's address, always a string: an article without a cover picture gives the
 * site's own card, as its share preview does, so an old page shows that rather than a broken image.
 */
function toLegacySummary(article: NewsArticleSummary) {
  return {
    id: article.id,
    title: article.title,
    file: article.imageUrl ?? sitePaths.shareImage.getHref(),
    prepent: article.preview,
  };
}

function toLegacyArticle(article: NewsArticle) {
  return { ...toLegacySummary(article), info: article.body };
}

export const newsRest = {
  /** The newest articles first, a page at a time (lib/legacy-page.ts). */
  async getAllNews(ctx: RequestContext, query: Record<string, string | undefined>) {
    const page = await ctx.services.news.pageSummaries(legacyPageArgs(query));
    return new LegacyPage({ ...page, items: page.items.map(toLegacySummary) });
  },

  // The picture is the service's to require or not (it does not), as over GraphQL.
  async createNews(ctx: RequestContext, body: Record<string, unknown>) {
    const fields = legacyFields(body, ["title", "content"]);
    const article = await withLegacyFieldNames({ body: "content" }, () =>
      ctx.services.news.create(
        ctx.actor,
        { title: fields.title, body: fields.content },
        optionalLegacyImage(body.image),
      ),
    );
    return { status: "success", id: article.id };
  },

  async getNewsByTitle(ctx: RequestContext, params: { title: string }) {
    const article = await ctx.services.news.findByAddress(params.title);
    return article ? [toLegacyArticle(article)] : [];
  },
};
