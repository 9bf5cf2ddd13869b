import { PAGE_SIZE_MAX } from "./page-size.js";
import type { Page, PageArgs } from "./pagination.js";

/**
 * How many items one answer of a long legacy list holds (`/api/getAllNews`, `/api/getAllEvents`):
 * as many as a GraphQL page. The contract's answer is a bare JSON array, so the rest is reached
 * with `?page=2` onwards, which the old site never sent: an old page keeps working and gets the
 * newest, however many articles a diocese has written over the years.
 */
export const LEGACY_PAGE_SIZE = PAGE_SIZE_MAX;

/** One page of a long legacy list: rest/legacy-api.ts sends its items as the array, its paging as headers. */
export class LegacyPage<Item> {
  constructor(readonly page: Page<Item>) {}
}

/**
 * The page a legacy list's query string asks for (`?page=`, 1 when none), for the service to check
 * as it checks GraphQL's: "abc" and "1.5" are no whole number, "0" and "-1" not 1 or more.
 */
export function legacyPageArgs(query: Readonly<Record<string, string | undefined>>): PageArgs {
  return { page: Number(query.page ?? 1), pageSize: LEGACY_PAGE_SIZE };
}
