import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ApolloServer } from "@apollo/server";
import type { ResponseCache } from "../cache/response-cache.js";
import type { RequestContext } from "../context.js";
import { noteRead, noteTablesRead } from "../db/table-access.js";
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
 * same GraphQL server as the app's requests, as the visitor who asked. With `parts`, each query's
 * answer is kept there as a part of the pages that ask it (see keptPart); a preview's are not.
 */
export function pageSite(
  apollo: ApolloServer<RequestContext>,
  context: RequestContext,
  siteUrl: string,
  reportDrawingFailure: (error: unknown) => void,
  parts: ResponseCache | null,
): PageSite {
  const execute = async ({ query, variables, operationName }: PageQuery) => {
    const response = await apollo.executeOperation(
      { query, variables, operationName },
      { contextValue: context },
    );
    if (response.body.kind !== "single") return null;
    const { data, errors } = response.body.singleResult;
    return data && !errors ? data : null;
  };
  return {
    siteUrl,
    reportDrawingFailure,
    runQuery: (pageQuery) =>
      parts ? keptPart(parts, context.language, pageQuery, execute) : execute(pageQuery),
  };
}

const PART_KEY = "PART ";

/**
 * A page's query answered from the response cache when it is kept there. A page is made of parts
 * (the home page: its events, its news, the appeal's total), each a query whose answer is kept
 * with the tables it read; so after a gift the home page is drawn again from the events and news
 * kept, and only the appeal's query runs. The page notes each part's tables as its own, so that a
 * write to any of them drops the page too.
 */
async function keptPart(
  cache: ResponseCache,
  language: string,
  pageQuery: PageQuery,
  execute: (pageQuery: PageQuery) => Promise<Record<string, unknown> | null>,
): Promise<Record<string, unknown> | null> {
  const { query, variables, operationName } = pageQuery;
  const key = `${PART_KEY}${JSON.stringify([language, operationName, query, variables])}`;
  const kept = cache.lookup(key, "identity");
  // (A part over a megabyte is kept compressed, and made again rather than unzipped here.)
  if (kept && Buffer.isBuffer(kept.body)) {
    noteRead(kept.tables);
    return JSON.parse((kept.body as Buffer).toString()) as Record<string, unknown>;
  }
  const reading = cache.beginReading();
  const data = await noteTablesRead(reading.tables, () => execute(pageQuery));
  noteRead(reading.tables);
  if (data) cache.store(key, reading, { contentType: "application/json", body: JSON.stringify(data) });
  return data;
}

/** The answers as the content of a <script type="application/json">: no `<` can end it early. */
export function routeDataScript(answers: PageQueryAnswer[]): string {
  return `<script type="application/json" id="route-data">${scriptJson(answers)}</script>`;
}
