/*
 * The seam between the API and the web app's server build (web/dist-server/server.js, built from
 * web/src/public/server.tsx): what the API asks of it and what it answers. Types only. The web
 * app's server entry is declared with these types and the API loads the build as one, so
 * `npm run check` fails when the two sides disagree.
 */

import type { RegistrationPaymentProblem, RegistrationProblem } from "./form-problems.js";
import type { Language } from "./languages.js";

/** One GraphQL query of a page's first render, as text the API runs. */
export interface PageQuery {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A query's answer, sent inside a page the browser draws, for the app to put in its cache. */
export interface PageQueryAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** What the web app's server build may ask of the API while it answers for a page. */
export interface PageSite {
  /** The address visitors reach the site by (PUBLIC_URL), for the full addresses a page gives away. */
  siteUrl: string;
  /**
   * Runs a query through the same GraphQL server as the app's requests, as a visitor: its data,
   * or null when the API refused it (the app then asks again itself, and shows its own error).
   */
  runQuery(query: PageQuery): Promise<Record<string, unknown> | null>;
  /** Tells the operator of a page that could not be drawn; the app draws it in the browser. */
  reportDrawingFailure(error: unknown): void;
}

/** A picture for share previews: an absolute path on this site, and its size in pixels. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  /** What the picture shows, for og:image:alt. */
  alt: string;
}

/** An RSS feed a page names in its head: its title and its address on this site. */
export interface PageFeed {
  title: string;
  href: string;
}

/** The head of a page: enough for search engines and share previews (which run no script). */
export interface PageMeta {
  /** The page's language, for `<html lang>`: its address's (a Kiswahili page is under /sw). */
  language: Language;
  /** The whole title, '{short name} | {page}'. */
  title: string;
  /** What a share preview calls the page: the page's name, but the diocese's name for the home page. */
  shareTitle: string;
  description: string;
  /** The page's own picture, or null for the site's share picture. */
  image: ShareImage | null;
  type: "website" | "article";
  /** Search engines leave the sign-in pages and the dashboard alone. */
  indexable: boolean;
  /** The diocese's short name, for og:site_name and the feeds' link titles. */
  siteName: string;
  /**
   * A page that waits for news (a gift's status while M-Pesa has not answered): a browser without
   * JavaScript asks for it again after this many seconds; with JavaScript a behaviour asks instead.
   */
  refreshWithoutScriptSeconds?: number;
  /**
   * The page's address carries a secret (a newsletter reader's token in ?token=): the page is sent
   * `no-store`, so that neither the browser nor the service worker keeps it on a shared phone.
   */
  secretAddress?: boolean;
  /**
   * RSS feeds of what the page lists, named in its head before the site's own (the sermons page's
   * podcast), so that a browser or a podcast app given the page finds them.
   */
  feeds?: PageFeed[];
  /**
   * What the page is about for search engines, as schema.org JSON-LD (a parish's page: a Church,
   * with its address, position and services).
   */
  structuredData?: Record<string, unknown>;
}

/** A public page drawn on the server: its elements, and the `<style>` elements of its head. */
export interface DrawnPage {
  /** For the inside of `<div id="root">`. */
  html: string;
  styles: string;
}

/** A page's head, and its body drawn, or null with the answers for the app to draw it. */
export interface PageContent {
  meta: PageMeta;
  drawn: DrawnPage | null;
  answers: PageQueryAnswer[];
}

/** The answer for one address: the page, where to find it instead, or that there is none. */
export type PageAnswer =
  ({ status: 200 } & PageContent) | { status: 301; location: string } | { status: 404 };

/**
 * What a form sent without JavaScript came to, for the page that answers its POST (drawn at the
 * form's page's address, never kept): the newsletter's sign-up, with the address as typed; its
 * confirmation, with the confirmed address; and leaving the list.
 */
export type FormAnswer =
  | {
      form: "newsletter-sign-up";
      outcome: "subscribed" | "invalid-address" | "too-many";
      email: string;
      /** When another sign-up may be tried (`too-many`). */
      retryInMinutes?: number;
    }
  | { form: "newsletter-confirm"; outcome: "confirmed" | "wrong-link" | "expired-link"; email?: string }
  | { form: "newsletter-unsubscribe"; outcome: "unsubscribed" | "wrong-link" }
  | {
      form: "registration";
      /** What was typed, by the form's field names, for the form drawn again to keep. */
      values: Record<string, string>;
      /** What was wrong, by the name of the field at fault (`form` for the whole form). */
      problems: Partial<Record<string, RegistrationProblem>>;
      /** When another try may be made (`too-many`). */
      retryInMinutes?: number;
    }
  | { form: "registration-payment"; problem: RegistrationPaymentProblem };

/** What the API asks: the page at its own address (path, and `?page=n` of a list's later pages). */
export interface PageRequest {
  address: string;
  /** False when only the status is wanted (the request spelt the address otherwise): nothing is drawn. */
  draw: boolean;
  /**
   * The visitor asked to save data (`Save-Data: on`): the lighter page, with the carousel's first
   * slide alone and smaller pictures. Left out: the ordinary page.
   */
  saveData?: boolean;
  /** The page answers a form posted to it without JavaScript, and shows what came of it. */
  formAnswer?: FormAnswer;
}

/** What web/dist-server/server.js exports as its default. */
export interface WebServerBuild {
  /** A public page, or the dashboard's and sign-in pages' head, in one call: status, head and body. */
  answerPage(request: PageRequest, site: PageSite): Promise<PageAnswer>;
  /** The 404 page in a language, the same for every address of it where there is no page. */
  answerNotFound(site: PageSite, language: Language): Promise<PageContent>;
}
