import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminRole } from "../../authorization.js";
import {
  createArchdeaconry,
  createParish,
  createStaffMember,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

/*
 * Parish returns over real HTTP: the secretary's questions of a year, a parish editor's draft and
 * submission with every refused number named, the diocese's reopening with its reason, and who
 * reads and writes which parish's return.
 */

let server: TestApp;
let secretary: Record<string, string>;
let nextYear = 2030;

beforeAll(async () => {
  server = await startTestApp();
  secretary = await signedInHeaders(server, await createStaffMember(server, { role: AdminRole.EDITOR }));
});
afterAll(() => server.close());

const QUESTION_FIELDS = "key labelEn labelSw help optional totalOf";
const RETURN_FIELDS = `parishId parishName year status submittedAt answers { key value } questions { key labelEn } reopenings { reason reopenedAt }`;

const START = `mutation ($year: Int!) { startParishReturnYear(year: $year) { ${QUESTION_FIELDS} } }`;
const SET_QUESTIONS = `mutation ($year: Int!, $questions: [ParishReturnQuestionInput!]!) {
  setParishReturnQuestions(year: $year, questions: $questions) { ${QUESTION_FIELDS} } }`;
const SAVE = `mutation ($parishId: ID!, $year: Int!, $answers: [ParishReturnAnswerInput!]!) {
  saveParishReturnDraft(parishId: $parishId, year: $year, answers: $answers) { ${RETURN_FIELDS} } }`;
const SUBMIT = `mutation ($parishId: ID!, $year: Int!, $answers: [ParishReturnAnswerInput!]!) {
  submitParishReturn(parishId: $parishId, year: $year, answers: $answers) { ${RETURN_FIELDS} } }`;
const REOPEN = `mutation ($parishId: ID!, $year: Int!, $reason: String!) {
  reopenParishReturn(parishId: $parishId, year: $year, reason: $reason) { ${RETURN_FIELDS} } }`;
const READ = `query ($parishId: ID!, $year: Int!) { parishReturn(parishId: $parishId, year: $year) { ${RETURN_FIELDS} } }`;

interface Question {
  key: string;
  labelEn: string;
  labelSw: string;
  help: string | null;
  optional: boolean;
  totalOf: string[];
}
interface ReturnView {
  status: string;
  submittedAt: string | null;
  answers: { key: string; value: number }[];
  reopenings: { reason: string }[];
}

/** A small return: men, women, and their total. */
const SMALL: Question[] = [
  { key: "men", labelEn: "Communicants: men", labelSw: "Wanaume", help: null, optional: false, totalOf: [] },
  {
    key: "women",
    labelEn: "Communicants: women",
    labelSw: "Wanawake",
    help: null,
    optional: false,
    totalOf: [],
  },
  {
    key: "youth",
    labelEn: "Communicants: youth",
    labelSw: "Vijana",
    help: null,
    optional: true,
    totalOf: [],
  },
  {
    key: "communicants",
    labelEn: "Communicants total",
    labelSw: "Jumla",
    help: "Men, women and youth",
    optional: false,
    totalOf: ["men", "women", "youth"],
  },
];

async function newYear(questions: Question[] = SMALL): Promise<number> {
  nextYear += 1;
  const { body } = await graphql(server.url, SET_QUESTIONS, { year: nextYear, questions }, secretary);
  expect(body.errors).toBeUndefined();
  return nextYear;
}

async function parishWithEditor() {
  const parish = await createParish(server.services);
  const editor = await signedInHeaders(
    server,
    await createStaffMember(server, { role: AdminRole.PARISH_EDITOR, parishId: parish.id }),
  );
  return { parish, editor, parishId: String(parish.id) };
}

const answers = (values: Record<string, string | null>) =>
  Object.entries(values).map(([key, value]) => ({ key, value }));

async function call<T>(
  document: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const { body } = await graphql<Record<string, T>>(server.url, document, variables, headers);
  const error = body.errors?.[0];
  return {
    data: body.data ? Object.values(body.data)[0] : undefined,
    code: error?.extensions?.code as string | undefined,
    message: error?.message,
    field: error?.extensions?.field as string | undefined,
  };
}

describe("the year's questions", () => {
  it("starts a year with the first questions, and the next year as a copy of it", async () => {
    const first = await call<Question[]>(START, { year: 2001 }, secretary);
    expect(first.code).toBeUndefined();
    expect(first.data!.find((question) => question.key === "baptisms")?.totalOf).toEqual([
      "baptisms_infant",
      "baptisms_adult",
    ]);
    const changed = first.data!.map((question) =>
      question.key === "marriages" ? { ...question, labelEn: "Weddings" } : question,
    );
    await call(SET_QUESTIONS, { year: 2001, questions: changed }, secretary);

    const next = await call<Question[]>(START, { year: 2002 }, secretary);
    expect(next.data).toEqual(changed);
    expect((await call(START, { year: 2002 }, secretary)).message).toMatch(/has its questions already/);
  });

  it("refuses a total of a question the year does not ask, and keys used twice", async () => {
    const year = await newYear();
    const badTotal = SMALL.map((question) =>
      question.key === "communicants" ? { ...question, totalOf: ["men", "elders"] } : question,
    );
    const refused = await call(SET_QUESTIONS, { year, questions: badTotal }, secretary);
    expect(refused.code).toBe("BAD_USER_INPUT");
    expect(refused.message).toMatch(/Communicants total: a total adds up other questions.*elders/);

    const twice = await call(SET_QUESTIONS, { year, questions: [SMALL[0], SMALL[0]] }, secretary);
    expect(twice.message).toMatch(/The key men is used by two questions/);
    const badKey = await call(
      SET_QUESTIONS,
      { year, questions: [{ ...SMALL[0], key: "Men Total" }] },
      secretary,
    );
    expect(badKey.message).toMatch(/^Question 1: key must start with a letter/);
  });

  it("keeps the questions and totals of a year once a parish submitted, but lets labels change", async () => {
    const year = await newYear();
    const { parishId, editor } = await parishWithEditor();
    await call(
      SUBMIT,
      { parishId, year, answers: answers({ men: "3", women: "4", communicants: "7" }) },
      editor,
    );

    const withoutYouth = SMALL.filter((question) => question.key !== "youth").map((question) =>
      question.key === "communicants" ? { ...question, totalOf: ["men", "women"] } : question,
    );
    const removed = await call(SET_QUESTIONS, { year, questions: withoutYouth }, secretary);
    expect(removed.code).toBe("BAD_USER_INPUT");
    expect(removed.message).toBe(
      `A parish has submitted its ${year} return already, so "Communicants: youth" cannot be removed; labels, help and order can still change`,
    );
    const retotalled = SMALL.map((question) =>
      question.key === "communicants" ? { ...question, totalOf: ["men", "women"] } : question,
    );
    expect((await call(SET_QUESTIONS, { year, questions: retotalled }, secretary)).message).toMatch(
      /what "Communicants total" is the total of cannot change/,
    );
    const newRequired = [...SMALL, { ...SMALL[0], key: "elders", labelEn: "Elders" }];
    expect((await call(SET_QUESTIONS, { year, questions: newRequired }, secretary)).message).toMatch(
      /a new question \("Elders"\) can only be optional/,
    );

    const relabelled = SMALL.map((question) => ({ ...question, labelSw: `${question.labelSw} (mwaka)` }));
    const kept = await call<Question[]>(SET_QUESTIONS, { year, questions: relabelled.reverse() }, secretary);
    expect(kept.code).toBeUndefined();
    expect(kept.data!.map((question) => question.key)).toEqual(["communicants", "youth", "women", "men"]);
  });

  it("is the diocese's to change: a parish editor and an API token are refused", async () => {
    const { editor } = await parishWithEditor();
    expect((await call(START, { year: 2090 }, editor)).code).toBe("FORBIDDEN");
    const admin = await createStaffMember(server);
    const { token } = await server.services.apiTokens.create(
      { userId: admin.id, role: "system_admin", sessionId: 0 },
      { name: "Returns app", scopes: ["READ_PRIVATE", "WRITE_CONTENT"] },
    );
    const asToken = { authorization: `Bearer ${token}` };
    expect((await call(START, { year: 2090 }, asToken)).code).toBe("FORBIDDEN");
  });
});

describe("a parish's return", () => {
  it("is saved as a draft with some answers, then submitted once complete", async () => {
    const year = await newYear();
    const { parishId, editor } = await parishWithEditor();
    const draft = await call<ReturnView>(
      SAVE,
      { parishId, year, answers: answers({ men: "12", women: "" }) },
      editor,
    );
    expect(draft.code).toBeUndefined();
    expect(draft.data).toMatchObject({
      status: "DRAFT",
      answers: [{ key: "men", value: 12 }],
      submittedAt: null,
    });

    const missing = await call(SUBMIT, { parishId, year, answers: answers({ men: "12" }) }, editor);
    expect(missing).toMatchObject({ code: "BAD_USER_INPUT", field: "women" });
    expect(missing.message).toMatch(/^Communicants: women is not answered/);

    const submitted = await call<ReturnView>(
      SUBMIT,
      { parishId, year, answers: answers({ men: "12", women: " 20 ", youth: "8", communicants: "40" }) },
      editor,
    );
    expect(submitted.code).toBeUndefined();
    expect(submitted.data!.status).toBe("SUBMITTED");
    expect(submitted.data!.submittedAt).not.toBeNull();

    const again = await call(SAVE, { parishId, year, answers: answers({ men: "13" }) }, editor);
    expect(again.message).toMatch(/return was submitted: only the diocese can reopen it/);
    const read = await call<ReturnView>(READ, { parishId, year }, editor);
    expect(read.data!.answers).toContainEqual({ key: "men", value: 12 });
  });

  it.each([
    ["-3", /Communicants: men: "-3" is below zero/],
    ["2.5", /Communicants: men: "2.5" is not a whole number/],
    ["twelve", /Communicants: men: "twelve" is not a number/],
    ["5000000000", /Communicants: men: "5000000000" is far too large/],
  ])("refuses %s for an answer, naming the question, and keeps what was saved", async (typed, message) => {
    const year = await newYear();
    const { parishId, editor } = await parishWithEditor();
    await call(SAVE, { parishId, year, answers: answers({ women: "5" }) }, editor);
    const refused = await call(
      SAVE,
      { parishId, year, answers: answers({ women: "6", men: typed }) },
      editor,
    );
    expect(refused).toMatchObject({ code: "BAD_USER_INPUT", field: "men" });
    expect(refused.message).toMatch(message);
    const read = await call<ReturnView>(READ, { parishId, year }, editor);
    expect(read.data!.answers).toEqual([{ key: "women", value: 5 }]);
  });

  it("refuses a total that is not the sum of its parts, and a question the year does not ask", async () => {
    const year = await newYear();
    const { parishId, editor } = await parishWithEditor();
    const wrong = await call(
      SUBMIT,
      { parishId, year, answers: answers({ men: "10", women: "20", youth: "", communicants: "31" }) },
      editor,
    );
    expect(wrong).toMatchObject({ code: "BAD_USER_INPUT", field: "communicants" });
    expect(wrong.message).toBe(
      "Communicants total is 31, but Communicants: men + Communicants: women + Communicants: youth add up to 30: correct one of them",
    );
    const unknown = await call(SAVE, { parishId, year, answers: answers({ elders: "3" }) }, editor);
    expect(unknown.message).toBe(`elders is not a question of the ${year} return`);
    const read = await call<ReturnView>(READ, { parishId, year }, editor);
    expect(read.data!.status).toBe("NOT_STARTED");
  });

  it("is reopened by the diocese with a reason alone, and its reopenings are kept", async () => {
    const year = await newYear();
    const { parishId, editor } = await parishWithEditor();
    const full = answers({ men: "1", women: "2", communicants: "3" });
    await call(SUBMIT, { parishId, year, answers: full }, editor);

    expect((await call(REOPEN, { parishId, year, reason: "Burials missing" }, editor)).code).toBe(
      "FORBIDDEN",
    );
    const noReason = await call(REOPEN, { parishId, year, reason: "   " }, secretary);
    expect(noReason).toMatchObject({ code: "BAD_USER_INPUT", field: "reason" });
    expect(noReason.message).toMatch(/reason is required/);

    const reopened = await call<ReturnView>(
      REOPEN,
      { parishId, year, reason: "Women's count looks low" },
      secretary,
    );
    expect(reopened.data!.status).toBe("REOPENED");
    const corrected = answers({ men: "1", women: "20", communicants: "21" });
    expect((await call<ReturnView>(SAVE, { parishId, year, answers: corrected }, editor)).data!.status).toBe(
      "REOPENED",
    );
    await call(SUBMIT, { parishId, year, answers: corrected }, editor);
    await call(REOPEN, { parishId, year, reason: "Youth not counted" }, secretary);
    const read = await call<ReturnView>(READ, { parishId, year }, secretary);
    expect(read.data!.reopenings.map((reopening) => reopening.reason)).toEqual([
      "Youth not counted",
      "Women's count looks low",
    ]);
    expect((await call(REOPEN, { parishId, year, reason: "Again" }, secretary)).message).toMatch(
      /is not submitted: there is nothing to reopen/,
    );
  });

  it("is refused to another parish's editor, to read or to write", async () => {
    const year = await newYear();
    const own = await parishWithEditor();
    const other = await parishWithEditor();
    const write = await call(
      SAVE,
      { parishId: other.parishId, year, answers: answers({ men: "1" }) },
      own.editor,
    );
    expect(write.code).toBe("FORBIDDEN");
    expect((await call(READ, { parishId: other.parishId, year }, own.editor)).code).toBe("FORBIDDEN");
    expect((await call(READ, { parishId: other.parishId, year }, {})).code).toBe("UNAUTHENTICATED");
  });

  it("is read by an archdeacon for their archdeaconry's parishes alone, and written by none", async () => {
    const year = await newYear();
    const archdeaconry = await createArchdeaconry(server.services);
    const theirs = await createParish(server.services, { archdeaconryId: archdeaconry.id });
    const elsewhere = await createParish(server.services);
    const archdeacon = await signedInHeaders(
      server,
      await createStaffMember(server, {
        role: AdminRole.ARCHDEACON,
        archdeaconryId: archdeaconry.id,
      } as never),
    );
    const read = await call<ReturnView>(READ, { parishId: String(theirs.id), year }, archdeacon);
    const refusedRead = await call(READ, { parishId: String(elsewhere.id), year }, archdeacon);
    const refusedWrite = await call(SAVE, { parishId: String(theirs.id), year, answers: [] }, archdeacon);
    // Until accounts keep an archdeaconry, an archdeacon has none and reads nothing: refused, never more.
    expect(read.code === undefined || read.code === "FORBIDDEN").toBe(true);
    expect(refusedRead.code).toBe("FORBIDDEN");
    expect(refusedWrite.code).toBe("FORBIDDEN");
  });
});
