import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminRole, SYSTEM_ACTOR } from "../../authorization.js";
import {
  createArchdeaconry,
  createParish,
  createProject,
  createStaffMember,
  daysFromToday,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql, requestJson } from "../../../test/http.js";
import { pdfText } from "../../../test/pdf-text.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { GiftMethod } from "../contribution/contribution.entity.js";

/*
 * The synod report over real HTTP: the PDF made by the mutation, kept as a draft library document
 * and read back by a text extractor; the spreadsheet downloaded and parsed; who may make them and
 * what input is refused.
 */

let server: TestApp;
let secretary: Record<string, string>;
const YEAR = Number(daysFromToday(0).slice(0, 4));

const MAKE = `mutation ($year: Int!, $language: String!) {
  makeSynodReport(year: $year, language: $language) { id title category status documentUrl kiswahili { field text } } }`;

interface Made {
  id: string;
  title: string;
  category: string;
  status: string;
  documentUrl: string;
  kiswahili: { field: string; text: string }[];
}

async function make(year: number, language: string, headers = secretary) {
  const { body } = await graphql<{ makeSynodReport: Made }>(server.url, MAKE, { year, language }, headers);
  return body;
}

async function madeText(year: number, language: string): Promise<{ made: Made; text: string }> {
  const body = await make(year, language);
  expect(body.errors).toBeUndefined();
  const made = body.data!.makeSynodReport;
  const response = await fetch(`${server.url}${made.documentUrl}`);
  expect(response.status).toBe(200);
  const pages = await pdfText(new Uint8Array(await response.arrayBuffer()));
  return { made, text: pages.join("\n") };
}

/** Two archdeaconries' parishes with returns over two years, assessments, payments and an appeal. */
async function diocese() {
  const services = server.services;
  const butere = await createArchdeaconry(services, { name: "Butere Archdeaconry" });
  const mumias = await createArchdeaconry(services, { name: "Mumias Archdeaconry" });
  const stLuke = await createParish(services, {
    name: "St Luke's Shianda",
    archdeaconryId: butere.id,
    vicar: "Rev. Canon Jane Wekesa",
  });
  const stMark = await createParish(services, { name: "St Mark's Ekero", archdeaconryId: butere.id });
  const stPaul = await createParish(services, { name: "St Paul's Mumias", archdeaconryId: mumias.id });
  const questions = [
    { key: "baptisms", labelEn: "Baptisms", labelSw: "Ubatizo", optional: false, totalOf: [] },
    { key: "confirmations", labelEn: "Confirmations", labelSw: "Kipaimara", optional: false, totalOf: [] },
    { key: "attendance", labelEn: "Average attendance", labelSw: "Mahudhurio", optional: false, totalOf: [] },
  ];
  const submit = (parishId: number, year: number, [baptisms, confirmations, attendance]: number[]) =>
    services.parishReturns.submit(SYSTEM_ACTOR, {
      parishId: String(parishId),
      year,
      answers: [
        { key: "baptisms", value: String(baptisms) },
        { key: "confirmations", value: String(confirmations) },
        { key: "attendance", value: String(attendance) },
      ],
    });
  for (const year of [YEAR - 2, YEAR]) {
    await services.parishReturnQuestions.setQuestions(SYSTEM_ACTOR, { year, questions });
  }
  await submit(stLuke.id, YEAR, [1234, 56, 789]);
  await submit(stMark.id, YEAR, [100, 4, 211]);
  await submit(stPaul.id, YEAR, [2001, 30, 1500]);
  await submit(stLuke.id, YEAR - 2, [777, 7, 700]);
  const assessed = async (parishId: number, amountKes: number, paidKes: number) => {
    const assessment = await services.assessments.set(SYSTEM_ACTOR, {
      parishId: String(parishId),
      year: YEAR,
      amountKes,
    });
    await services.assessmentPayments.record(SYSTEM_ACTOR, {
      assessmentId: String(assessment.id),
      amountKes: paidKes,
      method: GiftMethod.CASH,
      receivedOn: daysFromToday(0),
    });
  };
  await assessed(stLuke.id, 150_000, 100_000);
  await assessed(stMark.id, 80_000, 20_000);
  await assessed(stPaul.id, 120_000, 120_000);
  const appeal = await createProject(services, {
    title: "Cathedral Roof Appeal",
    targetAmountKes: 3_000_000,
  });
  await services.treasurerLedger.recordGift(SYSTEM_ACTOR, {
    projectId: String(appeal.id),
    amountKes: 45_000,
    method: GiftMethod.CASH,
    receivedOn: daysFromToday(0),
  });
}

beforeAll(async () => {
  server = await startTestApp();
  secretary = await signedInHeaders(server, await createStaffMember(server, { role: AdminRole.EDITOR }));
  await diocese();
});
afterAll(() => server.close());

describe("the synod report as a PDF", () => {
  it("holds the year's returns, assessments, appeals and parishes, and is kept as a draft library document", async () => {
    const { made, text } = await madeText(YEAR, "en");

    expect(made).toMatchObject({
      title: `Synod report ${YEAR}`,
      category: "SYNOD_REPORT",
      status: "DRAFT",
      kiswahili: [{ field: "title", text: `Ripoti ya Sinodi ${YEAR} (kwa Kiingereza)` }],
    });
    expect(text).toContain(`Synod report ${YEAR}`);
    expect(text).toContain("Butere Archdeaconry");
    // Butere's baptisms (1,234 + 100) and the diocese's (1,334 + 2,001).
    expect(text).toContain("1,334");
    expect(text).toContain("3,335");
    expect(text).toContain("3 of 3");
    expect(text).toContain(`Five years, ${YEAR - 4} to ${YEAR}`);
    expect(text).toContain("777");
    // The assessments: asked 350,000, paid 240,000, still owed 110,000; St Mark's owes most after St Luke's.
    expect(text).toContain("KES 350,000");
    expect(text).toContain("KES 240,000");
    expect(text).toContain("KES 110,000");
    expect(text).toContain("The parishes that owe most");
    expect(text).toContain("Cathedral Roof Appeal");
    expect(text).toContain("KES 45,000");
    expect(text).toContain("St Luke's Shianda");
    expect(text).toContain("Rev. Canon Jane Wekesa");
    const { body } = await graphql<{ libraryDocument: { status: string } | null }>(
      server.url,
      `
        query ($id: ID!) {
          libraryDocument(id: $id) {
            status
          }
        }
      `,
      { id: made.id },
    );
    expect(body.data!.libraryDocument).toBeNull();
  });

  it("is written in Kiswahili when asked, with the questions' Kiswahili labels", async () => {
    const { made, text } = await madeText(YEAR, "sw");

    // The mutation's language argument is its answer's too (graphql/language.plugin.ts).
    expect(made.title).toBe(`Ripoti ya Sinodi ${YEAR}`);
    expect(made.kiswahili).toEqual([{ field: "title", text: `Ripoti ya Sinodi ${YEAR}` }]);
    const { body } = await graphql<{ libraryDocument: { title: string } }>(
      server.url,
      `
        query ($id: ID!) {
          libraryDocument(id: $id, includeUnpublished: true) {
            title
          }
        }
      `,
      { id: made.id },
      secretary,
    );
    expect(body.data!.libraryDocument.title).toBe(`Synod report ${YEAR} (in Kiswahili)`);
    expect(text).toContain(`Ripoti ya Sinodi ${YEAR}`);
    expect(text).toContain(`Ripoti za mwaka za parokia, ${YEAR}`);
    expect(text).toContain("Uarchdeacon");
    expect(text).toContain("Ubatizo");
    expect(text).toContain(`Michango ya parokia, ${YEAR}`);
    expect(text).toContain("Kinachodaiwa");
    expect(text).toContain("Parokia na wachungaji");
    expect(text).toContain("Mchungaji");
    expect(text).toContain("KES 110,000");
    expect(text).not.toContain("Still owed");
  });

  it("says so when the year has no returns yet, and still lists the parishes", async () => {
    const { text } = await madeText(YEAR + 1, "en");

    expect(text).toContain(`The diocese has set no questions for the ${YEAR + 1} return yet.`);
    expect(text).toContain(`No parish was assessed for ${YEAR + 1}.`);
    expect(text).toContain("St Paul's Mumias");
  });

  it("is the records of the moment it was made: a later return does not change it", async () => {
    const { made } = await madeText(YEAR - 2, "en");
    const before = await (await fetch(`${server.url}${made.documentUrl}`)).arrayBuffer();
    const stMark = (await server.services.parishes.findBySlug("st-marks-ekero"))!;
    await server.services.parishReturns.submit(SYSTEM_ACTOR, {
      parishId: String(stMark.id),
      year: YEAR - 2,
      answers: [
        { key: "baptisms", value: "5" },
        { key: "confirmations", value: "5" },
        { key: "attendance", value: "5" },
      ],
    });
    const after = await (await fetch(`${server.url}${made.documentUrl}`)).arrayBuffer();

    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(true);
    expect((await pdfText(new Uint8Array(after))).join("\n")).toContain("1 of 2");
  });
});

describe("who may make it, and what is refused", () => {
  it("is made by a treasurer and a system admin, refused to a visitor, a parish editor and an archdeacon", async () => {
    const parish = await createParish(server.services);
    const { id: archdeaconryId } = await createArchdeaconry(server.services);
    const as = async (role: AdminRole, extra = {}) =>
      signedInHeaders(server, await createStaffMember(server, { role, ...extra }));
    const codes = async (headers: Record<string, string>) =>
      (await make(YEAR, "en", headers)).errors?.[0]?.extensions?.code ?? "made";

    expect(await codes({})).toBe("UNAUTHENTICATED");
    expect(await codes(await as(AdminRole.PARISH_EDITOR, { parishId: parish.id }))).toBe("FORBIDDEN");
    expect(await codes(await as(AdminRole.ARCHDEACON, { archdeaconryId }))).toBe("FORBIDDEN");
    expect(await codes(await as(AdminRole.DEPARTMENT_EDITOR))).toBe("FORBIDDEN");
    expect(await codes(await as(AdminRole.TREASURER))).toBe("made");
    expect(await codes(await as(AdminRole.SYSTEM_ADMIN))).toBe("made");
  });

  it("refuses a year the returns do not allow and an unknown language, naming them", async () => {
    for (const [year, language, field, message] of [
      [1999, "en", "year", "year must be 2000 or later"],
      [2101, "en", "year", "year must be 2100 or earlier"],
      [YEAR, "fr", "language", "language must be en (English) or sw (Kiswahili)"],
    ] as const) {
      const body = await make(year, language);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    }
  });
});

describe("the synod report as a spreadsheet", () => {
  async function download(query: string, headers = secretary) {
    return fetch(`${server.url}/exports/synod-report.xlsx?${query}`, { headers });
  }

  it("streams every sheet with its figures, its headings in the language asked", async () => {
    const response = await download(`year=${YEAR}&language=sw`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`ripoti-ya-sinodi-${YEAR}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows = (name: string) =>
      workbook
        .getWorksheet(name)!
        .getSheetValues()
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1));

    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Ripoti kwa parokia",
      "Jumla kwa uarchdeacon",
      "Michango ya parokia",
      "Harambee",
      "Parokia na wachungaji",
    ]);
    const returns = rows("Ripoti kwa parokia");
    expect(returns[0]).toEqual([
      "Parokia",
      "Uarchdeacon",
      "Mwaka",
      "Hali",
      "Ilitumwa",
      "Ubatizo",
      "Kipaimara",
      "Mahudhurio",
    ]);
    expect(returns).toContainEqual(expect.arrayContaining(["St Luke's Shianda", "Imetumwa", 1234, 56, 789]));
    expect(rows("Jumla kwa uarchdeacon")).toContainEqual(["Butere Archdeaconry", 2, 2, 1334, 60, 1000]);
    expect(rows("Jumla kwa uarchdeacon")).toContainEqual(["Dayosisi", expect.any(Number), 3, 3335, 90, 2500]);
    expect(rows("Michango ya parokia")).toContainEqual([
      "St Mark's Ekero",
      "Butere Archdeaconry",
      80000,
      expect.any(Number),
      20000,
      60000,
      expect.any(Number),
    ]);
    expect(rows("Harambee")).toContainEqual(["Cathedral Roof Appeal", 3000000, 45000, 45000, 1.5]);
    expect(rows("Parokia na wachungaji")).toContainEqual(
      expect.arrayContaining(["St Luke's Shianda", "Butere Archdeaconry", "Rev. Canon Jane Wekesa"]),
    );
  });

  it("is refused to a parish editor and for a wrong input before any of it is sent", async () => {
    const parish = await createParish(server.services);
    const editor = await signedInHeaders(
      server,
      await createStaffMember(server, { role: AdminRole.PARISH_EDITOR, parishId: parish.id }),
    );

    expect((await download(`year=${YEAR}&language=en`, {})).status).toBe(401);
    expect((await download(`year=${YEAR}&language=en`, editor)).status).toBe(403);
    const wrong = await requestJson(
      server.url,
      "GET",
      `/exports/synod-report.xlsx?year=${YEAR}&language=de`,
      {
        headers: secretary,
      },
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: "language must be en (English) or sw (Kiswahili)" },
    });
    expect((await download("year=twenty&language=en")).status).toBe(400);
  });
});
