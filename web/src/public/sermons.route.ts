import { SermonsPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { inLanguage } from "@diocese/site/languages";
import { feedWord } from "@diocese/site/feed-words";
import { query, found, NO_PAGE, hasPage, pageNumber, type PublicPage } from "./public-route";

const SERMONS_PAGE_SIZE = 20;

/** The sermon list's page and filters from its address; a value the API would refuse is left out. */
export function sermonsVariables(search: URLSearchParams) {
  const text = (name: string) => search.get(name)?.trim().slice(0, 120) || null;
  const book = search.get("book");
  const year = Number(search.get("year"));
  return {
    page: pageNumber(search),
    pageSize: SERMONS_PAGE_SIZE,
    preacher: text("preacher"),
    series: text("series"),
    book: book && /^[1-3A-Z]{3}$/.test(book) ? book : null,
    year: Number.isInteger(year) && year >= 1900 && year <= 2999 ? year : null,
  };
}

export const sermonsRoute: PublicPage = {
  path: sitePaths.sermons.path,
  queries: (_, search) => [query(SermonsPageDocument, sermonsVariables(search))],
  verdict: ({ answered, site, search, language, t }) =>
    hasPage(search, answered(SermonsPageDocument)?.sermons.pageCount)
      ? found({
          name: t("site.pageNames.sermons"),
          description: t("heads.sermonsDescription", { diocese: site.fullName }),
          feeds: [
            {
              title: feedWord(language, "feeds.sermonsTitle", { site: site.shortName }),
              href: inLanguage(language, sitePaths.sermonsPodcast.getHref()),
            },
          ],
        })
      : NO_PAGE,
};
