import { AppError } from "../errors.js";
import type { Actor } from "../authorization.js";
import type { PreviewedItem } from "../content-type.js";
import { previewedOfKind } from "../content-types.js";
import type { Publication } from "../modules/publication/publication.js";
import type { Services } from "../services.js";
import { PREVIEW_KINDS, type PreviewKind } from "../site/content-types/index.js";
import { isRecordId } from "../site/site-routes.js";
import { escapeHtml } from "../lib/escape-html.js";

export type { PreviewedItem } from "../content-type.js";

/** The kind and id a preview address names (`/preview/news/12`), or null when it names none. */
export function previewAddress(url: string): { kind: PreviewKind; id: string } | null {
  const match = /^\/preview\/([a-z-]+)\/([^/?#]+)\/?(?:\?.*)?$/.exec(url);
  if (!match) return null;
  const kind = PREVIEW_KINDS.find((candidate) => candidate === match[1]);
  return kind && isRecordId(match[2]!) ? { kind, id: match[2]! } : null;
}

/**
 * The item a preview address names, read as `actor` through the service's staff read (which
 * checks that they may edit it), and the public page it will be on. Null when there is no such
 * item, when it has no public page, or when the actor may not read it: a visitor, a treasurer or
 * another parish's editor learn nothing, not even whether the item exists.
 */
export async function previewedItem(
  services: Services,
  actor: Actor | null,
  { kind, id }: { kind: PreviewKind; id: string },
): Promise<PreviewedItem | null> {
  if (!actor) return null;
  try {
    return await previewedOfKind(services, actor, { kind, id });
  } catch (error) {
    // Refused (not signed in, not theirs to edit): the same answer as for an item that is not there.
    if (error instanceof AppError) return null;
    throw error;
  }
}

const KAKAMEGA_TIME = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Nairobi",
});

/** What the banner says of the item's publication: its heading and the detail. */
function standing({ status, publishAt }: Publication): [string, string] {
  if (status === "published") return ["Preview — already public", "This is how it looks on the website now."];
  if (status === "scheduled" && publishAt)
    return [
      "Preview — not public yet",
      `Scheduled for ${KAKAMEGA_TIME.format(publishAt)}, Kakamega time; until then only staff can see it.`,
    ];
  return ["Preview — not public yet", "A draft: only signed-in staff can see it."];
}

/**
 * The banner at the top of every preview, so that no one takes it for the public page. Written
 * here, not by the web app's page, so that the page drawn is exactly the public one; its styles
 * are inline since it has no component of its own (the site's policy allows inline styles).
 */
export function previewBanner(item: PreviewedItem): string {
  const [heading, detail] = standing(item.record);
  return (
    `<div role="status" data-preview-banner="" style="position:sticky;top:0;z-index:2000;` +
    `background:#7a1f1f;color:#fff;padding:10px 16px;font:600 15px/1.4 system-ui,sans-serif;text-align:center">` +
    `${heading}. <span style="font-weight:400">${escapeHtml(detail)}</span></div>`
  );
}
