import type { SiteContentType } from "../content-type.js";

export const news = {
  name: "news",
  table: "news_article",
  audit: { kind: "News article", nameColumn: "title" },
  fileColumns: ["image_url"],
  previewKind: "news",
  revisions: {
    graphqlName: "NEWS_ARTICLE",
    storedAs: "news_article",
    fields: [
      {
        name: "title",
        label: "Title",
        message: "dashboardRevisions.fields.title",
        kind: "text",
        translated: true,
      },
      {
        name: "body",
        label: "Article",
        message: "dashboardRevisions.fields.article",
        kind: "richText",
        translated: true,
      },
      {
        name: "picture",
        label: "Cover picture",
        message: "dashboardRevisions.fields.coverPicture",
        kind: "picture",
      },
    ],
  },
} as const satisfies SiteContentType;
