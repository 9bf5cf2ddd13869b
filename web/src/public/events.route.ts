import { EventsCalendarDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { calendarChoice, calendarVariables } from "../features/events/calendar-choice";
import { todayInKakamega } from "../lib/today";
import { query, found, type PublicPage } from "./public-route";

/**
 * The calendar's days and filters from its address (calendar-choice.ts): what no form sends is left
 * out, so that a mistyped address shows this month rather than an error.
 */
export const eventsCalendarVariables = (search: URLSearchParams, today: string = todayInKakamega()) =>
  calendarVariables(calendarChoice(search, today));

export const eventsRoute: PublicPage = {
  path: sitePaths.events.path,
  queries: (_, search) => [query(EventsCalendarDocument, eventsCalendarVariables(search))],
  verdict: ({ site, t }) =>
    found({
      name: t("site.pageNames.events"),
      description: t("heads.eventsDescription", { diocese: site.fullName }),
    }),
};
