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
import { resolvePublicPage, type PageMeta } from "./public-pages.js";

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
 * (drawn as a public page is) when no page answers, a redirect for an alias.
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

  /** A page of the web app: its HTML with meta tags, 404 when no page answers, or an alias's redirect. */
  return async function replyWithPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const pathname = request.url.split("?")[0]!;
    reply.header("Cache-Control", "no-cache");
    // Only what the page reads from the query string counts (?page=2 of the news): addresses made
    // different by others (?utm_source=..., ?fbclid=...) share one page, made once. Without the
    // web app's server build a page is the app's template and the path's meta tags alone.
    const key = `PAGE ${renderer ? renderer.pageKey(request.url) : pathname}`;
    // A page already made is sent without resolving it again. Only 200 pages are kept under
    // their key; the 404 page is kept under one of its own and sent with its status.
    if (await replyFromCache(request, reply, cache, key)) return reply;
    const resolution = await resolvePublicPage(pathname, services);
    if (resolution.status === 301) return reply.redirect(resolution.location, 301);
    const { shortName } = await services.siteSettings.get();
    if (resolution.status === 404) {
      // One 404 page for every address where there is none, made once and kept apart from the
      // pages, so that made-up addresses cost no more than one. It has no address of its own.
      reply.code(404);
      const context = { publicUrl, shortName, path: null };
      return replyCached(request, reply, cache, NOT_FOUND_KEY, HTML, async () => {
        if (!renderer) return pageHtml(NOT_FOUND, context, null, []);
        const answers = await renderer.answerNotFoundQueries(visitorContext(request, services));
        const rendered = await drawn(request, () => renderer.renderNotFoundPage(answers));
        return pageHtml(NOT_FOUND, context, rendered, answers);
      });
    }
    const context = { publicUrl, shortName, path: pathname };
    return replyCached(request, reply, cache, key, HTML, async () => {
      if (!renderer) return pageHtml(resolution.meta, context, null, []);
      const answers = await renderer.answerRouteQueries(request.url, visitorContext(request, services));
      const rendered = await drawn(request, () => renderer.renderPage(request.url, answers));
      return pageHtml(resolution.meta, context, rendered, answers);
    });
  };
}

const HTML = "text/html; charset=utf-8";
const NOT_FOUND_KEY = "PAGE NOT FOUND";
const NOT_FOUND = {
  title: "Page not found",
  shareTitle: "Page not found",
  description: "There is no page at this address.",
  image: null,
  type: "website" as const,
  indexable: false,
};
