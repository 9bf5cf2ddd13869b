import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ApolloServer } from "@apollo/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ResponseCache } from "../cache/response-cache.js";
import { keepAndSend, PAGE_KEY, replyCached, replyFromCache } from "../cache/response-cache.plugin.js";
import { NEWS_FEED_PATH, sitePaths } from "../site/site-routes.js";
import { actorOf, visitorContext, type RequestContext } from "../context.js";
import type { PreviewContext } from "../modules/publication/preview.js";
import type { Services } from "../services.js";
import {
  departmentCalendar,
  eventCalendar,
  eventsCalendar,
  parishCalendar,
  regularServiceCalendar,
} from "./calendars.js";
import { newsFeed, robotsTxt, sitemap } from "./feeds.js";
import { podcastArtwork, sermonsPodcast } from "./podcast.js";
import type { FormAnswer, PageContent } from "../site/page-seam.js";
import { inLanguage, LANGUAGES, splitLanguage, type Language } from "../site/languages.js";
import { isDashboard, pageAddress } from "./page-address.js";
import { decideLanguage, rememberLanguage } from "./page-language.js";
import { renderPageHtml } from "./page-html.js";
import { loadWebServerBuild, pageSite, routeDataScript } from "./page-renderer.js";
import { previewAddress, previewBanner, previewedItem } from "./preview.js";

/** The answer to a form posted without JavaScript: its page, at `address`, saying what came of it. */
export interface FormAnswerReply {
  /** The page's own address, in the form's language (`/sw/newsletter`). */
  address: string;
  status: number;
  formAnswer: FormAnswer;
}

/** What answers with pages: the pages at their addresses, and the answers to forms posted to them. */
export interface PageResponder {
  replyWithPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  replyWithFormAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: FormAnswerReply,
  ): Promise<FastifyReply>;
}

export interface PagesOptions {
  services: Services;
  cache: ResponseCache;
  publicUrl: string;
}

/** The feeds and files for readers, calendars and search engines. */
export function registerFeeds(app: FastifyInstance, { services, cache, publicUrl }: PagesOptions): void {
  const feed = (url: string, contentType: string, produce: () => Promise<string>) =>
    app.get(url, (request, reply) => replyCached(request, reply, cache, `FILE ${url}`, contentType, produce));
  for (const language of LANGUAGES)
    feed(inLanguage(language, NEWS_FEED_PATH), "application/rss+xml; charset=utf-8", () =>
      newsFeed(services, publicUrl, language),
    );
  feed(sitePaths.eventsFeed.path, CALENDAR, () => eventsCalendar(services, publicUrl));
  feed("/sitemap.xml", "application/xml; charset=utf-8", () => sitemap(services, publicUrl));
  feed("/robots.txt", "text/plain; charset=utf-8", async () => robotsTxt(publicUrl));
  for (const language of LANGUAGES)
    feed(inLanguage(language, sitePaths.sermonsPodcast.path), "application/rss+xml; charset=utf-8", () =>
      sermonsPodcast(services, publicUrl, language),
    );
  // Made once per process: the same picture every time, cached by podcast apps for a day.
  const artwork = podcastArtwork();
  app.get(sitePaths.podcastArtwork.path, async (_request, reply) =>
    reply
      .type("image/jpeg")
      .header("Cache-Control", "public, max-age=86400")
      .send(await artwork),
  );

  /**
   * A calendar of one parish (or one of its services), department or event, by its address. Only one that exists is
   * kept in the cache: made-up addresses are answered 404 and leave nothing behind.
   */
  const calendarOf = <Params>(url: string, produce: (params: Params) => Promise<string | null>) =>
    app.get(url, async (request, reply) => {
      const key = `FILE ${request.url.split("?")[0]}`;
      if (await replyFromCache(request, reply, cache, key)) return reply;
      const generation = cache.generation;
      const body = await produce(request.params as Params);
      if (body === null)
        return reply.code(404).type("text/plain; charset=utf-8").send("There is no such calendar");
      return keepAndSend(request, reply, cache, { key, generation, contentType: CALENDAR, body });
    });
  calendarOf<{ slug: string }>(sitePaths.parishCalendar.path, ({ slug }) =>
    parishCalendar(services, publicUrl, slug),
  );
  calendarOf<{ slug: string; id: string }>(sitePaths.regularServiceCalendar.path, ({ slug, id }) =>
    regularServiceCalendar(services, publicUrl, slug, id),
  );
  calendarOf<{ slug: string }>(sitePaths.departmentCalendar.path, ({ slug }) =>
    departmentCalendar(services, publicUrl, slug),
  );
  calendarOf<{ id: string }>(sitePaths.eventCalendar.path, ({ id }) =>
    eventCalendar(services, publicUrl, id),
  );
}

const CALENDAR = "text/calendar; charset=utf-8";

/**
 * Answers requests for the web app's pages. The web app's server build owns them: for an address
 * it answers, in one call, the status (a page, a redirect, or none), the head and the page drawn
 * (site/page-seam.ts). Here the address is read (every spelling of a page leads to one address
 * and one entry in the response cache), the answer kept and sent: a page drawn on the server in
 * the built public-page.html, whose one script gives its parts their behaviour; a page the browser
 * draws in the app's index.html, with the answers to its first queries. Without the server build
 * (the API run alone) every address gets the app, which draws its own pages and its 404 page.
 */
export async function createPageResponder(
  webDistDir: string,
  apollo: ApolloServer<RequestContext>,
  { services, cache, publicUrl }: PagesOptions,
): Promise<PageResponder> {
  const appTemplate = await readFile(path.join(webDistDir, "index.html"), "utf8");
  const web = await loadWebServerBuild(webDistDir);
  const publicPageTemplate = web && (await readFile(path.join(webDistDir, "public-page.html"), "utf8"));

  /** A page drawn on the server goes out in public-page.html; any other in the app's template. */
  function pageHtml(page: PageContent, address: string | null): string {
    const context = { publicUrl, address };
    if (page.drawn && publicPageTemplate) {
      return renderPageHtml(publicPageTemplate, page.meta, context, {
        headEnd: page.drawn.styles,
        rootHtml: page.drawn.html,
      });
    }
    return renderPageHtml(appTemplate, page.meta, context, {
      bodyEnd: page.answers.length ? routeDataScript(page.answers) : "",
    });
  }

  const siteFor = (request: FastifyRequest, language: Language, preview?: object) => {
    // A preview's page runs its queries as a visitor's, with the one item shown as if published.
    const context: RequestContext & PreviewContext = {
      ...visitorContext(request, services, language),
      preview,
    };
    return pageSite(apollo, context, publicUrl, (error) =>
      request.log.error({ err: error, url: request.url }, "The page could not be drawn on the server"),
    );
  };

  /**
   * The one 404 page of each language, made once and kept apart from the pages: made-up addresses
   * cost no more than one.
   */
  async function replyNotFound(
    request: FastifyRequest,
    reply: FastifyReply,
    language: Language,
  ): Promise<FastifyReply> {
    reply.code(404);
    return replyCached(request, reply, cache, `${NOT_FOUND_KEY} ${language}`, HTML, async () =>
      // It has no address of its own.
      web ? pageHtml(await web.answerNotFound(siteFor(request, language), language), null) : appTemplate,
    );
  }

  /**
   * A member of staff's preview of an item, drawn by the same call as its public page (the item's
   * own page, or the home page for a bishop's message) with the item shown as if it were published,
   * under a banner that says it is not. Never kept, by the response cache or any other, and never
   * indexed. Anyone else (a visitor, staff who may not edit the item) gets the 404 page, as for an
   * address where there is nothing: a sign-in page would tell them the address is a preview's, and
   * staff open previews from the dashboard, where they are signed in already.
   */
  async function replyWithPreview(
    request: FastifyRequest,
    reply: FastifyReply,
    named: NonNullable<ReturnType<typeof previewAddress>>,
  ): Promise<FastifyReply> {
    reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex");
    const item = web && (await previewedItem(services, await actorOf(request, services), named));
    if (!web || !item) return replyNotFound(request, reply, "en");
    const answer = await web.answerPage(
      { address: item.address, draw: true, saveData: false },
      siteFor(request, "en", item.record),
    );
    if (answer.status !== 200 || !answer.drawn) {
      return reply
        .code(500)
        .type("text/plain; charset=utf-8")
        .send("The preview could not be drawn; the server's log says why.");
    }
    const meta = { ...answer.meta, title: `Preview: ${answer.meta.title}`, indexable: false };
    return reply.type(HTML).send(
      renderPageHtml(
        publicPageTemplate!,
        meta,
        { publicUrl, address: null },
        {
          headEnd: answer.drawn.styles,
          rootHtml: previewBanner(item) + answer.drawn.html,
        },
      ),
    );
  }

  /**
   * A form's page drawn with what came of the form, for this visitor alone: never kept, by the
   * response cache or any other. Without the server build, what came of it as data.
   */
  async function replyWithFormAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    { address, status, formAnswer }: FormAnswerReply,
  ): Promise<FastifyReply> {
    reply.code(status).header("Cache-Control", "no-store");
    const { language } = splitLanguage(address);
    const answer =
      web && (await web.answerPage({ address, draw: true, formAnswer }, siteFor(request, language)));
    if (answer?.status !== 200 || !answer.drawn) return reply.send(formAnswer);
    return reply.type(HTML).send(pageHtml(answer, address));
  }

  async function replyWithPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const preview = previewAddress(request.url);
    if (preview) return replyWithPreview(request, reply, preview);
    reply.header("Cache-Control", "no-cache");
    const address = pageAddress(request.url);
    if (!address) return replyNotFound(request, reply, "en");
    const language = decideLanguage(request, address);
    if (language.remember) rememberLanguage(request, reply, language.remember);
    if (language.redirect) return reply.header("Cache-Control", "no-store").redirect(language.redirect, 302);
    // Parameters no page reads (?utm_source=..., ?fbclid=...) are left out of the key, so such
    // addresses share their page. The dashboard is the app's shell at every address of it.
    const dashboard = isDashboard(address);
    // A visitor saving data gets the lighter page, kept under a key of its own (`Vary: save-data`).
    const saveData = !dashboard && savesData(request);
    const key = dashboard ? DASHBOARD_KEY : `${PAGE_KEY}${address.own}${saveData ? SAVE_DATA_KEY : ""}`;
    // A page already made is sent as it is. Only pages are kept: redirects never, so that
    // spellings cost no room.
    if (address.asRequested && (await replyFromCache(request, reply, cache, key))) return reply;
    if (!web) {
      if (!address.asRequested) return reply.redirect(`${address.path}${address.search}`, 301);
      return replyCached(request, reply, cache, key, HTML, async () => appTemplate);
    }

    const generation = cache.generation;
    // Asked at its own address, so that it shows what its key says, whatever the request carried.
    const answer = await web.answerPage(
      { address: address.own, draw: address.asRequested, saveData },
      siteFor(request, address.language),
    );
    if (answer.status === 404) return replyNotFound(request, reply, address.language);
    // Every location is a path of this site: never `//`, which a browser takes for another site.
    if (answer.status === 301) return reply.redirect(`${answer.location}${address.search}`, 301);
    if (!address.asRequested) return reply.redirect(`${address.path}${address.search}`, 301);
    // The canonical address and og:url are the page's own; the dashboard's one answer names none.
    const body = pageHtml(answer, dashboard ? null : address.own);
    // A page that waits for news (a pending gift) changes with the time too, not only with the
    // content: it is drawn at each ask, never kept (the gift's page says after 20 s that M-Pesa is
    // confirming). A page whose address carries a reader's secret is kept by nobody.
    if (answer.meta.refreshWithoutScriptSeconds || answer.meta.secretAddress) {
      return reply.header("Cache-Control", "no-store").type(HTML).send(body);
    }
    return keepAndSend(request, reply, cache, { key, generation, contentType: HTML, body });
  }

  return { replyWithPage, replyWithFormAnswer };
}

const HTML = "text/html; charset=utf-8";
const NOT_FOUND_KEY = `${PAGE_KEY}NOT FOUND`;
const DASHBOARD_KEY = `${PAGE_KEY}DASHBOARD`;
const SAVE_DATA_KEY = " SAVE-DATA";

/** The browser's data saver (or the visitor's own choice) is on: `Save-Data: on`. */
function savesData(request: FastifyRequest): boolean {
  return request.headers["save-data"]?.toString().trim().toLowerCase() === "on";
}
