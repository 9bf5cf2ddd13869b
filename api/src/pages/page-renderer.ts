import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ApolloServer } from "@apollo/server";
import type { RequestContext } from "../context.js";
import type { PageQuery, PageQueryAnswer, PageSite, WebServerBuild } from "../site/page-seam.js";
import { scriptJson } from "./page-html.js";

/**
 * The web app's server build (`vite build --ssr`, beside the app's own build), which owns the
 * public pages: for an address it answers the status, the head and the page drawn, in one call.
 * Its file is found at run time (the API also runs without it: the web app's dev server, or the
 * API alone), so it is imported by its path; the seam's types (site/page-seam.ts) say what it is,
 * and the web app's server entry is checked against the same types. Null when there is no build.
 */
export async function loadWebServerBuild(webDistDir: string): Promise<WebServerBuild | null> {
  const file = path.join(webDistDir, "..", "dist-server", "server.js");
  if (!existsSync(file)) return null;
  const build = (await import(pathToFileURL(file).href)) as { default: WebServerBuild };
  return build.default;
}

/**
 * What the web build may ask of the API while it answers for one request: queries run through the
 * same GraphQL server as the app's requests, as the visitor who asked.
 */
export function pageSite(
  apollo: ApolloServer<RequestContext>,
  context: RequestContext,
  siteUrl: string,
  reportDrawingFailure: (error: unknown) => void,
): PageSite {
  return {
    siteUrl,
    reportDrawingFailure,
    async runQuery({ query, variables, operationName }: PageQuery) {
      const response = await apollo.executeOperation(
        { query, variables, operationName },
        { contextValue: context },
      );
      if (response.body.kind !== "single") return null;
      const { data, errors } = response.body.singleResult;
      return data && !errors ? data : null;
    },
  };
}

/** The answers as the content of a <script type="application/json">: no `<` can end it early. */
export function routeDataScript(answers: PageQueryAnswer[]): string {
  return `<script type="application/json" id="route-data">${scriptJson(answers)}</script>`;
}
