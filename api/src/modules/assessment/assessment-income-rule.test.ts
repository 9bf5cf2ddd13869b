import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createParish, createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import type { Parish } from "../parish/parish.entity.js";

/*
 * A year's assessments set from a share of the income the parishes reported in their returns of
 * the year before: only submitted returns count, a parish without one is left for the treasurer.
 */

let server: TestApp;
let treasurer: Record<string, string>;
let butere: Parish;
let mumias: Parish;
let shianda: Parish;
const FROM_YEAR = 2031;
const YEAR = 2032;

/** The first questions' answers (first-questions.ts), with this income, all adding up. */
function answersWith(incomeKes: number) {
  const answers: Record<string, number> = {
    baptisms_infant: 3,
    baptisms_adult: 1,
    baptisms: 4,
    confirmations: 2,
    marriages: 1,
    burials: 1,
    communicants_men: 10,
    communicants_women: 10,
    communicants_youth: 5,
    communicants: 25,
    attendance: 80,
    members: 120,
    income: incomeKes,
  };
  return Object.entries(answers).map(([key, value]) => ({ key, value: String(value) }));
}

beforeAll(async () => {
  server = await startTestApp();
  const { services } = server;
  treasurer = await signedInHeaders(server, await createStaffMember(server, { role: "treasurer" }));
  butere = await createParish(services, { name: "St Peter's Butere" });
  mumias = await createParish(services, { name: "St John's Mumias" });
  shianda = await createParish(services, { name: "St Mark's Shianda" });
  await services.parishReturnQuestions.startYear(SYSTEM_ACTOR, { year: FROM_YEAR });
  const returnOf = (parish: Parish, incomeKes: number) => ({
    parishId: String(parish.id),
    year: FROM_YEAR,
    answers: answersWith(incomeKes),
  });
  await services.parishReturns.submit(SYSTEM_ACTOR, returnOf(butere, 1_234_567));
  await services.parishReturns.submit(SYSTEM_ACTOR, returnOf(mumias, 800_000));
  // A draft is not what the parish reported: it sets nothing.
  await services.parishReturns.saveDraft(SYSTEM_ACTOR, returnOf(shianda, 5_000_000));
}, 60_000);
afterAll(() => server.close());

const PREVIEW = `query ($rule: AssessmentRuleInput!) {
  assessmentRulePreview(rule: $rule, pageSize: 50) { total items { parish { name } fromKes currentKes proposedKes } }
}`;
const APPLY = `mutation ($rule: AssessmentRuleInput!) { applyAssessmentRule(rule: $rule) }`;
const STATEMENT = `query ($parishId: ID!) { parishAssessments(parishId: $parishId) { assessment { year } assessedKes } }`;

const RULE = { year: YEAR, fromYear: FROM_YEAR, basis: "REPORTED_INCOME", percent: 8, roundTo: 100 };

describe("assessments from a share of the income reported", () => {
  it("shows each parish that submitted its return with 8% of its income, rounded, then sets them", async () => {
    const preview = await graphql<{
      assessmentRulePreview: { total: number; items: { parish: { name: string }; fromKes: number }[] };
    }>(server.url, PREVIEW, { rule: RULE }, treasurer);
    expect(preview.body.errors).toBeUndefined();
    expect(preview.body.data!.assessmentRulePreview).toEqual({
      total: 2,
      items: [
        { parish: { name: "St John's Mumias" }, fromKes: 800_000, currentKes: null, proposedKes: 64_000 },
        { parish: { name: "St Peter's Butere" }, fromKes: 1_234_567, currentKes: null, proposedKes: 98_800 },
      ],
    });

    const applied = await graphql<{ applyAssessmentRule: number }>(
      server.url,
      APPLY,
      { rule: RULE },
      treasurer,
    );
    expect(applied.body.data).toEqual({ applyAssessmentRule: 2 });
    const statement = async (parish: Parish) =>
      (
        await graphql<{ parishAssessments: { assessment: { year: number }; assessedKes: number }[] }>(
          server.url,
          STATEMENT,
          { parishId: String(parish.id) },
          treasurer,
        )
      ).body.data!.parishAssessments;
    expect(await statement(butere)).toEqual([{ assessment: { year: YEAR }, assessedKes: 98_800 }]);
    expect(await statement(shianda)).toEqual([]);
  });

  it.each([
    [{ percent: 0 }, "percent must be from 1 to 100"],
    [{ percent: 101 }, "percent must be from 1 to 100"],
    [{ fromYear: 2040 }, "fromYear must be another year"],
    [{ fromYear: 1999 }, "fromYear must be 2000 or later"],
  ])("refuses %o, naming the field, and sets nothing", async (change, message) => {
    const { body } = await graphql(
      server.url,
      APPLY,
      { rule: { ...RULE, year: 2040, ...change } },
      treasurer,
    );
    expect(body.errors?.[0]?.message).toContain(message);
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await server.services.assessments.yearsOf(mumias.id)).toHaveLength(1);
  });
});

describe("a rule that would make an assessment larger than one may be", () => {
  it("is refused, naming the parish, and sets none of the year's assessments", async () => {
    const { services } = server;
    const large = await createParish(services, { name: "St Luke's Large" });
    await services.parishReturnQuestions.startYear(SYSTEM_ACTOR, { year: 2051 });
    for (const [parish, incomeKes] of [
      [large, 1_000_000_000],
      [mumias, 900_000],
    ] as const) {
      await services.parishReturns.submit(SYSTEM_ACTOR, {
        parishId: String(parish.id),
        year: 2051,
        answers: answersWith(incomeKes),
      });
    }
    const { body } = await graphql(
      server.url,
      APPLY,
      { rule: { ...RULE, fromYear: 2051, year: 2052, percent: 100, roundTo: 1 } },
      treasurer,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(body.errors?.[0]?.message).toContain("St Luke's Large's assessment 1,000,000,000 shillings");
    expect(await services.assessments.yearsOf(large.id)).toEqual([]);
    expect((await services.assessments.yearsOf(mumias.id)).map((each) => each.year)).not.toContain(2052);
  });
});
