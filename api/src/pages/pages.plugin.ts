import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ApolloServer } from "@apollo/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ResponseCache } from "../cache/response-cache.js";
import { replyCached, replyFromCache } from "../cache/response-cache.plugin.js";
import { visitorContext, type RequestContext } from "../context.js";
import type { Services } from "../services.js";
import { eventsCalendar, newsFeed, robotsTxt, sitemap } from "./feeds.js";
import { renderPageHtml, type PageContext } from "./page-html.js";
import { loadPageRenderer, routeDataScript, type RenderedPage, type RouteAnswer } from "./page-renderer.js";
import { isDashboard, pageAddress, resolvePublicPage, type PageMeta } from "./public-pages.js";

export interface PagesOptions {
  services: Services;
  cache: ResponseCache;
  publicUrl: string;
}

/** The feeds and files for readers, calendars and search engines. */
export function registerFeeds(app: FastifyInstance, { services, cache, publicUrl }: PagesOptions): void {
  const feed = (url: string, contentType: string, produce: () => Promise<string>) =>
    app.get(url, (request, reply) => replyCached(request, reply, cache, `FILE ${url}`, contentType, produce));
  feed("/feed.xml", "application/rss+xml; charset=utf-8", () => newsFeed(services, publicUrl));
  feed("/events.ics", "text/calendar; charset=utf-8", () => eventsCalendar(services, publicUrl));
  feed("/sitemap.xml", "application/xml; charset=utf-8", () => sitemap(services, publicUrl));
  feed("/robots.txt", "text/plain; charset=utf-8", async () => robotsTxt(publicUrl));
}

/**
 * Answers requests for the web app's pages with each page's own meta tags: a public page drawn on
 * the server in the built public-page.html, whose one script gives its parts their behaviour; any
 * other page in the app's index.html, with the answers to its first queries. 404 with the 404 page
 * (drawn as a public page is) when no page answers, a redirect for another spelling of a page's
 * address, an alias or an old link.
 */
export async function createPageResponder(
  webDistDir: string,
  apollo: ApolloServer<RequestContext>,
  { services, cache, publicUrl }: PagesOptions,
) {
  const template = await readFile(path.join(webDistDir, "index.html"), "utf8");
  const renderer = await loadPageRenderer(webDistDir, apollo, publicUrl);
  const publicPageTemplate = renderer && (await readFile(path.join(webDistDir, "public-page.html"), "utf8"));

  /** A page drawn on the server goes out in public-page.html; any other in the app's template. */
  function pageHtml(
    meta: PageMeta,
    context: PageContext,
    rendered: RenderedPage | null,
    answers: RouteAnswer[],
  ): string {
    if (rendered && publicPageTemplate) {
      return renderPageHtml(publicPageTemplate, meta, context, {
        headEnd: rendered.styles,
        rootHtml: rendered.html,
      });
    }
    return renderPageHtml(template, meta, context, {
      bodyEnd: answers.length ? routeDataScript(answers) : "",
    });
  }

  /** The page drawn on the server, or null for the app to draw it: a page that throws still works there. */
  async function drawn(request: FastifyRequest, draw: () => Promise<RenderedPage | null>) {
    try {
      return await draw();
    } catch (error) {
      request.log.error({ err: error, url: request.url }, "The page could not be drawn on the server");
      return null;
    }
  }

  /** The one 404 page, made once and kept apart from the pages: made-up addresses cost no more than one. */
  async function replyNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { shortName } = await services.siteSettings.get();
    reply.code(404);
    // It has no address of its own.
    const context = { publicUrl, shortName, address: null };
    return replyCached(request, reply, cache, NOT_FOUND_KEY, HTML, async () => {
      if (!renderer) return pageHtml(NOT_FOUND, context, null, []);
      const answers = await renderer.answerNotFoundQueries(visitorContext(request, services));
      const rendered = await drawn(request, () => renderer.renderNotFoundPage(answers));
      return pageHtml(NOT_FOUND, context, rendered, answers);
    });
  }

  /**
   * A page of the web app: its HTML with meta tags, made once for its one address; a redirect to
   * that address for its other spellings, an alias or an old link; 404 when no page answers.
   */
  return async function replyWithPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.header("Cache-Control", "no-cache");
    const address = pageAddress(request.url);
    if (!address) return replyNotFound(request, reply);
    // Parameters no page reads (?utm_source=..., ?fbclid=...) are left out of the key, so such
    // addresses share their page. The dashboard is the app's shell at every address of it.
    const dashboard = isDashboard(address);
    const key = dashboard ? DASHBOARD_KEY : `PAGE ${address.own}`;
    // A page already made is sent without resolving it again. Only 200 pages are kept; redirects
    // are never kept, so that spellings cost no room.
    if (address.asRequested && (await replyFromCache(request, reply, cache, key))) return reply;
    const resolution = await resolvePublicPage(address, services);
    if (resolution.status === 404) return replyNotFound(request, reply);
    // Every location is a path of this site: never `//`, which a browser takes for another site.
    if (resolution.status === 301) return reply.redirect(`${resolution.location}${address.search}`, 301);
    if (!address.asRequested) return reply.redirect(`${address.path}${address.search}`, 301);

    const { shortName } = await services.siteSettings.get();
    // The canonical address and og:url are the page's own; the dashboard's one answer names none.
    const context = { publicUrl, shortName, address: dashboard ? null : address.own };
    return replyCached(request, reply, cache, key, HTML, async () => {
      if (!renderer || dashboard) return pageHtml(resolution.meta, context, null, []);
      // Drawn from its own address, so that it shows what its key says, whatever the request carried.
      const answers = await renderer.answerRouteQueries(address.own, visitorContext(request, services));
      const rendered = await drawn(request, () => renderer.renderPage(address.own, answers));
      return pageHtml(resolution.meta, context, rendered, answers);
    });
  };
}

const HTML = "text/html; charset=utf-8";
const NOT_FOUND_KEY = "PAGE NOT FOUND";
const DASHBOARD_KEY = "PAGE DASHBOARD";
const NOT_FOUND = {
  title: "Page not found",
  shareTitle: "Page not found",
  description: "There is no page at this address.",
  image: null,
  type: "website" as const,
  indexable: false,
};
