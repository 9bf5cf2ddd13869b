import type { SiteContentType } from "../content-type.js";

export const department = {
  name: "department",
  table: "department",
  audit: { kind: "Department", nameColumn: "name" },
  fileColumns: ["image_url"],
  previewKind: "departments",
  revisions: {
    graphqlName: "DEPARTMENT",
    storedAs: "department",
    fields: [
      {
        name: "name",
        label: "Name",
        message: "dashboardRevisions.fields.name",
        kind: "text",
        translated: true,
      },
      { name: "slug", label: "Address", message: "dashboardRevisions.fields.address", kind: "text" },
      {
        name: "headName",
        label: "Head's full name",
        message: "dashboardRevisions.fields.headName",
        kind: "text",
      },
      {
        name: "headTitle",
        label: "Head's title",
        message: "dashboardRevisions.fields.headTitle",
        kind: "text",
        translated: true,
      },
      { name: "picture", label: "Picture", message: "dashboardRevisions.fields.picture", kind: "picture" },
      {
        name: "imageCaption",
        label: "Picture caption",
        message: "dashboardRevisions.fields.imageCaption",
        kind: "text",
        translated: true,
      },
      {
        name: "body",
        label: "Page text",
        message: "dashboardRevisions.fields.pageText",
        kind: "richText",
        translated: true,
      },
    ],
  },
} as const satisfies SiteContentType;
