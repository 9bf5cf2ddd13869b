import type { ApolloClient } from "@apollo/client";
import { operationName, publicRouteQueries } from "../public/route-data";

/** Where the server puts its answers to the page's queries (api/src/pages/route-data.ts). */
export const ROUTE_DATA_ELEMENT_ID = "route-data";

interface RouteAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/**
 * Puts the answers the server sent inside the page into Apollo's cache before the first render,
 * so the page's own queries find their data there and the page draws complete at once. Only
 * answers to the queries this page runs are taken, each under its own variables.
 */
export function restoreRouteData(
  client: ApolloClient,
  location: { pathname: string; search: string },
  text: string | null,
) {
  if (!text) return;
  let answers: RouteAnswer[];
  try {
    answers = JSON.parse(text) as RouteAnswer[];
  } catch {
    return;
  }
  for (const { document, variables } of publicRouteQueries(
    location.pathname,
    new URLSearchParams(location.search),
  )) {
    const name = operationName(document);
    const answer = answers.find(
      (candidate) =>
        candidate.operationName === name && JSON.stringify(candidate.variables) === JSON.stringify(variables),
    );
    if (answer) client.writeQuery({ query: document, variables, data: answer.data as never });
  }
}
