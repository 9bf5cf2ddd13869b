import type { SiteContentType } from "../content-type.js";

/** The lists of clergy postings, which staff announce, publish or schedule; their postings take effect on their days. */
export const clergyPosting = {
  name: "clergy-posting",
  table: "clergy_posting_list",
  audit: { kind: "List of clergy postings", nameColumn: "title" },
  dashboard: {
    page: "clergyPostings",
    path: "/admin/clergy-postings",
    component: "ClergyPostingsPage",
    menu: "dashboardClergyPostings.menu",
    keywords: "clergy postings transfers vicars archdeacons uhamisho",
    reach: "dioceseWide",
    operation: "mutation createClergyPostingList",
  },
} as const satisfies SiteContentType;
