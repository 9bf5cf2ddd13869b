import { asUnitOfWork } from "../../db/unit-of-work.js";
import type { NewsHeadline, NewsService } from "../news/news.service.js";
import type { DirectoryEntry } from "./directory-page.js";

/**
 * How many of a diocese's latest articles the province's news shows: the rest are on its own
 * site. A page is then at most this many for each of the province's dioceses (some forty).
 */
export const HEADLINES_PER_DIOCESE = 3;

/** One diocese's part of the province's news. */
export interface DioceseNews {
  diocese: DirectoryEntry;
  /** Its latest published articles, the latest first. */
  headlines: NewsHeadline[];
}

/**
 * The latest news of each listed diocese that has published any, the diocese that published last
 * first. Each diocese's is read in its own unit of work by its own news service, so the province
 * shows what each diocese's own site has published: no draft, nothing scheduled for later.
 */
export async function provinceNews(
  news: NewsService,
  dioceses: readonly DirectoryEntry[],
): Promise<DioceseNews[]> {
  const found: DioceseNews[] = [];
  for (const diocese of dioceses) {
    const headlines = await asUnitOfWork(
      () => news.latestHeadlines(HEADLINES_PER_DIOCESE),
      diocese.dioceseId,
    );
    if (headlines.length > 0) found.push({ diocese, headlines });
  }
  return found.sort(
    (one, other) => other.headlines[0]!.publishedAt.getTime() - one.headlines[0]!.publishedAt.getTime(),
  );
}
