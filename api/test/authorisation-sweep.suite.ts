import {
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLField,
  type GraphQLSchema,
  type IntrospectionQuery,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { AdminRole } from "../src/authorization.js";
import { LEGACY_ROUTES } from "../src/rest/legacy-routes.js";
import { createArchdeaconry, createStaffMember, signedInHeaders } from "./factories.js";
import { graphql, requestJson, type GraphQLResponse } from "./http.js";
import { smallImage } from "./images.js";
import {
  callField,
  LEGACY_WRITE_BODY,
  PUBLIC_LEGACY_WRITES,
  PUBLIC_MUTATIONS,
  PUBLIC_QUERIES,
} from "./every-operation.js";
import type { DioceseUnderTest } from "./diocese-under-test.js";

/** Private reads behind an argument of a public query. */
const PRIVATE_READS_BY_ARGUMENT = [
  { query: "jobOpenings", args: { includeClosed: true } },
  { query: "institutions", args: { includeUnpublished: true } },
  { query: "institution", args: { id: "1", includeUnpublished: true } },
];

/** What only a system admin may do; an editor is refused (FORBIDDEN). */
const SYSTEM_ADMIN_OPERATIONS = [
  "query adminUsers",
  "mutation createAdminUser",
  "mutation setAdminUserActive",
  "mutation resetAdminUserPassword",
  "mutation setAdminUserRole",
  "query apiTokens",
  "mutation createApiToken",
  "mutation revokeApiToken",
  "query auditLog",
];

/** What only a treasurer (or a system admin) may do; an editor is refused (FORBIDDEN). */
const TREASURER_OPERATIONS = [
  "query contributions",
  "mutation recordGift",
  "mutation reverseGift",
  "mutation checkGiftStatus",
  "query unmatchedPayments",
  "mutation assignUnmatchedPayment",
  "mutation setAsideUnmatchedPayment",
  "query smsMessages",
  "query smsMonthCost",
  "mutation resendGiftReceipt",
  "query pledges",
  "query pledgeTotals",
  "query givingStatementYear",
  "query givingStatementsSent",
  "mutation sendGivingStatements",
  "mutation recordPaperPledge",
  "mutation adjustPledge",
  "mutation cancelPledge",
  "mutation setAssessment",
  "query assessmentRulePreview",
  "mutation applyAssessmentRule",
  "mutation recordAssessmentPayment",
  "mutation assignUnmatchedPaymentToAssessment",
  "mutation reverseAssessmentPayment",
  "mutation payAssessmentByMpesa",
  "mutation setParishTreasurer",
  "mutation recordRegistrationRefund",
];

/**
 * What a treasurer does beside the diocese's editors (so an editor is not refused it either): the
 * synod report, which holds every parish's records and money.
 */
const TREASURER_AND_EDITOR_OPERATIONS = new Set(["makeSynodReport"]);

/** What any member of staff may do with their own account, a treasurer too. */
const OWN_ACCOUNT_MUTATIONS = new Set(["changePassword", "setMyPicture", "setMyLanguage"]);

/** What the legacy writes send: the content fields, and those of the account and password paths. */
const LEGACY_BODY = {
  ...LEGACY_WRITE_BODY,
  email: "someone@diocese.example",
  password: "Kakamega-Synod-2026",
  newPassword: "Kakamega-Synod-2027",
};

/** The refusal of each call that was refused, or what came back instead, by operation. */
function outcomes(results: [string, GraphQLResponse<unknown>][]) {
  return Object.fromEntries(
    results.map(([name, body]) => [name, body.errors?.[0]?.extensions?.code ?? "answered"]),
  );
}

/**
 * Every operation of the API tried by those who may not make it, in the diocese `site()` gives
 * once the file's own set-up has run: a visitor, an editor, a treasurer and an archdeacon are
 * each refused, and no row of any table is written.
 */
export function describeAuthorisationSweep(site: () => DioceseUnderTest): void {
  let diocese: DioceseUnderTest;
  let schema: GraphQLSchema;
  let picture: Buffer;

  beforeAll(async () => {
    diocese = site();
    const { body } = await graphql<IntrospectionQuery>(diocese.url, getIntrospectionQuery());
    schema = buildClientSchema(body.data!);
    picture = await smallImage("png", 40);
  });

  function call(
    kind: "query" | "mutation",
    field: GraphQLField<unknown, unknown>,
    headers: Record<string, string>,
    given: Record<string, unknown> = {},
  ): Promise<GraphQLResponse<unknown>> {
    return callField({ url: diocese.url, picture }, kind, field, headers, given);
  }

  function fieldsOf(kind: "query" | "mutation") {
    const root = kind === "query" ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root!.getFields());
  }

  /** A new member of staff of the diocese in that role, signed in. */
  function signedIn(role: AdminRole, scope: { archdeaconryId?: number } = {}) {
    return diocese.run(async () =>
      signedInHeaders(diocese.app, await createStaffMember(diocese.app, { role, ...scope })),
    );
  }

  describe("a visitor (no session)", () => {
    it("is refused every mutation but the public ones, and nothing is written", async () => {
      const before = await diocese.rowCounts();
      const guarded = fieldsOf("mutation").filter((field) => !PUBLIC_MUTATIONS.has(field.name));
      const results: [string, GraphQLResponse<unknown>][] = [];
      for (const field of guarded) results.push([field.name, await call("mutation", field, {})]);

      expect(guarded.length).toBeGreaterThan(40);
      expect(outcomes(results)).toEqual(
        Object.fromEntries(guarded.map((field) => [field.name, "UNAUTHENTICATED"])),
      );
      expect(await diocese.rowCounts()).toEqual(before);
    });

    it("is refused every private read", async () => {
      const guarded = fieldsOf("query").filter((field) => !PUBLIC_QUERIES.has(field.name));
      const results: [string, GraphQLResponse<unknown>][] = [];
      for (const field of guarded) results.push([field.name, await call("query", field, {})]);
      for (const { query, args } of PRIVATE_READS_BY_ARGUMENT) {
        const field = schema.getQueryType()!.getFields()[query]!;
        results.push([`${query}(${JSON.stringify(args)})`, await call("query", field, {}, args)]);
      }

      expect(outcomes(results)).toEqual({
        adminUsers: "UNAUTHENTICATED",
        apiTokens: "UNAUTHENTICATED",
        assessmentMonths: "UNAUTHENTICATED",
        assessmentOverview: "UNAUTHENTICATED",
        assessmentPayments: "UNAUTHENTICATED",
        assessmentRulePreview: "UNAUTHENTICATED",
        assessmentTotals: "UNAUTHENTICATED",
        auditLog: "UNAUTHENTICATED",
        clergyPostingList: "UNAUTHENTICATED",
        clergyPostingLists: "UNAUTHENTICATED",
        compareRevisions: "UNAUTHENTICATED",
        contentRevisions: "UNAUTHENTICATED",
        contributions: "UNAUTHENTICATED",
        eventRegistrationCounts: "UNAUTHENTICATED",
        eventRegistrations: "UNAUTHENTICATED",
        giftTotals: "UNAUTHENTICATED",
        givingStatementYear: "UNAUTHENTICATED",
        givingStatementsSent: "UNAUTHENTICATED",
        newsletterSubscriber: "UNAUTHENTICATED",
        newsletterSubscribers: "UNAUTHENTICATED",
        newsletterDigest: "UNAUTHENTICATED",
        newsletterIssue: "UNAUTHENTICATED",
        newsletterIssues: "UNAUTHENTICATED",
        newsletterReaders: "UNAUTHENTICATED",
        parishAssessments: "UNAUTHENTICATED",
        parishTreasurer: "UNAUTHENTICATED",
        parishReturn: "UNAUTHENTICATED",
        parishReturnQuestions: "UNAUTHENTICATED",
        parishReturnStatuses: "UNAUTHENTICATED",
        parishReturnTotals: "UNAUTHENTICATED",
        parishReturnTrend: "UNAUTHENTICATED",
        parishReturnYears: "UNAUTHENTICATED",
        pledges: "UNAUTHENTICATED",
        pledgeTotals: "UNAUTHENTICATED",
        smsMessages: "UNAUTHENTICATED",
        smsNoticePreview: "UNAUTHENTICATED",
        smsNotices: "UNAUTHENTICATED",
        smsMonthCost: "UNAUTHENTICATED",
        unmatchedPayments: "UNAUTHENTICATED",
        yearSummarySetting: "UNAUTHENTICATED",
        'jobOpenings({"includeClosed":true})': "UNAUTHENTICATED",
        'institutions({"includeUnpublished":true})': "UNAUTHENTICATED",
        'institution({"id":"1","includeUnpublished":true})': "UNAUTHENTICATED",
      });
    });

    it("is refused every legacy write but the public ones, and nothing is written", async () => {
      const before = await diocese.rowCounts();
      const guarded = LEGACY_ROUTES.filter(
        (route) => route.method !== "GET" && !PUBLIC_LEGACY_WRITES.has(`${route.method} ${route.path}`),
      );
      const statuses: Record<string, number> = {};
      for (const route of guarded) {
        const pathname = route.path.replace(/:\w+/g, "1");
        const body = route.method === "POST" ? LEGACY_BODY : undefined;
        const { status } = await requestJson(diocese.url, route.method, pathname, { body });
        statuses[`${route.method} ${route.path}`] = status;
      }

      expect(Object.keys(statuses).length).toBeGreaterThan(6);
      expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((route) => [route, 401])));
      expect(await diocese.rowCounts()).toEqual(before);
    });
  });

  /** Calls each operation as the given member of staff: the refusal of each, or "answered". */
  async function callEach(operations: string[], headers: Record<string, string>) {
    const results: [string, GraphQLResponse<unknown>][] = [];
    for (const operation of operations) {
      const [kind, name] = operation.split(" ") as ["query" | "mutation", string];
      const field = fieldsOf(kind).find((candidate) => candidate.name === name);
      expect(field, `${operation} is in the schema`).toBeDefined();
      results.push([operation, await call(kind, field!, headers)]);
    }
    return outcomes(results);
  }

  describe("a signed-in editor", () => {
    it("is refused what only a system admin may do, and nothing is written", async () => {
      const headers = await signedIn(AdminRole.EDITOR);
      const before = await diocese.rowCounts();
      const operations = [...SYSTEM_ADMIN_OPERATIONS, ...TREASURER_OPERATIONS];

      expect(await callEach(operations, headers)).toEqual(
        Object.fromEntries(operations.map((operation) => [operation, "FORBIDDEN"])),
      );
      expect(await diocese.rowCounts()).toEqual(before);
    });
  });

  describe("a signed-in treasurer", () => {
    it("is refused every change of content and of staff accounts, and nothing is written", async () => {
      const headers = await signedIn(AdminRole.TREASURER);
      const before = await diocese.rowCounts();
      const treasurers = new Set(TREASURER_OPERATIONS.map((operation) => operation.split(" ")[1]));
      const operations = [
        ...SYSTEM_ADMIN_OPERATIONS,
        ...fieldsOf("mutation")
          .map((field) => field.name)
          .filter(
            (name) =>
              !PUBLIC_MUTATIONS.has(name) &&
              !OWN_ACCOUNT_MUTATIONS.has(name) &&
              !treasurers.has(name) &&
              !TREASURER_AND_EDITOR_OPERATIONS.has(name),
          )
          .map((name) => `mutation ${name}`),
        "query newsletterSubscribers",
      ];

      expect(await callEach(operations, headers)).toEqual(
        Object.fromEntries(operations.map((operation) => [operation, "FORBIDDEN"])),
      );
      expect(await diocese.rowCounts()).toEqual(before);
    });
  });

  /** What an archdeacon reads: their archdeaconry's parishes' assessments and returns (here, of none). */
  const ARCHDEACON_READS = new Set([
    "giftTotals",
    "assessmentOverview",
    "assessmentTotals",
    "assessmentMonths",
    "parishReturnYears",
    "parishReturnQuestions",
    "parishReturnStatuses",
    "parishReturnTotals",
    "parishReturnTrend",
  ]);
  /**
   * A parish's records, which an archdeacon reads when the parish is in their archdeaconry: the
   * sweep's sample id names no such parish, and the reach is tested in modules/assessment/.
   */
  const ARCHDEACON_RECORD_READS = new Set([
    "parishAssessments",
    "assessmentPayments",
    "parishTreasurer",
    "parishReturn",
  ]);

  describe("a signed-in archdeacon", () => {
    it("is refused every change but their own account's, and every private read but the totals of giving and their parishes' records, and nothing is written", async () => {
      const { id: archdeaconryId } = await diocese.run(() => createArchdeaconry(diocese.app.services));
      const headers = await signedIn(AdminRole.ARCHDEACON, { archdeaconryId });
      const before = await diocese.rowCounts();
      const operations = [
        ...fieldsOf("mutation")
          .map((field) => field.name)
          .filter((name) => !PUBLIC_MUTATIONS.has(name) && !OWN_ACCOUNT_MUTATIONS.has(name))
          .map((name) => `mutation ${name}`),
        ...fieldsOf("query")
          .map((field) => field.name)
          .filter(
            (name) =>
              !PUBLIC_QUERIES.has(name) && !ARCHDEACON_READS.has(name) && !ARCHDEACON_RECORD_READS.has(name),
          )
          .map((name) => `query ${name}`),
      ];

      expect(await callEach(operations, headers)).toEqual(
        Object.fromEntries(operations.map((operation) => [operation, "FORBIDDEN"])),
      );
      // Let through: the sample arguments (a year such as 1) may be refused as input, never the caller.
      const reads = [...ARCHDEACON_READS, ...ARCHDEACON_RECORD_READS].map((name) => `query ${name}`);
      for (const [read, outcome] of Object.entries(await callEach(reads, headers))) {
        expect(outcome, read).not.toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      }
      expect(await callEach(["query giftTotals"], headers)).toEqual({ "query giftTotals": "answered" });
      expect(await diocese.rowCounts()).toEqual(before);
    });
  });
}
