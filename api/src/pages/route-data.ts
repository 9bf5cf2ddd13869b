import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ApolloServer } from "@apollo/server";
import type { RequestContext } from "../context.js";

/** One query a public page runs on its first render, as the web app's server build gives it. */
interface RouteOperation {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** What `web/dist-server/route-data.server.js` exports (web/src/public/route-data.server.ts). */
interface RouteDataModule {
  routeOperations(url: string): RouteOperation[];
}

/** A query's answer, sent inside the page for the web app to put in its cache before rendering. */
export interface RouteAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

export type RouteDataAnswerer = (url: string, context: RequestContext) => Promise<RouteAnswer[]>;

/**
 * The answers to a page's first queries, from the web app's own list of them (built beside the
 * app by `vite build --ssr`), run here through the same GraphQL server as the app's requests.
 * Null when there is no such build (the API run alone, or the web app's dev server): pages then
 * come without answers and the app asks for its data itself.
 */
export async function loadRouteDataAnswerer(
  webDistDir: string,
  apollo: ApolloServer<RequestContext>,
): Promise<RouteDataAnswerer | null> {
  const file = path.join(webDistDir, "..", "dist-server", "route-data.server.js");
  if (!existsSync(file)) return null;
  const routeData = (await import(pathToFileURL(file).href)) as RouteDataModule;

  return async function answerRouteQueries(url, context) {
    const answers: RouteAnswer[] = [];
    for (const { operationName, query, variables } of routeData.routeOperations(url)) {
      const response = await apollo.executeOperation(
        { query, variables, operationName },
        { contextValue: context },
      );
      if (response.body.kind !== "single") continue;
      const { data, errors } = response.body.singleResult;
      // A query that failed is left for the app to ask again and show its own error.
      if (data && !errors) answers.push({ operationName, variables, data });
    }
    return answers;
  };
}

/** The answers as the content of a <script type="application/json">: no `<` can end it early. */
export function routeDataScript(answers: RouteAnswer[]): string {
  const json = JSON.stringify(answers)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="route-data">${json}</script>`;
}
