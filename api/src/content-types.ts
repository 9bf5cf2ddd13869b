import type { Actor } from "./authorization.js";
import type { ContentType, PreviewedItem, SitemapPage } from "./content-type.js";
import { MODULES } from "./modules.js";
import type { Schedulable } from "./modules/publication/scheduled-publishing.js";
import type { Services } from "./services.js";
import type { PreviewKind } from "./site/content-types/index.js";

/**
 * The content types' API parts, read from the registry of modules (api/src/modules.ts) in its
 * order, which is the order in which work across types (scheduled publishing, ...) visits them.
 * Each has its shared part in api/src/site/content-types/; content-types.test.ts holds the two
 * lists to one another.
 */
export const CONTENT_TYPES: readonly ContentType<Services>[] = MODULES.flatMap((module) =>
  "contentType" in module ? [module.contentType] : [],
);

/** The services whose items scheduled publishing puts out on time. */
export function schedulables(services: Services): Schedulable[] {
  return CONTENT_TYPES.flatMap((type) => (type.scheduled ? [type.scheduled(services)] : []));
}

/** The item of the kind and id a preview address names, as `actor` may see it; null for none. */
export function previewedOfKind(
  services: Services,
  actor: Actor,
  { kind, id }: { kind: PreviewKind; id: string },
): Promise<PreviewedItem | null> {
  const type = CONTENT_TYPES.find((candidate) => candidate.shared.previewKind === kind);
  return type?.previewed?.(services, actor, id) ?? Promise.resolve(null);
}

/** The public pages the content types add to the sitemap, type by type. */
export async function sitemapPagesOfTypes(services: Services): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  for (const type of CONTENT_TYPES) if (type.sitemap) pages.push(...(await type.sitemap(services)));
  return pages;
}
