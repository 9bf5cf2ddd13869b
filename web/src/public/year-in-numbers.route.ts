import { YearInNumbersPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, found, NO_PAGE, hasPage, pageNumber, undecided, type PublicPage } from "./public-route";

/** Parishes' assessments a page, when the diocese shows them: 50, the most the API gives. */
const PARISHES_PAGE_SIZE = 50;

/** A year as its address spells it: four digits, within the years a return may be for. */
export function yearOf(text: string | undefined): number | null {
  if (!text || !/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= 2000 && year <= 2100 ? year : null;
}

export const yearInNumbersVariables = (year: number, search: URLSearchParams) => ({
  year,
  page: pageNumber(search),
  pageSize: PARISHES_PAGE_SIZE,
});

/** A published year in numbers; a year not published (or no year) is no page. */
export const yearInNumbersRoute: PublicPage = {
  path: sitePaths.yearInNumbers.path,
  queries: ({ year }, search) => {
    const asked = yearOf(year);
    return asked === null ? null : [query(YearInNumbersPageDocument, yearInNumbersVariables(asked, search))];
  },
  verdict: ({ params: { year = "" }, answered, search, site, t }) => {
    const summary = (answered(YearInNumbersPageDocument) ?? undecided(sitePaths.yearInNumbers.getHref(year)))
      .yearSummary;
    if (!summary) return NO_PAGE;
    if (!hasPage(search, summary.parishPayments?.pageCount ?? 1)) return NO_PAGE;
    return found({
      name: t("heads.yearInNumbersName", { year: summary.year }),
      description: t("heads.yearInNumbersDescription", { year: summary.year, diocese: site.fullName }),
    });
  },
};
