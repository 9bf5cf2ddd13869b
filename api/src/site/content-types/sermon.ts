import type { SiteContentType } from "../content-type.js";

export const sermon = {
  name: "sermon",
  previewKind: "sermons",
} as const satisfies SiteContentType;
