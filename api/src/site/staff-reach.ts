/*
 * Which member of staff reaches which page of the dashboard: one table that the dashboard's menu,
 * its search and the guard of its pages read (web/src/admin/), so that no role is shown a page
 * whose every save the API would refuse. The API decides each call itself (authorization.ts);
 * api/test/staff-reach.test.ts calls, as each role, the operation each page does its work with,
 * and fails when this table and the API's answers differ. It imports only the content types'
 * shared parts (whose dashboard pages it adds), so the web app bundles it as it is.
 */

import type { DashboardReach } from "./content-type.js";
import { DASHBOARD_PAGES_OF_TYPES, type DashboardPageOfType } from "./content-types/index.js";

/** The roles of staff, as GraphQL spells them (the API's AdminRole). */
export const STAFF_ROLES = [
  "SYSTEM_ADMIN",
  "EDITOR",
  "TREASURER",
  "PARISH_EDITOR",
  "DEPARTMENT_EDITOR",
  "ARCHDEACON",
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The content of the whole diocese: an editor or a system admin. */
const DIOCESE_WIDE = ["SYSTEM_ADMIN", "EDITOR"] as const;
/** What a parish editor keeps of their parish besides its page: its news, sermons and albums. */
const PARISH_CONTENT = [...DIOCESE_WIDE, "PARISH_EDITOR"] as const;

/**
 * The dashboard's pages, each with the roles that reach it. A parish or department editor reaches
 * a page of the parishes, departments or events for their own place alone; which one the page
 * shows them is the page's own affair.
 */
const BUILT_IN_REACH = {
  welcome: STAFF_ROLES,
  account: STAFF_ROLES,
  archdeaconries: DIOCESE_WIDE,
  archdeaconry: DIOCESE_WIDE,
  parish: PARISH_CONTENT,
  homepage: DIOCESE_WIDE,
  aboutUs: DIOCESE_WIDE,
  departments: [...DIOCESE_WIDE, "DEPARTMENT_EDITOR"],
  committees: DIOCESE_WIDE,
  events: [...DIOCESE_WIDE, "PARISH_EDITOR", "DEPARTMENT_EDITOR"],
  news: PARISH_CONTENT,
  projects: DIOCESE_WIDE,
  gallery: PARISH_CONTENT,
  careers: DIOCESE_WIDE,
  sermons: PARISH_CONTENT,
  subscribers: DIOCESE_WIDE,
  newsletter: DIOCESE_WIDE,
  settings: DIOCESE_WIDE,
  // The ledger names donors and their phones: a treasurer's and a system admin's alone.
  contributions: ["SYSTEM_ADMIN", "TREASURER"],
  // The SMS log names donors' numbers (masked) and what they were sent.
  sms: ["SYSTEM_ADMIN", "TREASURER"],
  // Notices by SMS to a parish's subscribers: a parish editor sends their own parish's.
  smsNotices: PARISH_CONTENT,
  // What parishes owe the diocese: read by diocese-wide staff, an archdeacon their archdeaconry's,
  // a parish editor their own parish's.
  assessments: ["SYSTEM_ADMIN", "EDITOR", "TREASURER", "PARISH_EDITOR", "ARCHDEACON"],
  // Parishes' annual returns, read by whoever reads parish records (as assessments are): a parish
  // editor fills in their own, the diocese follows every parish's, the treasurer reads the income
  // reported, an archdeacon follows their archdeaconry's. Only editors change one.
  parishReturns: ["SYSTEM_ADMIN", "EDITOR", "TREASURER", "PARISH_EDITOR", "ARCHDEACON"],
  // The questions of each year's return: the diocesan secretary's, an editor or a system admin.
  parishReturnQuestions: DIOCESE_WIDE,
  // Pledges name their pledgers and what they owe.
  pledges: ["SYSTEM_ADMIN", "TREASURER"],
  // Donors' statements: who gave in a year, and sending each theirs.
  givingStatements: ["SYSTEM_ADMIN", "TREASURER"],
  users: ["SYSTEM_ADMIN"],
  apiTokens: ["SYSTEM_ADMIN"],
  auditLog: ["SYSTEM_ADMIN"],
} as const satisfies Record<string, readonly StaffRole[]>;

const ROLES_OF: Record<DashboardReach, readonly StaffRole[]> = {
  dioceseWide: DIOCESE_WIDE,
  parishContent: PARISH_CONTENT,
};

/** The pages the content types declare (api/src/site/content-types/), each with its reach's roles. */
type ContentTypeReach = { readonly [Page in DashboardPageOfType["page"]]: readonly StaffRole[] };

export const STAFF_REACH: typeof BUILT_IN_REACH & ContentTypeReach = {
  ...BUILT_IN_REACH,
  ...(Object.fromEntries(
    DASHBOARD_PAGES_OF_TYPES.map((page) => [page.page, ROLES_OF[page.reach]]),
  ) as ContentTypeReach),
};

export type StaffPage = keyof typeof STAFF_REACH;

/**
 * Whether a member of staff with this role reaches the page. A role the API has but this table
 * does not name yet (the archdeacon's, until its pages are chosen) reaches none.
 */
export function reaches(role: string, page: StaffPage): boolean {
  return (STAFF_REACH[page] as readonly string[]).includes(role);
}
