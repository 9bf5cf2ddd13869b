import type { SiteContentType } from "../content-type.js";

export const informationPage = {
  name: "information-page",
  table: "information_page",
  audit: { kind: "Information page", nameColumn: "title" },
  previewKind: "pages",
  revisions: {
    graphqlName: "INFORMATION_PAGE",
    storedAs: "information_page",
    fields: [
      {
        name: "title",
        label: "Title",
        message: "dashboardRevisions.fields.title",
        kind: "text",
        translated: true,
      },
      { name: "slug", label: "Address", message: "dashboardRevisions.fields.address", kind: "text" },
      {
        name: "body",
        label: "Text",
        message: "dashboardRevisions.fields.text",
        kind: "richText",
        translated: true,
      },
    ],
  },
} as const satisfies SiteContentType;
