import {
  CLERGY_SEARCH_FIELDS,
  EVENTS_SEARCH_FIELDS,
  INSTITUTION_SEARCH_FIELDS,
  LIBRARY_SEARCH_FIELDS,
  PARISH_SEARCH_FIELDS,
  SERMON_SEARCH_FIELDS,
  sitePaths,
} from "./site-routes.js";

/*
 * Which public pages read their query string, and what of it: a search form's fields, or the
 * number of a page of a list. Whatever else an address carries (?utm_source=...) is no part of
 * the page: its own address (page-address.ts) and the language switch leave it out.
 */

/**
 * The pages whose query string says what they show (a search form's fields), and those fields, in
 * the order their own address spells them. Other parameters (?utm_source=...) are no part of it.
 */
export const SEARCH_PAGES: Readonly<Record<string, readonly string[]>> = {
  [sitePaths.parishes.path]: PARISH_SEARCH_FIELDS,
  [sitePaths.institutions.path]: INSTITUTION_SEARCH_FIELDS,
  [sitePaths.events.path]: EVENTS_SEARCH_FIELDS,
  [sitePaths.sermons.path]: SERMON_SEARCH_FIELDS,
  [sitePaths.libraryDocuments.path]: LIBRARY_SEARCH_FIELDS,
  [sitePaths.clergy.path]: CLERGY_SEARCH_FIELDS,
};

/**
 * The lists that come in pages, `?page=2` onwards; the first page's address has no `?page`. A
 * `:name` part of a list's path stands for any one part of an address (a year's parishes).
 */
export const PAGED_LISTS: readonly string[] = [
  sitePaths.newsList.path,
  sitePaths.careers.path,
  sitePaths.gallery.path,
  sitePaths.yearInNumbers.path,
];

/** Whether the page at this path (without /sw) is one of the paged lists. */
export function isPagedList(path: string): boolean {
  const parts = path.split("/");
  return PAGED_LISTS.some((list) => {
    const listParts = list.split("/");
    return (
      listParts.length === parts.length &&
      listParts.every((part, index) => part === parts[index] || (part.startsWith(":") && parts[index] !== ""))
    );
  });
}
