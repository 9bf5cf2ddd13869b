import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject, createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import type { Project } from "../project/project.entity.js";
import { Contribution } from "./contribution.entity.js";

/* The treasurer's side of the ledger: reversals, as the Contributions page and its CSV show them. */

let server: TestApp;
let project: Project;
let treasurer: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  project = await createProject(server.services);
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
        donorName: "Mothers' Union of Butere",
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
    expect(progress).toEqual({ raisedKes: 0, openingKes: 0, gifts: 0 });
  });
});

const LIST = `
  query ($projectId: ID) {
    contributions(projectId: $projectId, pageSize: 50) {
      items { id source status amountKes reversedBy { id reason paidAt } reverses { id receiptNumber } }
    }
  }
`;

interface ListedEntry {
  id: string;
  source: string;
  reversedBy: { id: string; reason: string } | null;
  reverses: { id: string; receiptNumber: string } | null;
}

describe("a reversed gift in the treasurer's list", () => {
  it("names the reversal that took it back, and the reversal names the gift; a gift that stands has neither", async () => {
    const reversed = await recordCashGift(2_500);
    const stands = await recordCashGift(3_500);
    const reversal = await graphql<{ reverseGift: { id: string } }>(
      server.url,
      REVERSE,
      { input: { id: reversed.id, reason: "The cheque bounced" } },
      treasurer,
    );
    const { body } = await graphql<{ contributions: { items: ListedEntry[] } }>(
      server.url,
      LIST,
      { projectId: String(project.id) },
      treasurer,
    );
    const byId = new Map(body.data!.contributions.items.map((item) => [item.id, item]));
    const reversalId = reversal.body.data!.reverseGift.id;
    expect(byId.get(reversed.id)!.reversedBy).toMatchObject({ id: reversalId, reason: "The cheque bounced" });
    expect(byId.get(reversalId)).toMatchObject({
      source: "REVERSAL",
      reversedBy: null,
      reverses: { id: reversed.id, receiptNumber: reversed.receiptNumber },
    });
    expect(byId.get(stands.id)).toMatchObject({ reversedBy: null, reverses: null });
  });
});

describe("the ledger's CSV", () => {
  it("writes a gift recorded for a day with its date alone, and sources, methods and statuses in the page's words", async () => {
    const gift = await recordCashGift(1_200, "2026-11-18");
    const reversal = await graphql<{ reverseGift: { id: string } }>(
      server.url,
      REVERSE,
      { input: { id: gift.id, reason: "Entered twice" } },
      treasurer,
    );
    const response = await fetch(`${server.url}/exports/contributions.csv?projectId=${project.id}`, {
      headers: treasurer,
    });
    expect(response.status).toBe(200);
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    const columns = header!.split(",");
    const rowOf = (id: string) => {
      const cells = rows.map((row) => row.split(",")).find((cells) => cells[0] === id)!;
      return Object.fromEntries(columns.map((column, index) => [column, cells[index]]));
    };
    expect(rowOf(gift.id)).toMatchObject({
      "Date (Kakamega)": "2026-11-18",
      "Time (Kakamega)": "",
      Source: "Recorded by staff",
      Method: "Cash",
      Status: "Paid",
      "Reversed by entry": reversal.body.data!.reverseGift.id,
    });
    const reversalRow = rowOf(reversal.body.data!.reverseGift.id);
    expect(reversalRow).toMatchObject({ Source: "Reversal", Status: "Paid", "Reverses entry": gift.id });
    expect(reversalRow["Time (Kakamega)"]).toMatch(/^\d{2}:\d{2}$/);
    expect(rows.join("\n")).not.toMatch(/,(STK|STAFF|PAYBILL|REVERSAL|PAID|CASH),/);
  });
});

describe("recording a gift with the donor's number", () => {
  it("keeps it as a prompt's number is kept, for the donor's statement", async () => {
    const { body } = await graphql<{ recordGift: { id: string } }>(
      server.url,
      RECORD,
      {
        input: {
          projectId: String(project.id),
          amountKes: 1_200,
          method: "MPESA",
          phone: "+254 712-345 678",
          receivedOn: "2026-11-21",
        },
      },
      treasurer,
    );
    expect(body.errors).toBeUndefined();
    const gift = await server.dataSource
      .getRepository(Contribution)
      .findOneByOrFail({ id: Number(body.data!.recordGift.id) });
    expect(gift.phone).toBe("254712345678");
  });

  it.each(["020 222 2222", "+44 7700 900123", "call me"])(
    "refuses %s, naming the field, and records nothing",
    async (phone) => {
      const before = await server.dataSource.getRepository(Contribution).count();
      const { body } = await graphql(
        server.url,
        RECORD,
        {
          input: {
            projectId: String(project.id),
            amountKes: 500,
            method: "CASH",
            phone,
            receivedOn: "2026-11-21",
          },
        },
        treasurer,
      );
      expect(body.errors?.[0]?.message).toBe(
        "phone must be a Kenyan mobile number, such as 0712 345 678 or +254 712 345 678",
      );
      expect(body.errors?.[0]?.extensions?.field).toBe("phone");
      expect(await server.dataSource.getRepository(Contribution).count()).toBe(before);
    },
  );
});
