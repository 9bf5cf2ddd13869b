import {
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  type IntrospectionQuery,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminRole, SYSTEM_ACTOR } from "../src/authorization.js";
import { DASHBOARD_PAGES_OF_TYPES, type DashboardPageOfType } from "../src/site/content-types/index.js";
import { STAFF_REACH, STAFF_ROLES, type StaffPage, type StaffRole } from "../src/site/staff-reach.js";
import {
  createArchdeaconry,
  createParish,
  createStaffMember,
  daysFromToday,
  signedInHeaders,
} from "./factories.js";
import { callField } from "./every-operation.js";
import { graphql } from "./http.js";
import { smallImage } from "./images.js";
import { startTestApp, type TestApp } from "./test-app.js";

/*
 * The dashboard shows each role the pages api/src/site/staff-reach.ts says it reaches. This holds
 * that table to the API: each page is tried through the operation it does its work with, as each
 * role, and the roles the API lets through must be the page's roles. A parish or department
 * editor tries it on their own parish or department, an archdeacon on a parish of their
 * archdeaconry.
 */

/** The parish and department the scoped editors keep, in the archdeaconry an archdeacon reads. */
interface Place {
  archdeaconryId: string;
  parishId: string;
  departmentId: string;
}

type Probe = {
  operation: `${"query" | "mutation"} ${string}`;
  /** The arguments that address the place; a sample of each required one otherwise. */
  args?: (place: Place, role: StaffRole) => Record<string, unknown>;
};

const OWN_PARISH = (place: Place) => ({ parishId: place.parishId });

/**
 * The operation each page does its work with: without it, the page is of no use. A content type's
 * page names its own (api/src/site/content-types/).
 */
const PROBES: Record<StaffPage, Probe> = {
  ...(Object.fromEntries(
    DASHBOARD_PAGES_OF_TYPES.map(({ page, operation }) => [page, { operation }]),
  ) as unknown as Record<DashboardPageOfType["page"], Probe>),
  welcome: { operation: "query giftTotals" },
  account: { operation: "mutation setMyLanguage" },
  archdeaconries: { operation: "mutation createArchdeaconry" },
  archdeaconry: { operation: "mutation updateArchdeaconry" },
  parish: {
    operation: "mutation updateParish",
    args: (place) => ({
      id: place.parishId,
      input: { name: "St Luke's Butere", archdeaconryId: place.archdeaconryId, town: "Butere" },
    }),
  },
  homepage: { operation: "mutation reorderSlides" },
  aboutUs: { operation: "mutation updateAdministrativeSecretary" },
  departments: {
    operation: "mutation updateDepartment",
    args: (place) => ({
      id: place.departmentId,
      input: { slug: "mothers-union", name: "Mothers' Union", body: "<p>Prayer and service.</p>" },
    }),
  },
  committees: { operation: "mutation createCommittee" },
  events: {
    operation: "mutation createEvent",
    args: (place, role) => ({
      input: {
        title: "Confirmation service",
        date: daysFromToday(14),
        startTime: "10:00",
        endTime: "12:00",
        ...(role === "DEPARTMENT_EDITOR" ? { departmentId: place.departmentId } : OWN_PARISH(place)),
      },
    }),
  },
  news: {
    operation: "mutation createNewsArticle",
    args: (place) => ({ input: { title: "Harvest", body: "<p>First fruits.</p>", ...OWN_PARISH(place) } }),
  },
  projects: { operation: "mutation createProject" },
  gallery: {
    operation: "mutation createPhotoAlbum",
    args: (place) => ({ input: { title: "Synod", date: daysFromToday(-1), ...OWN_PARISH(place) } }),
  },
  careers: { operation: "mutation createJobOpening" },
  sermons: {
    operation: "mutation createSermon",
    args: (place) => ({
      input: {
        title: "The sower",
        preacher: "Canon Otieno",
        preachedOn: "2026-11-22",
        passages: "Mark 4:1-20",
        notes: "",
        ...OWN_PARISH(place),
      },
    }),
  },
  institutions: {
    operation: "mutation createInstitution",
    args: (place) => ({ input: { name: "Harambee Primary", kind: "PRIMARY_SCHOOL", ...OWN_PARISH(place) } }),
  },
  assessments: { operation: "query assessmentOverview", args: () => ({ year: new Date().getUTCFullYear() }) },
  subscribers: { operation: "query newsletterSubscribers" },
  newsletter: { operation: "query newsletterIssues" },
  settings: { operation: "mutation updateSiteSettings" },
  contributions: { operation: "query contributions" },
  sms: { operation: "query smsMessages" },
  pledges: { operation: "query pledges" },
  givingStatements: { operation: "query givingStatementYear", args: () => ({ year: 2030 }) },
  parishReturns: { operation: "query parishReturnStatuses", args: () => ({ year: 2040 }) },
  parishReturnQuestions: {
    operation: "mutation setParishReturnQuestions",
    args: () => ({ year: 2041, questions: [] }),
  },
  smsNotices: {
    operation: "query smsNoticePreview",
    args: (place) => ({ input: { body: "Synod on Saturday.", ...OWN_PARISH(place) } }),
  },
  users: { operation: "query adminUsers" },
  apiTokens: { operation: "query apiTokens" },
  auditLog: { operation: "query auditLog" },
};

let server: TestApp;
let schema: GraphQLSchema;
let picture: Buffer;
let place: Place;
const headers = {} as Record<StaffRole, Record<string, string>>;

beforeAll(async () => {
  server = await startTestApp();
  const { body } = await graphql<IntrospectionQuery>(server.url, getIntrospectionQuery());
  schema = buildClientSchema(body.data!);
  picture = await smallImage("png", 40);
  const archdeaconry = await createArchdeaconry(server.services);
  const parish = await createParish(server.services, { archdeaconryId: archdeaconry.id });
  const department = await server.services.departments.create(SYSTEM_ACTOR, {
    slug: "mothers-union",
    name: "Mothers' Union",
    body: "<p>Prayer, fellowship and service.</p>",
  });
  place = {
    archdeaconryId: String(archdeaconry.id),
    parishId: String(parish.id),
    departmentId: String(department.id),
  };
  for (const role of STAFF_ROLES) {
    const member = await createStaffMember(server, {
      role: AdminRole[role],
      parishId: role === "PARISH_EDITOR" ? parish.id : null,
      departmentId: role === "DEPARTMENT_EDITOR" ? department.id : null,
      archdeaconryId: role === "ARCHDEACON" ? archdeaconry.id : null,
    });
    headers[role] = await signedInHeaders(server, member);
  }
});

afterAll(async () => {
  await server.close();
});

/** Whether the API lets a member of staff with this role do the page's work. */
async function letsThrough(page: StaffPage, role: StaffRole): Promise<boolean> {
  const { operation, args } = PROBES[page];
  const [kind, name] = operation.split(" ") as ["query" | "mutation", string];
  const root = kind === "query" ? schema.getQueryType()! : schema.getMutationType()!;
  const field = root.getFields()[name];
  if (!field) throw new Error(`${operation} is not in the schema`);
  const body = await callField({ url: server.url, picture }, kind, field, headers[role], args?.(place, role));
  const code = String(body.errors?.[0]?.extensions?.code ?? "");
  if (code === "INTERNAL_SERVER_ERROR") throw new Error(`${operation} failed: ${body.errors![0]!.message}`);
  return code !== "UNAUTHENTICATED" && code !== "FORBIDDEN";
}

describe("the dashboard's pages by role, held to what the API refuses", () => {
  it("knows the API's roles, every one", () => {
    expect([...STAFF_ROLES].sort()).toEqual(Object.keys(AdminRole).sort());
  });

  it.each(Object.keys(STAFF_REACH) as StaffPage[])(
    "shows %s to the roles the API lets do its work",
    async (page) => {
      const allowed: StaffRole[] = [];
      for (const role of STAFF_ROLES) if (await letsThrough(page, role)) allowed.push(role);
      expect(allowed.sort()).toEqual([...STAFF_REACH[page]].sort());
    },
  );
});
