import type { Actor } from "./authorization.js";
import type { Publication } from "./modules/publication/publication.js";
import type { Schedulable } from "./modules/publication/scheduled-publishing.js";
import type { SiteContentType } from "./site/content-type.js";

/** An unpublished item as its preview draws it: the record, and the public address where it will show. */
export interface PreviewedItem {
  record: Publication & object;
  /** The public page the item will be on: its own, or the home page for a bishop's message. */
  address: string;
}

/** A page of the sitemap: its address and when what it shows last changed (null: not known). */
export interface SitemapPage {
  path: string;
  changed: Date | null;
}

/**
 * The API's part of one content type, declared in its module (`<module>.content-type.ts`) beside
 * its shared part (api/src/site/content-types/). `Needs` is the part of the app's services it
 * reads, as an object type of its own, so that a module never imports the list of every service;
 * api/src/content-types.ts checks that the app's services give what each type needs.
 */
export interface ContentType<Needs> {
  readonly shared: SiteContentType;
  /** For a type whose items can be scheduled: its service, which publishes those due. */
  scheduled?(services: Needs): Schedulable;
  /**
   * For a type with previews: the item with this id as `actor` may read it (the service's staff
   * read, which checks they may edit it) and the public page it will show on; null for none.
   */
  previewed?(services: Needs, actor: Actor, id: string): Promise<PreviewedItem | null>;
  /**
   * For a type with public pages not listed by the sitemap's own code (api/src/pages/feeds.ts):
   * those pages, each with its last change; the sitemap adds them after its own.
   */
  sitemap?(services: Needs): Promise<SitemapPage[]>;
}
