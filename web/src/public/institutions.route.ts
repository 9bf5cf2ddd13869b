import { INSTITUTION_KINDS } from "@diocese/site/institution-kinds";
import { sitePaths } from "@diocese/site/site-routes";
import { InstitutionFinderDocument } from "../gql/graphql";
import { found, hasPage, NO_PAGE, pageNumber, query, type PublicPage } from "./public-route";

/** The longest search the API takes; the finder searches for the start of a longer one. */
const SEARCH_MAX_LENGTH = 200;

/** How many institutions the finder shows a page: eight rows of three on a wide screen. */
const PAGE_SIZE = 24;

/**
 * The finder's search from its address (INSTITUTION_SEARCH_FIELDS of site-routes.ts), as the API
 * takes it: a kind that is none is left out, so that a mistyped address still shows the list.
 */
function institutionSearch(search: URLSearchParams) {
  const text = search.get("q")?.trim().slice(0, SEARCH_MAX_LENGTH) ?? "";
  const kind = search.get("kind");
  return {
    search: text || null,
    kind: INSTITUTION_KINDS.find((candidate) => candidate === kind) ?? null,
  };
}

/** The finder's query's variables: its search, and the page the address asks for. */
export const institutionsVariables = (search: URLSearchParams) => ({
  ...institutionSearch(search),
  page: pageNumber(search),
  pageSize: PAGE_SIZE,
});

/** Where "Near me" fetches the places of every institution the address's search finds. */
export function institutionPlacesHref(search: URLSearchParams): string {
  const { search: text, kind } = institutionSearch(search);
  return sitePaths.institutionPlaces.getHref({ q: text ?? undefined, kind: kind ?? undefined });
}

export const institutionsRoute: PublicPage = {
  path: sitePaths.institutions.path,
  queries: (_, search) => [query(InstitutionFinderDocument, institutionsVariables(search))],
  verdict: ({ answered, site, search, t }) =>
    hasPage(search, answered(InstitutionFinderDocument)?.institutions.pageCount)
      ? found({
          name: t("institutions.title"),
          description: t("institutions.description", { diocese: site.fullName }),
        })
      : NO_PAGE,
};
