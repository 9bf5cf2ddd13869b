import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminRole, SYSTEM_ACTOR } from "../../authorization.js";
import {
  createArchdeaconry,
  createParish,
  createStaffMember,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { seedYearSummary } from "../../sample-content/year-summary.js";

/*
 * A year's summary over real HTTP: hidden until the diocese publishes it, then its totals for
 * anyone, never a parish's answers, and each parish's assessment paid only when ticked; decided
 * by the diocese's editors alone; a change of a return or of the decision shows at once.
 */

let server: TestApp;
let secretary: Record<string, string>;
const YEAR = 2024;

const SUMMARY = `query ($year: Int!, $page: Int, $pageSize: Int) { yearSummary(year: $year) {
  year parishes returned parishesAssessed assessedKes paidKes showsParishPayments
  totals { key label total }
  archdeaconries { name parishes returned }
  parishPayments(page: $page, pageSize: $pageSize) { total pageCount items { parishName parishSlug archdeaconryName assessedKes paidKes } }
} }`;
const YEARS = `{ publishedYearSummaries }`;
const SET = `mutation ($year: Int!, $published: Boolean!, $showsParishPayments: Boolean!) {
  setYearSummary(year: $year, published: $published, showsParishPayments: $showsParishPayments) {
    year published showsParishPayments } }`;
const SETTING = `query ($year: Int!) { yearSummarySetting(year: $year) { year published showsParishPayments } }`;

const QUESTIONS = [
  { key: "men", labelEn: "Communicants: men", labelSw: "Washiriki: wanaume", optional: false, totalOf: [] },
  {
    key: "women",
    labelEn: "Communicants: women",
    labelSw: "Washiriki: wanawake",
    optional: false,
    totalOf: [],
  },
  {
    key: "communicants",
    labelEn: "Communicants in all",
    labelSw: "Washiriki wote",
    optional: false,
    totalOf: ["men", "women"],
  },
];

interface Summary {
  parishes: number;
  returned: number;
  parishesAssessed: number;
  assessedKes: number;
  paidKes: number;
  showsParishPayments: boolean;
  totals: { key: string; label: string; total: number }[];
  archdeaconries: {
    name: string;
    parishes: number;
    returned: number;
  }[];
  parishPayments: {
    total: number;
    pageCount: number;
    items: { parishName: string; assessedKes: number; paidKes: number }[];
  } | null;
}

async function call<T>(
  document: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const { body } = await graphql<Record<string, T>>(server.url, document, variables, headers);
  const error = body.errors?.[0];
  return {
    data: body.data ? Object.values(body.data)[0] : undefined,
    code: error?.extensions?.code,
    message: error?.message,
    field: error?.extensions?.field,
    text: JSON.stringify(body),
  };
}

const answers = (men: number, women: number) =>
  [
    ["men", men],
    ["women", women],
    ["communicants", men + women],
  ].map(([key, value]) => ({ key, value: String(value) }));

const submit = (parishId: number, men: number, women: number) =>
  server.services.parishReturns.submit(SYSTEM_ACTOR, {
    parishId: String(parishId),
    year: YEAR,
    answers: answers(men, women),
  });

let butere: { id: number; name: string; archdeaconryId: number };
let mumias: { id: number; name: string };
let shianda: { id: number; name: string };

beforeAll(async () => {
  server = await startTestApp();
  secretary = await signedInHeaders(server, await createStaffMember(server, { role: AdminRole.EDITOR }));
  const north = await createArchdeaconry(server.services, { name: "Butere Archdeaconry" });
  const south = await createArchdeaconry(server.services, { name: "Shianda Archdeaconry" });
  butere = await createParish(server.services, { name: "St. Paul's Butere", archdeaconryId: north.id });
  mumias = await createParish(server.services, { name: "St. Peter's Mumias", archdeaconryId: north.id });
  shianda = await createParish(server.services, { name: "Holy Trinity Shianda", archdeaconryId: south.id });
  await server.services.parishReturnQuestions.setQuestions(SYSTEM_ACTOR, {
    year: YEAR,
    questions: QUESTIONS,
  });
  await submit(butere.id, 40, 61);
  await submit(mumias.id, 23, 37);
  // A draft counts in no total.
  await server.services.parishReturns.saveDraft(SYSTEM_ACTOR, {
    parishId: String(shianda.id),
    year: YEAR,
    answers: answers(900, 900),
  });
  const assessed = async (parishId: number, amountKes: number) =>
    server.services.assessments.set(SYSTEM_ACTOR, { parishId: String(parishId), year: YEAR, amountKes });
  const butereAssessment = await assessed(butere.id, 120_000);
  await assessed(mumias.id, 80_000);
  await server.services.assessmentPayments.record(SYSTEM_ACTOR, {
    assessmentId: String(butereAssessment.id),
    amountKes: 47_311,
    method: "CASH",
    receivedOn: `${YEAR}-03-01`,
  });
});
afterAll(() => server.close());

describe("a year not published", () => {
  it("is nobody's to read: null, and not among the published years", async () => {
    const read = await call<Summary | null>(SUMMARY, { year: YEAR });
    expect(read.code).toBeUndefined();
    expect(read.data).toBeNull();
    expect((await call<number[]>(YEARS, {})).data).toEqual([]);
    expect((await call<Summary | null>(SUMMARY, { year: 2099 })).data).toBeNull();
  });

  it("refuses a year out of range with the rule it breaks", async () => {
    const early = await call(SUMMARY, { year: 1999 });
    expect(early).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "year",
      message: "year must be 2000 or later",
    });
    const late = await call(SET, { year: 2101, published: true, showsParishPayments: false }, secretary);
    expect(late).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "year",
      message: "year must be 2100 or earlier",
    });
  });

  it("cannot be published before its return has questions", async () => {
    const unknown = await call(SET, { year: 2040, published: true, showsParishPayments: false }, secretary);
    expect(unknown).toMatchObject({ code: "BAD_USER_INPUT", field: "year" });
    expect(unknown.message).toBe(
      "The 2040 return has no questions yet: set them before publishing its summary",
    );
    const setting = await call(SETTING, { year: 2040 }, secretary);
    expect(setting.data).toEqual({ year: 2040, published: false, showsParishPayments: false });
  });
});

describe("who decides", () => {
  it("refuses everyone but the diocese's editors and system admins, and nothing changes", async () => {
    const refused = [
      {},
      await signedInHeaders(server, await createStaffMember(server, { role: AdminRole.TREASURER })),
      await signedInHeaders(
        server,
        await createStaffMember(server, { role: AdminRole.PARISH_EDITOR, parishId: butere.id }),
      ),
      await signedInHeaders(
        server,
        await createStaffMember(server, {
          role: AdminRole.ARCHDEACON,
          archdeaconryId: butere.archdeaconryId,
        }),
      ),
    ];
    const codes = [];
    for (const headers of refused) {
      codes.push((await call(SET, { year: YEAR, published: true, showsParishPayments: true }, headers)).code);
    }
    expect(codes).toEqual(["UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN"]);
    expect((await call(SUMMARY, { year: YEAR })).data).toBeNull();
  });
});

describe("a published year", () => {
  beforeAll(async () => {
    const published = await call(SET, { year: YEAR, published: true, showsParishPayments: false }, secretary);
    expect(published.data).toEqual({ year: YEAR, published: true, showsParishPayments: false });
  });

  it("gives the diocese's totals of each question and the assessments, never a parish's answers or money", async () => {
    const read = await call<Summary>(SUMMARY, { year: YEAR });
    expect(read.data).toMatchObject({
      parishes: 3,
      returned: 2,
      parishesAssessed: 2,
      assessedKes: 200_000,
      paidKes: 47_311,
      showsParishPayments: false,
      parishPayments: null,
    });
    expect(read.data!.totals).toEqual([
      { key: "men", label: "Communicants: men", total: 63 },
      { key: "women", label: "Communicants: women", total: 98 },
      { key: "communicants", label: "Communicants in all", total: 161 },
    ]);
    // By archdeaconry, how many returned and no sums: an archdeaconry where one parish returned
    // would show that parish's own answers (its income among them).
    expect(read.data!.archdeaconries).toEqual([
      { name: "Butere Archdeaconry", parishes: 2, returned: 2 },
      { name: "Shianda Archdeaconry", parishes: 1, returned: 0 },
    ]);
    for (const parish of [butere, mumias, shianda]) expect(read.text).not.toContain(parish.name);
    expect(read.text).not.toContain("101");
    expect((await call<number[]>(YEARS, {})).data).toEqual([YEAR]);
  });

  it("names the questions in Kiswahili for a reader who asks in Kiswahili", async () => {
    const read = await call<Summary>(SUMMARY, { year: YEAR }, { "accept-language": "sw" });
    expect(read.data!.totals.map((total) => total.label)).toEqual([
      "Washiriki: wanaume",
      "Washiriki: wanawake",
      "Washiriki wote",
    ]);
  });

  it("shows a return submitted after it was read, and a decision changed", async () => {
    expect((await call<Summary>(SUMMARY, { year: YEAR })).data!.returned).toBe(2);
    await server.services.parishReturns.submit(SYSTEM_ACTOR, {
      parishId: String(shianda.id),
      year: YEAR,
      answers: answers(5, 5),
    });
    const after = await call<Summary>(SUMMARY, { year: YEAR });
    expect(after.data!.returned).toBe(3);
    expect(after.data!.totals[2]).toMatchObject({ total: 171 });

    await call(SET, { year: YEAR, published: false, showsParishPayments: false }, secretary);
    expect((await call(SUMMARY, { year: YEAR })).data).toBeNull();
    expect((await call<number[]>(YEARS, {})).data).toEqual([]);
    await call(SET, { year: YEAR, published: true, showsParishPayments: false }, secretary);
  });

  it("lists each parish's assessment paid, a page at a time, only once the diocese ticks it", async () => {
    await call(SET, { year: YEAR, published: true, showsParishPayments: true }, secretary);
    const first = await call<Summary>(SUMMARY, { year: YEAR, page: 1, pageSize: 1 });
    expect(first.data!.parishPayments).toEqual({
      total: 2,
      pageCount: 2,
      items: [
        {
          parishName: "St. Paul's Butere",
          parishSlug: expect.any(String),
          archdeaconryName: "Butere Archdeaconry",
          assessedKes: 120_000,
          paidKes: 47_311,
        },
      ],
    });
    const second = await call<Summary>(SUMMARY, { year: YEAR, page: 2, pageSize: 1 });
    expect(second.data!.parishPayments!.items).toMatchObject([
      { parishName: "St. Peter's Mumias", paidKes: 0 },
    ]);
    const tooMany = await call(SUMMARY, { year: YEAR, pageSize: 51 });
    expect(tooMany).toMatchObject({ code: "BAD_USER_INPUT", message: "pageSize must be at most 50" });

    await call(SET, { year: YEAR, published: true, showsParishPayments: false }, secretary);
    const untickedAgain = await call<Summary>(SUMMARY, { year: YEAR });
    expect(untickedAgain.data!.parishPayments).toBeNull();
    expect(untickedAgain.text).not.toContain("St. Paul's Butere");
  });
});

describe("the sample content", () => {
  it("publishes last year without the parishes' money once its return has questions, and waits before", async () => {
    await seedYearSummary(server.services, "2021-06-01");
    expect((await call(SETTING, { year: 2020 }, secretary)).data).toMatchObject({ published: false });

    await server.services.parishReturnQuestions.startYear(SYSTEM_ACTOR, { year: 2020 });
    await seedYearSummary(server.services, "2021-06-01");
    expect((await call(SETTING, { year: 2020 }, secretary)).data).toEqual({
      year: 2020,
      published: true,
      showsParishPayments: false,
    });
    expect((await call<number[]>(YEARS, {})).data).toContain(2020);
  });
});
