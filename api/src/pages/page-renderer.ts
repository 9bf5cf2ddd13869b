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

/** A query's answer, sent inside the page for the web app to put in its cache before rendering. */
export interface RouteAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** A public page drawn on the server: its elements, and the `<style>` elements of its head. */
export interface RenderedPage {
  html: string;
  styles: string;
}

/** What `web/dist-server/server.js` exports (web/src/public/server.tsx). */
interface WebServerBuild {
  routeOperations(url: string): RouteOperation[];
  renderPage(url: string, answers: RouteAnswer[], siteUrl: string): Promise<RenderedPage | null>;
  notFoundOperations(): RouteOperation[];
  renderNotFoundPage(answers: RouteAnswer[], siteUrl: string): Promise<RenderedPage | null>;
}

export interface PageRenderer {
  /** The answers to a page's first queries, run through the same GraphQL server as the app's requests. */
  answerRouteQueries(url: string, context: RequestContext): Promise<RouteAnswer[]>;
  /** A public page drawn from those answers; null for the pages the browser draws. */
  renderPage(url: string, answers: RouteAnswer[]): Promise<RenderedPage | null>;
  /** The answers to the 404 page's queries (the site's frame). */
  answerNotFoundQueries(context: RequestContext): Promise<RouteAnswer[]>;
  /** The 404 page drawn from those answers, the same for every address where there is no page. */
  renderNotFoundPage(answers: RouteAnswer[]): Promise<RenderedPage | null>;
}

/**
 * The web app's server build (`vite build --ssr`, beside the app's own build): which queries a
 * page runs first, and the page drawn from their answers, with the site's address (PUBLIC_URL)
 * for the full addresses it gives away (share links). Null when there is no such build (the API
 * run alone, or the web app's dev server): pages then come empty and the app draws them.
 */
export async function loadPageRenderer(
  webDistDir: string,
  apollo: ApolloServer<RequestContext>,
  publicUrl: string,
): Promise<PageRenderer | null> {
  const file = path.join(webDistDir, "..", "dist-server", "server.js");
  if (!existsSync(file)) return null;
  const web = (await import(pathToFileURL(file).href)) as WebServerBuild;

  /** The answers to these queries, run through the same GraphQL server as the app's requests. */
  async function answer(operations: RouteOperation[], context: RequestContext): Promise<RouteAnswer[]> {
    const answers: RouteAnswer[] = [];
    for (const { operationName, query, variables } of operations) {
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
  }

  return {
    answerRouteQueries: (url, context) => answer(web.routeOperations(url), context),
    renderPage: (url, answers) => web.renderPage(url, answers, publicUrl),
    answerNotFoundQueries: (context) => answer(web.notFoundOperations(), context),
    renderNotFoundPage: (answers) => web.renderNotFoundPage(answers, publicUrl),
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
