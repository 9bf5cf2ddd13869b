import { ParishFinderDocument } from "../gql/graphql";
import { isRecordId, sitePaths } from "@diocese/site/site-routes";
import { SERVICE_LANGUAGES, WEEKDAYS } from "@diocese/site/worship";
import { query, found, hasPage, NO_PAGE, pageNumber, type PublicPage } from "./public-route";

/** The longest search the API takes; the finder searches for the start of a longer one. */
const PARISH_SEARCH_MAX_LENGTH = 200;

/** How many parishes the finder shows a page: eight rows of three on a wide screen. */
const PARISH_PAGE_SIZE = 24;

/**
 * The finder's search from its address (parish-finder fields of site-routes.ts), as the API takes
 * it: a value the API would refuse (a day that is none, an id no record can have) is left out, so
 * that a mistyped address still shows the parishes rather than an error.
 */
function parishFinderSearch(search: URLSearchParams) {
  const text = search.get("q")?.trim().slice(0, PARISH_SEARCH_MAX_LENGTH) ?? "";
  const archdeaconry = search.get("archdeaconry")?.trim() ?? "";
  const day = search.get("day");
  const language = search.get("language");
  return {
    search: text || null,
    archdeaconryId: isRecordId(archdeaconry) ? archdeaconry : null,
    day: WEEKDAYS.find((candidate) => candidate === day) ?? null,
    language: SERVICE_LANGUAGES.find((candidate) => candidate === language) ?? null,
  };
}

/** The finder's query's variables: its search, and the page the address asks for. */
export const parishFinderVariables = (search: URLSearchParams) => ({
  ...parishFinderSearch(search),
  page: pageNumber(search),
  pageSize: PARISH_PAGE_SIZE,
});

/** Where "Near me" fetches the places of every parish the address's search finds (not only this page's). */
export function parishPlacesHref(search: URLSearchParams): string {
  const { search: text, archdeaconryId, day, language } = parishFinderSearch(search);
  return sitePaths.parishPlaces.getHref({
    q: text ?? undefined,
    archdeaconry: archdeaconryId ?? undefined,
    day: day ?? undefined,
    language: language ?? undefined,
  });
}

export const parishesRoute: PublicPage = {
  path: sitePaths.parishes.path,
  queries: (_, search) => [query(ParishFinderDocument, parishFinderVariables(search))],
  verdict: ({ answered, site, search, t }) =>
    hasPage(search, answered(ParishFinderDocument)?.parishFinder.pageCount)
      ? found({
          name: t("site.pageNames.parishes"),
          description: t("heads.parishesDescription", { diocese: site.fullName }),
        })
      : NO_PAGE,
};
