import type { NewsArticleInput } from "../src/modules/news/news.inputs.js";
import type { Services } from "../src/services.js";

let sequence = 0;

/** An article made through the news service, with any field overridden. */
export function createNewsArticle(services: Services, overrides: Partial<NewsArticleInput> = {}) {
  sequence += 1;
  return services.news.create({
    title: `Parish harvest thanksgiving ${sequence}`,
    body: `<p>Parishioners brought the first fruits of the season to the altar. Report number ${sequence}.</p>`,
    imageUrl: `/uploads/sample/harvest-${sequence}.jpg`,
    ...overrides,
  });
}
