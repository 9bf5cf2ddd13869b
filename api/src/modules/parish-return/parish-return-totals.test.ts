import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AdminRole, SYSTEM_ACTOR } from "../../authorization.js";
import {
  createArchdeaconry,
  createParish,
  createStaffMember,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import type { MailMessage } from "../mail/mail.service.js";
import { ParishReturnReminderService } from "./parish-return-reminders.js";

/*
 * The diocese's view of the returns over real HTTP: each parish's status a page at a time, the
 * totals by archdeaconry and the five-year trends (summed in SQL over submitted returns alone),
 * the CSV file, and the reminders, once a parish a day.
 */

let server: TestApp;
let secretary: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  secretary = await signedInHeaders(server, await createStaffMember(server, { role: AdminRole.EDITOR }));
});
afterAll(() => server.close());

const QUESTIONS = [
  { key: "baptisms", labelEn: "Baptisms", labelSw: "Ubatizo", optional: false, totalOf: [] },
  { key: "attendance", labelEn: "Average attendance", labelSw: "Mahudhurio", optional: false, totalOf: [] },
];

async function ask<T>(document: string, variables: Record<string, unknown>, headers = secretary): Promise<T> {
  const { body } = await graphql<Record<string, T>>(server.url, document, variables, headers);
  expect(body.errors).toBeUndefined();
  return Object.values(body.data!)[0]!;
}

const SET = `mutation ($year: Int!, $questions: [ParishReturnQuestionInput!]!) {
  setParishReturnQuestions(year: $year, questions: $questions) { key } }`;
const SUBMIT = `mutation ($parishId: ID!, $year: Int!, $answers: [ParishReturnAnswerInput!]!) {
  submitParishReturn(parishId: $parishId, year: $year, answers: $answers) { status } }`;
const SAVE = SUBMIT.replace("submitParishReturn", "saveParishReturnDraft");

async function answered(
  document: string,
  parishId: number,
  year: number,
  baptisms: number,
  attendance: number,
) {
  await ask(document, {
    parishId: String(parishId),
    year,
    answers: [
      { key: "baptisms", value: String(baptisms) },
      { key: "attendance", value: String(attendance) },
    ],
  });
}

/** Two archdeaconries: Butere with two parishes, Mumias with one, and one parish that never starts. */
async function diocese() {
  const butere = await createArchdeaconry(server.services);
  const mumias = await createArchdeaconry(server.services);
  const parishes = {
    stLuke: await createParish(server.services, {
      archdeaconryId: butere.id,
      email: "stluke@parish.example",
    }),
    stMark: await createParish(server.services, { archdeaconryId: butere.id }),
    stPaul: await createParish(server.services, { archdeaconryId: mumias.id }),
    stJohn: await createParish(server.services, { archdeaconryId: mumias.id }),
  };
  for (const year of [2051, 2052, 2053, 2054, 2055]) await ask(SET, { year, questions: QUESTIONS });
  for (const year of [2052, 2053, 2055]) {
    await answered(SUBMIT, parishes.stLuke.id, year, 10, 100);
    await answered(SUBMIT, parishes.stMark.id, year, year - 2050, 50);
  }
  await answered(SUBMIT, parishes.stPaul.id, 2055, 7, 70);
  // A draft counts in no total.
  await answered(SAVE, parishes.stJohn.id, 2055, 1000, 1000);
  return { butere, mumias, parishes };
}

let world: Awaited<ReturnType<typeof diocese>>;
beforeAll(async () => {
  world = await diocese();
});

describe("the diocese's view of a year", () => {
  it("lists each parish with its return's status, a page at a time and by archdeaconry", async () => {
    const STATUSES = `query ($year: Int!, $archdeaconryId: ID, $status: ParishReturnStatus, $page: Int, $pageSize: Int) {
      parishReturnStatuses(year: $year, archdeaconryId: $archdeaconryId, status: $status, page: $page, pageSize: $pageSize) {
        total pageCount items { parishName archdeaconryName status } } }`;
    type Page = { total: number; pageCount: number; items: { parishName: string; status: string }[] };
    const mumias = await ask<Page>(STATUSES, { year: 2055, archdeaconryId: String(world.mumias.id) });
    expect(mumias.items.map((row) => [row.parishName, row.status])).toEqual(
      [
        [world.parishes.stPaul.name, "SUBMITTED"],
        [world.parishes.stJohn.name, "DRAFT"],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
    const firstPage = await ask<Page>(STATUSES, {
      year: 2054,
      archdeaconryId: String(world.butere.id),
      pageSize: 1,
    });
    expect(firstPage).toMatchObject({ total: 2, pageCount: 2, items: [{ status: "NOT_STARTED" }] });
    const notStarted = await ask<Page>(STATUSES, {
      year: 2055,
      archdeaconryId: String(world.butere.id),
      status: "NOT_STARTED",
    });
    expect(notStarted.total).toBe(0);
  });

  it("sums each question of the submitted returns by archdeaconry", async () => {
    const TOTALS = `query ($year: Int!) { parishReturnTotals(year: $year) {
      archdeaconryId parishes submitted totals { key value } } }`;
    type Row = {
      archdeaconryId: string;
      parishes: number;
      submitted: number;
      totals: { key: string; value: number }[];
    };
    const rows = await ask<Row[]>(TOTALS, { year: 2055 });
    const butere = rows.find((row) => row.archdeaconryId === String(world.butere.id))!;
    const mumias = rows.find((row) => row.archdeaconryId === String(world.mumias.id))!;
    expect(butere).toMatchObject({ parishes: 2, submitted: 2 });
    expect(Object.fromEntries(butere.totals.map((total) => [total.key, total.value]))).toEqual({
      baptisms: 15,
      attendance: 150,
    });
    expect(mumias).toMatchObject({ parishes: 2, submitted: 1 });
    expect(Object.fromEntries(mumias.totals.map((total) => [total.key, total.value]))).toEqual({
      baptisms: 7,
      attendance: 70,
    });
  });

  it("follows a question over five years, by archdeaconry and by parish", async () => {
    const TREND = `query ($key: String!, $lastYear: Int!, $archdeaconryId: ID) {
      parishReturnTrend(key: $key, lastYear: $lastYear, archdeaconryId: $archdeaconryId) {
        years byParish items { id totals } } }`;
    type Trend = { years: number[]; byParish: boolean; items: { id: string; totals: number[] }[] };
    const byArchdeaconry = await ask<Trend>(TREND, { key: "baptisms", lastYear: 2055 });
    expect(byArchdeaconry.years).toEqual([2051, 2052, 2053, 2054, 2055]);
    expect(byArchdeaconry.items.find((row) => row.id === String(world.butere.id))!.totals).toEqual([
      0, 12, 13, 0, 15,
    ]);
    expect(byArchdeaconry.items.find((row) => row.id === String(world.mumias.id))!.totals).toEqual([
      0, 0, 0, 0, 7,
    ]);

    const byParish = await ask<Trend>(TREND, {
      key: "baptisms",
      lastYear: 2055,
      archdeaconryId: String(world.butere.id),
    });
    expect(byParish.byParish).toBe(true);
    expect(byParish.items.find((row) => row.id === String(world.parishes.stMark.id))!.totals).toEqual([
      0, 2, 3, 0, 5,
    ]);
  });

  it("sums answers past GraphQL's Int (2,147,483,647): three parishes of a billion shillings each", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    await ask(SET, { year: 2060, questions: QUESTIONS });
    for (let parish = 0; parish < 3; parish += 1) {
      const { id } = await createParish(server.services, { archdeaconryId: archdeaconry.id });
      await answered(SUBMIT, id, 2060, 1_000_000_000, 1_000_000_000);
    }
    const rows = await ask<{ archdeaconryId: string; totals: { key: string; value: number }[] }[]>(
      `query { parishReturnTotals(year: 2060) { archdeaconryId totals { key value } } }`,
      {},
    );
    const row = rows.find((each) => each.archdeaconryId === String(archdeaconry.id))!;
    expect(row.totals).toContainEqual({ key: "baptisms", value: 3_000_000_000 });
    const trend = await ask<{ all: number[]; items: { totals: number[] }[] }>(
      `query { parishReturnTrend(key: "attendance", lastYear: 2060, archdeaconryId: "${archdeaconry.id}") {
        all items { totals } } }`,
      {},
    );
    expect(trend.all.at(-1)).toBe(3_000_000_000);
    expect(trend.items.map((item) => item.totals.at(-1))).toEqual([1e9, 1e9, 1e9]);
  });

  it("gives the year's returns as a CSV file, a parish a row and a question a column", async () => {
    const response = await fetch(
      `${server.url}/exports/parish-returns.csv?year=2055&archdeaconryId=${world.mumias.id}`,
      { headers: secretary },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows = (await response.text())
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean)
      .map((line) => line.split(","));
    expect(rows[0]).toEqual([
      "Parish",
      "Archdeaconry",
      "Year",
      "Status",
      "Submitted",
      "Baptisms",
      "Average attendance",
    ]);
    const stPaul = rows.find((row) => row[0] === world.parishes.stPaul.name)!;
    expect(stPaul.slice(2, 4)).toEqual(["2055", "Submitted"]);
    expect(stPaul.slice(5)).toEqual(["7", "70"]);
    expect(rows.find((row) => row[0] === world.parishes.stJohn.name)!.slice(3)).toEqual([
      "Draft",
      "",
      "1000",
      "1000",
    ]);
    expect((await fetch(`${server.url}/exports/parish-returns.csv?year=2055`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/exports/parish-returns.csv?year=nine`, { headers: secretary })).status,
    ).toBe(400);
  });
});

describe("what a parish editor reaches", () => {
  it("lists, sums and exports their own parish alone; a department editor reads none", async () => {
    const stMark = await signedInHeaders(
      server,
      await createStaffMember(server, { role: AdminRole.PARISH_EDITOR, parishId: world.parishes.stMark.id }),
    );
    const statuses = await ask<{ items: { parishName: string }[] }>(
      `query { parishReturnStatuses(year: 2055) { items { parishName } } }`,
      {},
      stMark,
    );
    expect(statuses.items.map((row) => row.parishName)).toEqual([world.parishes.stMark.name]);
    const totals = await ask<{ submitted: number; totals: { key: string; value: number }[] }[]>(
      `query { parishReturnTotals(year: 2055) { submitted totals { key value } } }`,
      {},
      stMark,
    );
    expect(totals).toEqual([
      { submitted: 1, totals: expect.arrayContaining([{ key: "baptisms", value: 5 }]) },
    ]);
    const csv = await (
      await fetch(`${server.url}/exports/parish-returns.csv?year=2055`, { headers: stMark })
    ).text();
    expect(csv.trim().split("\r\n")).toHaveLength(2);

    const departmentEditor = await signedInHeaders(
      server,
      await createStaffMember(server, { role: AdminRole.DEPARTMENT_EDITOR }),
    );
    const refused = await fetch(`${server.url}/exports/parish-returns.csv?year=2055`, {
      headers: departmentEditor,
    });
    expect(refused.status).toBe(403);
  });
});

describe("reminders", () => {
  it("e-mails each parish not submitted and its editors, once a day", async () => {
    await ask(SET, { year: 2060, questions: QUESTIONS });
    const editor = await createStaffMember(server, {
      role: AdminRole.PARISH_EDITOR,
      parishId: world.parishes.stLuke.id,
      email: "vicar.stluke@diocese.example",
    });
    const sent: MailMessage[] = [];
    const send = vi.spyOn(server.services.mail, "sendInBackground").mockImplementation((message) => {
      sent.push(message);
    });
    const reminders = new ParishReturnReminderService(
      server.dataSource,
      server.services.mail,
      server.services.addresses,
    );
    try {
      const first = await reminders.remind(SYSTEM_ACTOR, { year: 2060 });
      expect(first.reminded).toBeGreaterThanOrEqual(1);
      expect(sent.map((message) => message.to)).toEqual(
        expect.arrayContaining(["stluke@parish.example", editor.email]),
      );
      expect(sent.find((message) => message.to === editor.email)!.subject).toMatch(/the 2060 parish return/);

      sent.length = 0;
      const again = await reminders.remind(SYSTEM_ACTOR, { year: 2060 });
      expect(again.reminded).toBe(0);
      expect(again.remindedToday).toBe(first.reminded);
      expect(sent).toEqual([]);

      const tomorrow = new ParishReturnReminderService(
        server.dataSource,
        server.services.mail,
        server.services.addresses,
        () => new Date(Date.now() + 24 * 60 * 60 * 1000),
      );
      expect((await tomorrow.remind(SYSTEM_ACTOR, { year: 2060 })).reminded).toBe(first.reminded);
    } finally {
      send.mockRestore();
    }
  });

  it("leaves out the parishes that submitted, and is the diocese's to send", async () => {
    const REMIND = `mutation ($year: Int!) { remindParishReturns(year: $year) { reminded remindedToday withoutAddress } }`;
    const send = vi.spyOn(server.services.mail, "sendInBackground").mockImplementation(() => undefined);
    try {
      const sent = await ask<{ withoutAddress: number }>(REMIND, { year: 2055 });
      // St John's draft has no address of its own nor an editor yet; the others submitted.
      expect(sent.withoutAddress).toBeGreaterThanOrEqual(1);
      expect(send.mock.calls.map(([message]) => message.to)).not.toContain("stluke@parish.example");
      const parishEditor = await signedInHeaders(
        server,
        await createStaffMember(server, {
          role: AdminRole.PARISH_EDITOR,
          parishId: world.parishes.stJohn.id,
        }),
      );
      const { body } = await graphql(server.url, REMIND, { year: 2055 }, parishEditor);
      expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    } finally {
      send.mockRestore();
    }
  });
});
