import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createParish, createStaffMember, signedInHeaders, STAFF_PASSWORD } from "../../../test/factories.js";
import {
  APPEAL_ACCOUNT,
  give,
  phoneEnding,
  settledGift,
  startGivingApp,
  type GivingApp,
} from "../../../test/giving-app.js";
import { graphql } from "../../../test/http.js";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { hasWordsFor } from "./audit-field-words.js";
import { namesRecordsOf } from "./audit-labels.js";
import { AUDIT_RULES } from "../../audit-rules.js";
import { BOOKKEEPING_COLUMNS, BOOKKEEPING_TABLES, SECRET_FIELD } from "./audit-log.subscriber.js";

/*
 * Issue #36: an entry names its record as a person knows it, as it was when the entry was made
 * (a deleted one by the name it had), and says the fields an update changed in words.
 */

let giving: GivingApp;
let admin: Record<string, string>;

beforeAll(async () => {
  giving = await startGivingApp();
  admin = await signedInHeaders(
    giving.server,
    await createStaffMember(giving.server, { name: "Grace Wanjiru" }),
  );
});
afterAll(() => giving.close());

interface Entry {
  entity: string;
  entityId: string | null;
  label: string | null;
  action: string;
  fieldsInWords: string[];
}

/** The entries of one kind of record (and one record, when given), oldest first. */
async function entriesOf(entity: string, entityId?: string): Promise<Entry[]> {
  const { body } = await graphql<{ auditLog: { items: Entry[] } }>(
    giving.server.url,
    `
      query ($entity: String, $entityId: String) {
        auditLog(entity: $entity, entityId: $entityId, pageSize: 50) {
          items {
            entity
            entityId
            label
            action
            fieldsInWords
          }
        }
      }
    `,
    { entity, entityId: entityId ?? null },
    admin,
  );
  expect(body.errors).toBeUndefined();
  return [...body.data!.auditLog.items].reverse();
}

const mutate = async <T>(query: string, variables: Record<string, unknown>, headers = admin) => {
  const { body } = await graphql<T>(giving.server.url, query, variables, headers);
  expect(body.errors).toBeUndefined();
  return body.data!;
};

describe("the audit log's names of records", () => {
  it("names a news article by its title then: made, renamed, and deleted under the name it had", async () => {
    const { createNewsArticle } = await mutate<{ createNewsArticle: { id: string } }>(
      `mutation ($input: NewsArticleInput!) { createNewsArticle(input: $input) { id } }`,
      { input: { title: "Harvest thanksgiving at St Mark's", body: "<p>First fruits.</p>" } },
    );
    const { id } = createNewsArticle;
    await mutate(
      `mutation ($id: ID!, $input: NewsArticleInput!) { updateNewsArticle(id: $id, input: $input) { id } }`,
      {
        id,
        input: { title: "Harvest thanksgiving at St Mark's, Mumias", body: "<p>First fruits.</p>" },
      },
    );
    await mutate(`mutation ($id: ID!) { deleteNewsArticle(id: $id) }`, { id });

    expect((await entriesOf("News article", id)).map((entry) => [entry.action, entry.label])).toEqual([
      ["CREATED", "Harvest thanksgiving at St Mark's"],
      ["UPDATED", "Harvest thanksgiving at St Mark's, Mumias"],
      ["DELETED", "Harvest thanksgiving at St Mark's, Mumias"],
    ]);
  });

  it("says the fields an update changed in words, not the code's names, on the page and in the CSV", async () => {
    await mutate(
      `mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { shortName } }`,
      {
        input: {
          shortName: "ACK Diocese",
          fullName: "ACK Diocese of Kakamega",
          paybillNumber: "600100",
          accountNumber: APPEAL_ACCOUNT,
          postalLine: "P.O. Box 1234-50100, Kakamega",
          bannerText: "Harambee for the cathedral on Sunday",
        },
      },
    );
    const [updated] = (await entriesOf("Site settings"))
      .filter((entry) => entry.action === "UPDATED")
      .slice(-1);
    expect(updated).toMatchObject({ label: "ACK Diocese of Kakamega" });
    expect(updated!.fieldsInWords).toEqual(expect.arrayContaining(["postal address", "banner text"]));
    expect(updated!.fieldsInWords.join()).not.toMatch(/[a-z][A-Z]/);
    const csv = await fetch(`${giving.server.url}/exports/audit-log.csv?entity=Site+settings`, {
      headers: admin,
    });
    const text = await csv.text();
    expect(text).toContain("banner text");
    expect(text).not.toContain("bannerText");
  });

  it("names a parish's services by day, time, kind and parish, and a date of a series by its event and day", async () => {
    const parish = await createParish(giving.server.services, {
      name: "St Mark's, Mumias",
      services: [{ day: "SUNDAY", startTime: "09:00", language: "ENGLISH", kind: "HOLY_COMMUNION" }],
    } as never);
    await mutate(`mutation ($id: ID!) { deleteParish(id: $id) }`, { id: String(parish.id) });
    expect(
      (await entriesOf("Parish service"))
        .filter((entry) => entry.action === "DELETED")
        .map((entry) => entry.label),
    ).toEqual(["Sunday 9:00 am, Holy Communion (English), St Mark's, Mumias"]);

    const event = await giving.server.services.events.create(SYSTEM_ACTOR, {
      title: "Holy Communion at the cathedral",
      date: "2030-03-03",
      startTime: "10:00",
      endTime: "12:00",
      repeat: { frequency: "WEEKLY", weekdays: ["SUNDAY"] },
    } as never);
    const ALL_DATES = `mutation ($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input, scope: ALL) { id } }`;
    await mutate(
      `mutation ($id: ID!, $on: String) { deleteEvent(id: $id, scope: THIS_ONE, occurrenceDate: $on) }`,
      {
        id: String(event.id),
        on: "2030-03-17",
      },
    );
    // Once it happens once, the cancelled Sunday is no date of it: the change is removed.
    await mutate(ALL_DATES, {
      id: String(event.id),
      input: {
        title: "Holy Communion at the cathedral",
        date: "2030-03-03",
        startTime: "10:00",
        endTime: "12:00",
      },
    });
    expect(
      (await entriesOf("Change to an event's date")).map((entry) => [entry.action, entry.label]),
    ).toEqual([
      ["CREATED", "Holy Communion at the cathedral, 17 March 2030"],
      ["DELETED", "Holy Communion at the cathedral, 17 March 2030"],
    ]);
  });

  it("names a gift by its amount, donor and appeal, a reversal by the gift it takes back, an anonymous donor as such", async () => {
    const appeal = String(giving.appeal.id);
    const treasurer = giving.treasurer;
    const { recordGift } = await mutate<{ recordGift: { id: string } }>(
      `mutation ($input: RecordGiftInput!) { recordGift(input: $input) { id } }`,
      {
        input: {
          projectId: appeal,
          amountKes: 2_500,
          method: "CASH",
          donorName: "Jane Wanjiru",
          receivedOn: new Date().toLocaleDateString("en-CA", { timeZone: "Africa/Nairobi" }),
        },
      },
      treasurer,
    );
    const { reverseGift } = await mutate<{ reverseGift: { id: string } }>(
      `mutation ($id: ID!) { reverseGift(input: { id: $id, reason: "Entered twice" }) { id } }`,
      { id: recordGift.id },
      treasurer,
    );
    for (const [name, anonymous] of [
      ["Peter Otieno Wafula", false],
      ["Esther Nafula", true],
    ] as const) {
      const prompt = await give(giving.server.url, {
        projectId: appeal,
        amountKes: anonymous ? 500 : 1_000,
        phone: phoneEnding("5678"),
        name,
        anonymous,
      });
      expect((await settledGift(giving.server.url, prompt.body.data!.giveByMpesa.token)).status).toBe("PAID");
    }

    const named = new Map((await entriesOf("Gift")).map((entry) => [entry.entityId, entry]));
    expect(named.get(recordGift.id)?.label).toBe(
      "KES 2,500 in cash from Jane W. to Diocesan Conference Centre",
    );
    expect(named.get(reverseGift.id)).toMatchObject({
      action: "GIFT_REVERSED",
      label: "Reversal of KES 2,500 in cash from Jane W. to Diocesan Conference Centre",
    });
    const labels = [...named.values()].map((entry) => entry.label);
    expect(labels).toContain("KES 1,000 from Peter W. to Diocesan Conference Centre");
    expect(labels).toContain("KES 500 from an anonymous donor to Diocesan Conference Centre");
    expect(labels.join()).not.toContain("Esther");
  });

  it("names an unmatched paybill payment by what M-Pesa sent: amount, payer, transaction and account", async () => {
    const payment = await giving.simulator.payBill({
      amount: 1_500,
      phone: "254712000555",
      accountNumber: "TITHE",
    });
    const listed = await mutate<{ unmatchedPayments: { items: { id: string; mpesaReceipt: string }[] } }>(
      `{ unmatchedPayments(pageSize: 50) { items { id mpesaReceipt } } }`,
      {},
      giving.treasurer,
    );
    const { id } = listed.unmatchedPayments.items.find((item) => item.mpesaReceipt === payment.TransID)!;
    await mutate(
      `mutation ($id: ID!) { setAsideUnmatchedPayment(input: { id: $id }) { id } }`,
      { id },
      giving.treasurer,
    );

    const words = `KES 1,500 from Simulated Donor, M-Pesa ${String(payment.TransID)}, account TITHE`;
    expect(
      (await entriesOf("Unmatched paybill payment", id)).map((entry) => [entry.action, entry.label]),
    ).toEqual([
      ["CREATED", words],
      ["PAYMENT_SET_ASIDE", words],
    ]);
  });

  it("names the staff account of a sign-in, and a failed one, by its owner's name", async () => {
    const staff = await createStaffMember(giving.server, {
      name: "Mary Atieno",
      email: "mary.atieno@diocese.example",
    });
    const SIGN_IN = `mutation ($password: String!) { signIn(identifier: "mary.atieno@diocese.example", password: $password) { id } }`;
    await graphql(giving.server.url, SIGN_IN, { password: STAFF_PASSWORD });
    await graphql(giving.server.url, SIGN_IN, { password: "Wrong-password-1" });

    const signIns = (await entriesOf("Staff account", String(staff.id))).filter(
      (entry) => entry.action !== "CREATED",
    );
    expect(signIns.map((entry) => [entry.action, entry.label])).toEqual([
      ["SIGNED_IN", "Mary Atieno"],
      ["SIGN_IN_FAILED", "Mary Atieno"],
    ]);
  });

  it("has a kind, a name and words for every field of every table whose writes it records", () => {
    const recorded = giving.server.dataSource.entityMetadatas.filter(
      (table) => !BOOKKEEPING_TABLES.has(table.tableName) && !AUDIT_RULES[table.tableName]?.bookkeeping,
    );
    expect(recorded.length).toBeGreaterThan(20);
    expect(
      recorded.filter((table) => !namesRecordsOf(table.tableName)).map((table) => table.tableName),
    ).toEqual([]);
    const wordless = recorded.flatMap((table) =>
      table.columns
        .filter((column) => !column.isPrimary && !SECRET_FIELD.test(column.propertyName))
        .filter((column) => !BOOKKEEPING_COLUMNS[table.tableName]?.has(column.propertyName))
        .filter((column) => !hasWordsFor(table.tableName, column.propertyName))
        .map((column) => `${table.tableName}.${column.propertyName}`),
    );
    expect(wordless).toEqual([]);
  });
});
