import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { ProjectStatus, type Project } from "../project/project.entity.js";

/* The treasurer's side of the ledger: reversals, as the Contributions page and its CSV show them. */

let server: TestApp;
let project: Project;
let treasurer: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  project = await server.services.projects.create(SYSTEM_ACTOR, {
    title: "St Luke's Parish Hall",
    summary: "A hall for Butere.",
    body: "<p>A hall.</p>",
    targetAmountKes: 2_000_000,
    status: ProjectStatus.ONGOING,
    featured: false,
  });
  treasurer = await signedInHeaders(server, await createStaffMember(server, { role: "treasurer" }));
});
afterAll(() => server.close());

const RECORD = `mutation ($input: RecordGiftInput!) { recordGift(input: $input) { id receiptNumber } }`;
const REVERSE = `mutation ($input: ReverseGiftInput!) { reverseGift(input: $input) { id source amountKes } }`;

async function recordCashGift(amountKes: number, receivedOn = "2026-11-20") {
  const { body } = await graphql<{ recordGift: { id: string; receiptNumber: string } }>(
    server.url,
    RECORD,
    {
      input: {
        projectId: String(project.id),
        amountKes,
        method: "CASH",
        donorName: "Mothers' Union, Butere",
        receivedOn,
      },
    },
    treasurer,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.recordGift;
}

describe("reversing a gift", () => {
  it("reverses it once when twenty reversals come at once; the others are told it is reversed already", async () => {
    const gift = await recordCashGift(4_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) =>
        graphql<{ reverseGift: { id: string } }>(
          server.url,
          REVERSE,
          { input: { id: gift.id, reason: `Recorded twice (${attempt})` } },
          treasurer,
        ),
      ),
    );
    const reversed = answers.filter((answer) => answer.body.data?.reverseGift);
    const refused = answers.filter((answer) => answer.body.errors);
    expect(reversed).toHaveLength(1);
    expect(refused.map((answer) => answer.body.errors![0]!.message)).toEqual(
      Array.from({ length: 19 }, () => "This gift has already been reversed"),
    );
    expect(refused.map((answer) => answer.body.errors![0]!.extensions)).toEqual(
      Array.from({ length: 19 }, () => expect.objectContaining({ code: "BAD_USER_INPUT", field: "id" })),
    );
    const [progress] = await server.services.contributions.progressOfEach([project.id]);
    expect(progress).toEqual({ raisedKes: 0, gifts: 0 });
  });
});
