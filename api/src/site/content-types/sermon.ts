import type { SiteContentType } from "../content-type.js";

export const sermon = {
  name: "sermon",
  table: "sermon",
  audit: { kind: "Sermon", nameColumn: "title" },
  fileColumns: ["audio_url"],
  previewKind: "sermons",
} as const satisfies SiteContentType;
