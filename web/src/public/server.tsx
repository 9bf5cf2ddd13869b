import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { addTypenameToDocument } from "@apollo/client/utilities";
import { print } from "graphql";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import type {
  DrawnPage,
  FormAnswer,
  PageAnswer,
  PageContent,
  PageQueryAnswer,
  PageRequest,
  PageSite,
  WebServerBuild,
} from "@diocese/site/page-seam";
import { splitLanguage, type Language } from "@diocese/site/languages";
import { pageTitle } from "@diocese/site/site-routes";
import { createApolloCache } from "../app/apollo-client";
import { AppProviders } from "../app/providers";
import { FormAnswerProvider } from "../lib/form-answer";
import { SaveDataProvider } from "../lib/save-data";
import { restoreAnswers } from "../app/route-data-cache";
import { routes } from "../app/router";
import { messages } from "../lib/language";
import {
  aliasOf,
  answerTo,
  appPageHead,
  frameQueries,
  operationName,
  publicPageVerdict,
  publicRouteQueries,
  SITE_SETTINGS_QUERY,
} from "./route-data";
import type { PageHead, RouteQuery, SiteSettings } from "./public-route";

/*
 * The server's entry into the web app, built to web/dist-server/server.js by `vite build --ssr`
 * and loaded by the API (api/src/pages/page-renderer.ts). It owns the public pages: for an
 * address it runs the page's queries through the API, all at once, and answers from their
 * answers the status, the head and the page drawn, in the one call the API makes
 * (api/src/site/page-seam.ts says what that call is).
 */

/**
 * A page's queries run through the API at once, as text, with __typename added as Apollo's cache
 * adds it, so that the answers fill the cache the page reads. A query the API refused has no answer.
 */
async function runQueries(queries: RouteQuery[], site: PageSite): Promise<PageQueryAnswer[]> {
  const operations = queries.map(({ document, variables }) => ({
    operationName: operationName(document),
    query: print(addTypenameToDocument(document)),
    variables,
  }));
  const data = await Promise.all(operations.map((operation) => site.runQuery(operation)));
  return operations.flatMap(({ operationName, variables }, index) => {
    const answered = data[index];
    return answered ? [{ operationName, variables, data: answered }] : [];
  });
}

/** The site's settings among a page's answers: every page's head needs its name. */
function siteSettingsOf(answers: PageQueryAnswer[]): SiteSettings {
  const answer = answerTo(answers, SITE_SETTINGS_QUERY)?.data as { siteSettings: SiteSettings } | undefined;
  if (!answer) throw new Error("The API did not answer the site's settings, which every page's head needs");
  return answer.siteSettings;
}

/** A page's head as the API puts it in the HTML: what the page leaves out is the site's. */
function metaOf(head: PageHead, site: SiteSettings, language: Language): PageContent["meta"] {
  return {
    language,
    title: pageTitle(site.shortName, head.name),
    shareTitle: head.shareTitle ?? head.name,
    description: head.description ?? site.bannerText ?? site.fullName,
    image: head.image ?? null,
    type: head.type ?? "website",
    indexable: !head.hidden,
    siteName: site.shortName,
    ...(head.refreshWithoutScriptSeconds
      ? { refreshWithoutScriptSeconds: head.refreshWithoutScriptSeconds }
      : {}),
    ...(head.secretAddress ? { secretAddress: true } : {}),
    ...(head.feeds ? { feeds: head.feeds } : {}),
    ...(head.structuredData ? { structuredData: head.structuredData } : {}),
  };
}

/**
 * The page at an address, in one call: a public page drawn from the answers to its queries (a
 * phone shows it as it arrives, and needs no more script than its parts' behaviours,
 * page-script.ts); the head of a page the browser draws (signing in, the dashboard); a redirect
 * for an alias or an old link; or none. A page some of whose queries were not answered, or that
 * could not be drawn, goes with its answers for the app to draw it.
 */
async function answerPage(
  { address, draw, saveData = false, formAnswer }: PageRequest,
  site: PageSite,
): Promise<PageAnswer> {
  const location = new URL(address, "http://localhost");
  // A Kiswahili page is the same page under /sw: the API runs its queries in Kiswahili.
  const { language } = splitLanguage(location.pathname);
  const { t } = messages[language];
  const alias = aliasOf(location.pathname);
  if (alias) return { status: 301, location: alias };
  const appHead = language === "en" ? appPageHead(location.pathname, t) : null;
  if (appHead) {
    const settings = siteSettingsOf(await runQueries([SITE_SETTINGS_QUERY], site));
    return { status: 200, meta: metaOf(appHead, settings, language), drawn: null, answers: [] };
  }
  const queries = publicRouteQueries(location.pathname, location.searchParams);
  if (queries.length === 0) return { status: 404 };
  const answers = await runQueries(queries, site);
  const settings = siteSettingsOf(answers);
  const verdict = publicPageVerdict(location, answers, settings, site.siteUrl, t) ?? { status: 404 };
  if (verdict.status !== 200) return verdict;
  const drawn = draw
    ? await drawOrReport(location, queries, answers, site, { saveData, formAnswer: formAnswer ?? null })
    : null;
  return {
    status: 200,
    meta: metaOf(verdict.head, settings, language),
    drawn,
    answers: drawn ? [] : answers,
  };
}

/**
 * An address that no route of the app answers, in each language's tree, so the public pages'
 * catch-all route draws the 404 page there, in the site's frame.
 */
const NOT_FOUND_URL: Readonly<Record<Language, string>> = {
  en: "/page-not-found",
  sw: "/sw/page-not-found",
};

/**
 * The 404 page in a language, the same for every address of it where there is no page (the API
 * makes it once for them all).
 */
async function answerNotFound(site: PageSite, language: Language): Promise<PageContent> {
  const { t } = messages[language];
  const queries = frameQueries();
  const answers = await runQueries(queries, site);
  const head = {
    name: t("site.pageNames.notFound"),
    description: t("heads.notFoundDescription"),
    hidden: true,
  };
  const location = new URL(NOT_FOUND_URL[language], "http://localhost");
  const drawn = await drawOrReport(location, queries, answers, site);
  return { meta: metaOf(head, siteSettingsOf(answers), language), drawn, answers: drawn ? [] : answers };
}

/** What a page is drawn for besides its address: a visitor saving data, a form posted without JavaScript. */
interface Drawing {
  saveData: boolean;
  formAnswer: FormAnswer | null;
}

/** The page drawn, or null (told to the API's log) for the app to draw it: a page that throws still works there. */
async function drawOrReport(
  location: URL,
  queries: RouteQuery[],
  answers: PageQueryAnswer[],
  site: PageSite,
  drawing: Drawing = { saveData: false, formAnswer: null },
): Promise<DrawnPage | null> {
  try {
    return await drawPage(location, queries, answers, site.siteUrl, drawing);
  } catch (error) {
    site.reportDrawingFailure(error);
    return null;
  }
}

const staticHandler = createStaticHandler(routes);

/**
 * A page drawn as HTML from the answers to its queries, with `siteUrl` (PUBLIC_URL) for the full
 * addresses it gives away, lighter for a visitor saving data, and saying what came of a form
 * posted to it without JavaScript. Null when some of its queries were not answered.
 */
async function drawPage(
  location: URL,
  queries: RouteQuery[],
  answers: PageQueryAnswer[],
  siteUrl: string,
  { saveData, formAnswer }: Drawing,
): Promise<DrawnPage | null> {
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
          <SaveDataProvider value={saveData}>
            <FormAnswerProvider value={formAnswer}>
              <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
            </FormAnswerProvider>
          </SaveDataProvider>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return { html, styles };
}

/** What the API loads (api/src/pages/page-renderer.ts), checked against the seam's types. */
export default { answerPage, answerNotFound } satisfies WebServerBuild;
