import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { addTypenameToDocument } from "@apollo/client/utilities";
import { print } from "graphql";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { createApolloCache } from "../app/apollo-client";
import { AppProviders } from "../app/providers";
import { restoreAnswers, type RouteAnswer } from "../app/route-data-cache";
import { routes } from "../app/router";
import { frameQueries, operationName, publicRouteQueries, type RouteQuery } from "./route-data";

/*
 * The server's entry into the web app, built to web/dist-server/server.js by `vite build --ssr`
 * and loaded by the API (api/src/pages/page-renderer.ts).
 */

/**
 * The queries a public page will run, as text the API can execute. With __typename added as
 * Apollo's cache adds it, so that the answers fill the cache the page reads.
 */
export function routeOperations(url: string) {
  const { pathname, searchParams } = new URL(url, "http://localhost");
  return operationsOf(publicRouteQueries(pathname, searchParams));
}

/** The queries of the 404 page: its frame's alone. */
export function notFoundOperations() {
  return operationsOf(frameQueries());
}

function operationsOf(queries: RouteQuery[]) {
  return queries.map(({ document, variables }) => ({
    operationName: operationName(document),
    query: print(addTypenameToDocument(document)),
    variables,
  }));
}

const staticHandler = createStaticHandler(routes);

/** A public page drawn on the server: its elements, and the styles they use. */
export interface RenderedPage {
  /** For the inside of `<div id="root">`. */
  html: string;
  /** `<style>` elements for the head, which Emotion in the browser takes as already written. */
  styles: string;
}

/**
 * A public page drawn as HTML from the answers to its queries: a phone shows the page as it
 * arrives, and needs no more script than its parts' behaviours (page-script.ts). `siteUrl` is the
 * address visitors reach the site by (PUBLIC_URL), for the full addresses the page gives away.
 * Null for an address that is not a public page (the dashboard, sign-in), and for a page some of
 * whose queries were not answered: the app draws those in the browser.
 */
export async function renderPage(
  url: string,
  answers: RouteAnswer[],
  siteUrl: string,
): Promise<RenderedPage | null> {
  const location = new URL(url, "http://localhost");
  const queries = publicRouteQueries(location.pathname, location.searchParams);
  if (queries.length === 0) return null;
  return draw(location, queries, answers, siteUrl);
}

/**
 * An address that no route of the app answers, so the public pages' catch-all route draws the
 * 404 page there, in the site's frame.
 */
const NOT_FOUND_URL = "/page-not-found";

/**
 * The 404 page, the same for every address where there is no page (the API draws it once for
 * them all). Null when its frame's queries were not all answered.
 */
export function renderNotFoundPage(answers: RouteAnswer[], siteUrl: string): Promise<RenderedPage | null> {
  return draw(new URL(NOT_FOUND_URL, "http://localhost"), frameQueries(), answers, siteUrl);
}

async function draw(
  location: URL,
  queries: RouteQuery[],
  answers: RouteAnswer[],
  siteUrl: string,
): Promise<RenderedPage | null> {
  const routerContext = await staticHandler.query(new Request(location));
  // A redirect (an alias) is the API's to answer.
  if (routerContext instanceof Response) return null;

  const client = new ApolloClient({ ssrMode: true, cache: createApolloCache(), link: ApolloLink.empty() });
  // Drawn without the data of a query the API refused, the page would show it loading for good
  // (no app runs beside a drawn page): the app draws that page, and asks again itself.
  if (!restoreAnswers(client, queries, answers)) return null;
  const router = createStaticRouter(staticHandler.dataRoutes, routerContext);
  // Styles are gathered for the head, not written beside each element (Emotion's default on a
  // server): hundreds of <style> elements in the body cost a phone more than the page itself.
  const styleCache = createCache({ key: "css" });
  const emotionServer = createEmotionServer(styleCache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <AppProviders client={client} siteUrl={siteUrl}>
          <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return { html, styles };
}
