import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ApolloServer } from "@apollo/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ResponseCache } from "../cache/response-cache.js";
import {
  keepAndSend,
  PAGE_KEY,
  readingFor,
  replyCached,
  replyFromCache,
  sendUnkept,
} from "../cache/response-cache.plugin.js";
import { actorOf, visitorContext, type RequestContext } from "../context.js";
import type { PreviewContext } from "../modules/publication/preview.js";
import type { Services } from "../services.js";
import type { FormAnswer, PageContent, WebServerBuild } from "../site/page-seam.js";
import { splitLanguage, type Language } from "../site/languages.js";
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
}

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
  options: PagesOptions,
): Promise<PageResponder> {
  const appTemplate = await readFile(path.join(webDistDir, "index.html"), "utf8");
  const web = await loadWebServerBuild(webDistDir);
  const publicPageTemplate = web && (await readFile(path.join(webDistDir, "public-page.html"), "utf8"));
  const pages: Pages = { ...options, apollo, web, appTemplate, publicPageTemplate };
  return {
    replyWithPage: (request, reply) => replyWithPage(pages, request, reply),
    replyWithFormAnswer: (request, reply, answer) => replyWithFormAnswer(pages, request, reply, answer),
  };
}

/** What answering with pages reads: the web app's templates and server build, and the site's services. */
interface Pages extends PagesOptions {
  apollo: ApolloServer<RequestContext>;
  /** Null when the web app has no server build: every address then gets the app's template. */
  web: WebServerBuild | null;
  appTemplate: string;
  publicPageTemplate: string | null;
}

/** A page drawn on the server goes out in public-page.html; any other in the app's template. */
function pageHtml(pages: Pages, page: PageContent, address: string | null): string {
  const context = { publicUrl: pages.services.addresses.current(), address };
  if (page.drawn && pages.publicPageTemplate) {
    return renderPageHtml(pages.publicPageTemplate, page.meta, context, {
      headEnd: page.drawn.styles,
      rootHtml: page.drawn.html,
    });
  }
  return renderPageHtml(pages.appTemplate, page.meta, context, {
    bodyEnd: page.answers.length ? routeDataScript(page.answers) : "",
  });
}

function siteFor(
  { apollo, services, cache }: Pages,
  request: FastifyRequest,
  language: Language,
  preview?: object,
) {
  // A preview's page runs its queries as a visitor's, with the one item shown as if published.
  const context: RequestContext & PreviewContext = {
    ...visitorContext(request, services, language),
    preview,
  };
  // A preview's queries answer what no visitor may see: they are never kept as parts of pages.
  return pageSite(
    apollo,
    context,
    services.addresses.current(),
    (error) =>
      request.log.error({ err: error, url: request.url }, "The page could not be drawn on the server"),
    preview ? null : cache,
  );
}

/**
 * The one 404 page of each language, made once and kept apart from the pages: made-up addresses
 * cost no more than one.
 */
async function replyNotFound(
  pages: Pages,
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
): Promise<FastifyReply> {
  const { web, cache, appTemplate } = pages;
  reply.code(404);
  return replyCached(request, reply, cache, `${NOT_FOUND_KEY} ${language}`, HTML, async () =>
    // It has no address of its own.
    web
      ? pageHtml(pages, await web.answerNotFound(siteFor(pages, request, language), language), null)
      : appTemplate,
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
  pages: Pages,
  request: FastifyRequest,
  reply: FastifyReply,
  named: NonNullable<ReturnType<typeof previewAddress>>,
): Promise<FastifyReply> {
  const { web, services } = pages;
  reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex");
  const item = web && (await previewedItem(services, await actorOf(request, services), named));
  if (!web || !item) return replyNotFound(pages, request, reply, "en");
  const answer = await web.answerPage(
    { address: item.address, draw: true, saveData: false },
    siteFor(pages, request, "en", item.record),
  );
  if (answer.status !== 200 || !answer.drawn) {
    return reply
      .code(500)
      .type("text/plain; charset=utf-8")
      .send("The preview could not be drawn; the server's log says why.");
  }
  const meta = { ...answer.meta, title: `Preview: ${answer.meta.title}`, indexable: false };
  return sendUnkept(
    request,
    reply,
    HTML,
    renderPageHtml(
      pages.publicPageTemplate!,
      meta,
      { publicUrl: services.addresses.current(), address: null },
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
  pages: Pages,
  request: FastifyRequest,
  reply: FastifyReply,
  { address, status, formAnswer }: FormAnswerReply,
): Promise<FastifyReply> {
  const { web } = pages;
  reply.code(status).header("Cache-Control", "no-store");
  const { language } = splitLanguage(address);
  const answer =
    web && (await web.answerPage({ address, draw: true, formAnswer }, siteFor(pages, request, language)));
  if (answer?.status !== 200 || !answer.drawn) return reply.send(formAnswer);
  return sendUnkept(request, reply, HTML, pageHtml(pages, answer, address));
}

async function replyWithPage(
  pages: Pages,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { web, cache, appTemplate } = pages;
  const preview = previewAddress(request.url);
  if (preview) return replyWithPreview(pages, request, reply, preview);
  reply.header("Cache-Control", "no-cache");
  const address = pageAddress(request.url);
  if (!address) return replyNotFound(pages, request, reply, "en");
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

  // Asked at its own address, so that it shows what its key says, whatever the request carried.
  const [reading, answer] = await readingFor(cache, () =>
    web.answerPage(
      { address: address.own, draw: address.asRequested, saveData },
      siteFor(pages, request, address.language),
    ),
  );
  if (answer.status === 404) return replyNotFound(pages, request, reply, address.language);
  // Every location is a path of this site: never `//`, which a browser takes for another site.
  if (answer.status === 301) return reply.redirect(`${answer.location}${address.search}`, 301);
  if (!address.asRequested) return reply.redirect(`${address.path}${address.search}`, 301);
  // The canonical address and og:url are the page's own; the dashboard's one answer names none.
  const body = pageHtml(pages, answer, dashboard ? null : address.own);
  // A page that waits for news (a pending gift) changes with the time too, not only with the
  // content: it is drawn at each ask, never kept (the gift's page says after 20 s that M-Pesa is
  // confirming). A page whose address carries a reader's secret is kept by nobody.
  if (answer.meta.refreshWithoutScriptSeconds || answer.meta.secretAddress) {
    return sendUnkept(request, reply, HTML, body);
  }
  return keepAndSend(request, reply, cache, { key, reading, contentType: HTML, body });
}

const HTML = "text/html; charset=utf-8";
const NOT_FOUND_KEY = `${PAGE_KEY}NOT FOUND`;
const DASHBOARD_KEY = `${PAGE_KEY}DASHBOARD`;
const SAVE_DATA_KEY = " SAVE-DATA";

/** The browser's data saver (or the visitor's own choice) is on: `Save-Data: on`. */
function savesData(request: FastifyRequest): boolean {
  return request.headers["save-data"]?.toString().trim().toLowerCase() === "on";
}
