import type { SiteContentType } from "../content-type.js";

/*
 * The schools, colleges, hospitals and homes the church sponsors (api/src/modules/institution/).
 * Kept by a parish editor for their own parish, so its operations are not the generator's
 * diocese-wide ones: the role matrix's lines for them are written out (api/test/role-matrix/expected.ts).
 */
export const institution = {
  name: "institution",
  table: "institution",
  audit: {
    kind: "Institution",
    nameColumn: "name",
    fieldWords: { kind: "kind of institution", website: "website", chaplainId: "chaplain" },
  },
  fileColumns: ["image_url"],
  dashboard: {
    page: "institutions",
    path: "/admin/institutions",
    component: "InstitutionsPage",
    menu: "dashboardInstitutions.menu",
    keywords: "schools hospitals colleges institutions sponsored",
    reach: "parishContent",
    operation: "mutation createInstitution",
  },
  publicPage: "institutions",
  revisions: {
    graphqlName: "INSTITUTION",
    storedAs: "institution",
    // Its words and picture; its kind, sponsor, place on the map and chaplain are no text to compare.
    fields: [
      { name: "name", label: "Name", message: "dashboardRevisions.fields.name", kind: "text" },
      { name: "town", label: "Town or village", message: "dashboardRevisions.fields.town", kind: "text" },
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
      { name: "phone", label: "Office phone", message: "dashboardRevisions.fields.phone", kind: "text" },
      { name: "email", label: "Office e-mail", message: "dashboardRevisions.fields.email", kind: "text" },
      { name: "website", label: "Website", message: "dashboardRevisions.fields.website", kind: "text" },
      { name: "picture", label: "Picture", message: "dashboardRevisions.fields.picture", kind: "picture" },
      {
        name: "history",
        label: "History",
        message: "dashboardRevisions.fields.history",
        kind: "text",
        translated: true,
      },
    ],
  },
} as const satisfies SiteContentType;
