import type { SiteContentType } from "../content-type.js";

/** The diocese's clergy: the public directory (/clergy) and each member's page. */
export const clergy = {
  name: "clergy",
  table: "clergy_member",
  audit: {
    kind: "Member of the clergy",
    nameColumn: "name",
    fieldWords: {
      deaconOn: "ordination as deacon",
      deaconAt: "place of ordination as deacon",
      priestOn: "ordination as priest",
      priestAt: "place of ordination as priest",
      languages: "languages",
      biography: "biography",
      phonePublic: "phone shown publicly",
      emailPublic: "e-mail shown publicly",
    },
  },
  fileColumns: ["image_url"],
  dashboard: {
    page: "clergy",
    path: "/admin/clergy",
    component: "ClergyPage",
    menu: "dashboardClergy.menu",
    keywords: "clergy priests vicars deacons canons archdeacons directory makasisi",
    reach: "dioceseWide",
    operation: "mutation createClergyMember",
  },
  operations: {
    item: "clergyMember",
    list: "clergy",
    mutations: ["createClergyMember", "updateClergyMember", "deleteClergyMember"],
  },
  publicPage: "clergy",
  revisions: {
    graphqlName: "CLERGY_MEMBER",
    storedAs: "clergy_member",
    fields: [
      { name: "title", label: "Title", message: "dashboardRevisions.fields.title", kind: "text" },
      { name: "name", label: "Name", message: "dashboardRevisions.fields.name", kind: "text" },
      { name: "slug", label: "Address", message: "dashboardRevisions.fields.address", kind: "text" },
      { name: "picture", label: "Picture", message: "dashboardRevisions.fields.picture", kind: "picture" },
      {
        name: "deaconOn",
        label: "Ordained deacon on",
        message: "dashboardRevisions.fields.deaconOn",
        kind: "text",
      },
      {
        name: "deaconAt",
        label: "Ordained deacon at",
        message: "dashboardRevisions.fields.deaconAt",
        kind: "text",
      },
      {
        name: "priestOn",
        label: "Ordained priest on",
        message: "dashboardRevisions.fields.priestOn",
        kind: "text",
      },
      {
        name: "priestAt",
        label: "Ordained priest at",
        message: "dashboardRevisions.fields.priestAt",
        kind: "text",
      },
      { name: "languages", label: "Languages", message: "dashboardRevisions.fields.languages", kind: "text" },
      {
        name: "biography",
        label: "Biography",
        message: "dashboardRevisions.fields.biography",
        kind: "text",
        translated: true,
      },
    ],
  },
} as const satisfies SiteContentType;
