import { ParishFinderDocument } from "../gql/graphql";
import { isRecordId, sitePaths } from "@diocese/site/site-routes";
import { SERVICE_LANGUAGES, WEEKDAYS } from "@diocese/site/worship";
import { query, found, type PublicPage } from "./public-route";

/** The longest search the API takes; the finder searches for the start of a longer one. */
const PARISH_SEARCH_MAX_LENGTH = 200;

/**
 * The finder's search from its address (parish-finder fields of site-routes.ts), as the API takes
 * it: a value the API would refuse (a day that is none, an id no record can have) is left out, so
 * that a mistyped address still shows the parishes rather than an error.
 */
export function parishFinderVariables(search: URLSearchParams) {
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

export const parishesRoute: PublicPage = {
  path: sitePaths.parishes.path,
  queries: (_, search) => [query(ParishFinderDocument, parishFinderVariables(search))],
  verdict: ({ site, t }) =>
    found({
      name: t("site.pageNames.parishes"),
      description: t("heads.parishesDescription", { diocese: site.fullName }),
    }),
};
