import type { ApolloClient } from "@apollo/client";
import type { RouteQuery } from "../public/public-route";
import { answerTo, publicRouteQueries, type RouteAnswer } from "../public/route-data";

/** Where the server puts its answers to the page's queries (api/src/pages/page-renderer.ts). */
export const ROUTE_DATA_ELEMENT_ID = "route-data";

/** The answers inside the page; none when there are none or they cannot be read. */
export function readRouteData(text: string | null | undefined): RouteAnswer[] {
  if (!text) return [];
  try {
    const answers: unknown = JSON.parse(text);
    return Array.isArray(answers) ? (answers as RouteAnswer[]) : [];
  } catch {
    return [];
  }
}

/**
 * Puts the server's answers into Apollo's cache before the first render, so the page's own
 * queries find their data there and the page draws complete at once: in the browser (the answers
 * sent inside the page) and on the server (web/src/public/server.tsx). Only answers to the
 * queries this page runs are taken, each under its own variables. True when every one of them
 * was answered.
 */
export function restoreRouteData(
  client: ApolloClient,
  location: { pathname: string; search: string },
  answers: RouteAnswer[],
): boolean {
  return restoreAnswers(
    client,
    publicRouteQueries(location.pathname, new URLSearchParams(location.search)),
    answers,
  );
}

/** Puts the answers to these queries into Apollo's cache; true when every one was answered. */
export function restoreAnswers(client: ApolloClient, queries: RouteQuery[], answers: RouteAnswer[]): boolean {
  let everyQueryAnswered = true;
  for (const asked of queries) {
    const answer = answerTo(answers, asked);
    if (answer)
      client.writeQuery({ query: asked.document, variables: asked.variables, data: answer.data as never });
    else everyQueryAnswered = false;
  }
  return everyQueryAnswered;
}
