import type { ContentType } from "../../content-type.js";
import { news } from "../../site/content-types/news.js";
import { sitePaths } from "../../site/site-routes.js";
import type { NewsService } from "./news.service.js";

type Needs = { news: NewsService };

export const newsContentType: ContentType<Needs> = {
  shared: news,
  scheduled: (services) => services.news,
  async previewed(services, actor, id) {
    const article = await services.news.findByIdForStaff(actor, id);
    return article && { record: article, address: sitePaths.newsArticle.getHref(article.slug) };
  },
};
