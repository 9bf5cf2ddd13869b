import type { ContentType, PreviewedItem } from "./content-type.js";
import type { Actor } from "./authorization.js";
import { bishopMessageContentType } from "./modules/bishop-message/bishop-message.content-type.js";
import { departmentContentType } from "./modules/department/department.content-type.js";
import { informationPageContentType } from "./modules/information-page/information-page.content-type.js";
import { newsContentType } from "./modules/news/news.content-type.js";
import type { Schedulable } from "./modules/publication/scheduled-publishing.js";
import { sermonContentType } from "./modules/sermon/sermon.content-type.js";
import type { Services } from "./services.js";
import type { SiteContentTypeName } from "./site/content-types/index.js";
import type { PreviewKind } from "./site/content-types/index.js";

/**
 * The registry: every content type's module part, listed once, by the name of its shared part
 * (api/src/site/content-types/), which the keys must match one for one. What works across types
 * (scheduled publishing, previews, ...) reads this list; a new type is added here and in the
 * shared list, and nowhere else. The order is the order in which such work visits the types.
 */
const CONTENT_TYPES = {
  news: newsContentType,
  "information-page": informationPageContentType,
  department: departmentContentType,
  "bishop-message": bishopMessageContentType,
  sermon: sermonContentType,
} as const satisfies Record<SiteContentTypeName, ContentType<Services>>;

const everyType: readonly ContentType<Services>[] = Object.values(CONTENT_TYPES);

/** The services whose items scheduled publishing puts out on time. */
export function schedulables(services: Services): Schedulable[] {
  return everyType.flatMap((type) => (type.scheduled ? [type.scheduled(services)] : []));
}

/** The item of the kind and id a preview address names, as `actor` may see it; null for none. */
export function previewedOfKind(
  services: Services,
  actor: Actor,
  { kind, id }: { kind: PreviewKind; id: string },
): Promise<PreviewedItem | null> {
  const type = everyType.find((candidate) => candidate.shared.previewKind === kind);
  return type?.previewed?.(services, actor, id) ?? Promise.resolve(null);
}
