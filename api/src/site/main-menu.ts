/*
 * The main menu and the pages of one fixed address the sitemap names: which of the site's pages
 * (site-routes.ts) visitors are led to, and in what order. Like site-routes.ts it imports nothing
 * but types, so the web app bundles it as it is.
 */
import type { sitePaths } from "./site-routes.js";

/**
 * The main menu, in its order: wide screens show it across the header and phones behind the ☰
 * button, both drawn from this one list (web/src/features/site/site-navigation.ts). An entry is a
 * page of `sitePaths` or a named list of pages; the web adds to the archdeaconries' and the
 * departments' lists each one's own page, and to About the strategic plan when there is one. Lists
 * keep the top level short enough to fit across a 1280 px screen beside the site's name.
 */
export const MAIN_MENU = [
  "home",
  {
    list: "about",
    pages: [
      "aboutUs",
      "dioceseHistory",
      "governanceSystem",
      "clergy",
      "boardsAndCommittees",
      "yearsInNumbers",
      "careers",
    ],
  },
  { list: "archdeaconries", pages: ["parishes", "institutions"] },
  { list: "departments", pages: [] },
  "events",
  { list: "media", pages: ["newsList", "sermons", "gallery", "libraryDocuments"] },
  "projects",
] as const satisfies readonly (
  keyof typeof sitePaths | { list: string; pages: readonly (keyof typeof sitePaths)[] }
)[];

type MainMenuEntry = (typeof MAIN_MENU)[number];
/** A page the main menu links to, on its top level or in one of its lists. */
export type MainMenuPage =
  Extract<MainMenuEntry, string> | Extract<MainMenuEntry, { list: string }>["pages"][number];
/** One of the main menu's lists of pages. */
export type MainMenuList = Extract<MainMenuEntry, { list: string }>["list"];

/**
 * The pages of one fixed address that search engines are told of, in the sitemap's order. The
 * sitemap (api/src/pages/feeds.ts) must say when each last changed, so adding one here fails the
 * type check until it does; so it does until the page is in the main menu, where visitors find it
 * (Events, Sermons and the Gallery were once left out of the menu).
 */
export const SITEMAP_PAGES = [
  "home",
  "aboutUs",
  "dioceseHistory",
  "governanceSystem",
  "projects",
  "parishes",
  "events",
  "newsList",
  "careers",
  "boardsAndCommittees",
  "sermons",
  "gallery",
  "yearsInNumbers",
] as const satisfies readonly MainMenuPage[];
