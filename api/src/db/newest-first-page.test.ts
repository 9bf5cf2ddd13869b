import { In } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject, createStaffMember, signedInHeaders } from "../../test/factories.js";
import { graphql } from "../../test/http.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { NewsletterSubscriber } from "../modules/newsletter-subscriber/newsletter-subscriber.entity.js";
import type { Project } from "../modules/project/project.entity.js";
import { updateWhere } from "./store.js";

/* The staff lists that page by cursor (the ledger, the audit log, subscribers), as integrators and the dashboard see them. */

let server: TestApp;
let treasurer: Record<string, string>;
let project: Project;
/** The ids of the project's gifts, newest first. */
let giftIds: string[];

interface Page {
  items: { id: string }[];
  page: number;
  pageCount: number;
  total: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

const GIFTS = `query ($projectId: ID, $after: String, $before: String, $page: Int) {
  contributions(projectId: $projectId, pageSize: 3, after: $after, before: $before, page: $page) {
    items { id } page pageCount total nextCursor previousCursor
  }
}`;

async function giftsPage(variables: Record<string, unknown>) {
  const { body } = await graphql<{ contributions: Page }>(
    server.url,
    GIFTS,
    { projectId: String(project.id), ...variables },
    treasurer,
  );
  return body;
}

async function recordGift(amountKes: number): Promise<string> {
  const { body } = await graphql<{ recordGift: { id: string } }>(
    server.url,
    `
      mutation ($input: RecordGiftInput!) {
        recordGift(input: $input) {
          id
        }
      }
    `,
    { input: { projectId: String(project.id), amountKes, method: "CASH", receivedOn: "2026-11-20" } },
    treasurer,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.recordGift.id;
}

const ids = (page: Page) => page.items.map((item) => item.id);

beforeAll(async () => {
  server = await startTestApp();
  treasurer = await signedInHeaders(server, await createStaffMember(server, { role: "treasurer" }));
  project = await createProject(server.services);
  const recorded: string[] = [];
  for (let gift = 1; gift <= 7; gift++) recorded.push(await recordGift(gift * 100));
  giftIds = recorded.reverse();
});
afterAll(() => server.close());

describe("a list paged by cursor", () => {
  it("walks to the oldest entry and back, each entry once, numbering its pages", async () => {
    const first = (await giftsPage({})).data!.contributions;
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 7, previousCursor: null });
    expect(ids(first)).toEqual(giftIds.slice(0, 3));

    const second = (await giftsPage({ after: first.nextCursor })).data!.contributions;
    expect(ids(second)).toEqual(giftIds.slice(3, 6));
    expect(second.page).toBe(2);

    const last = (await giftsPage({ after: second.nextCursor })).data!.contributions;
    expect(ids(last)).toEqual(giftIds.slice(6));
    expect(last).toMatchObject({ page: 3, nextCursor: null });

    const backToSecond = (await giftsPage({ before: last.previousCursor })).data!.contributions;
    expect(ids(backToSecond)).toEqual(ids(second));
    expect(backToSecond.page).toBe(2);
    const backToFirst = (await giftsPage({ before: backToSecond.previousCursor })).data!.contributions;
    expect(ids(backToFirst)).toEqual(ids(first));
    expect(backToFirst).toMatchObject({ page: 1, previousCursor: null });
  });

  it("keeps its place when a gift is recorded meanwhile: the next page neither repeats nor skips an entry", async () => {
    const first = (await giftsPage({})).data!.contributions;
    const newest = await recordGift(5_000);
    const second = (await giftsPage({ after: first.nextCursor })).data!.contributions;
    expect(ids(second)).toEqual(giftIds.slice(3, 6));
    // Back from there: the three just newer, then the first page, whole, with the new gift.
    const back = (await giftsPage({ before: second.previousCursor })).data!.contributions;
    expect(ids(back)).toEqual(ids(first));
    expect(back.page).toBe(2);
    expect(back.previousCursor).not.toBeNull();
    const top = (await giftsPage({ before: back.previousCursor })).data!.contributions;
    expect(ids(top)).toEqual([newest, ...ids(first).slice(0, 2)]);
    expect(top).toMatchObject({ page: 1, previousCursor: null });
    giftIds.unshift(newest);
  });

  it("breaks ties of the same moment by id, so that entries made together are neither lost nor doubled", async () => {
    const subscribers = server.dataSource.getRepository(NewsletterSubscriber);
    const made = await subscribers.save(
      Array.from({ length: 5 }, (_, index) => subscribers.create({ email: `tie-${index}@example.org` })),
    );
    await updateWhere(
      subscribers,
      { id: In(made.map((subscriber) => subscriber.id)) },
      { createdAt: new Date("2030-01-01T06:00:00.000Z") },
    );
    const editor = await signedInHeaders(server);
    const list = async (variables: Record<string, unknown>) =>
      (
        await graphql<{ newsletterSubscribers: Page }>(
          server.url,
          `
            query ($after: String) {
              newsletterSubscribers(pageSize: 2, after: $after) {
                items {
                  id
                }
                nextCursor
              }
            }
          `,
          variables,
          editor,
        )
      ).body.data!.newsletterSubscribers;
    const seen: string[] = [];
    let page = await list({});
    seen.push(...ids(page));
    while (page.nextCursor) {
      page = await list({ after: page.nextCursor });
      seen.push(...ids(page));
    }
    expect(seen.slice(0, 5)).toEqual(made.map((subscriber) => String(subscriber.id)).reverse());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("refuses a cursor it did not give, both cursors at once, and a page with a cursor, saying which", async () => {
    const first = (await giftsPage({})).data!.contributions;
    const forged = Buffer.from(JSON.stringify(["'; DROP TABLE contribution; --", 1, 2])).toString(
      "base64url",
    );
    for (const [variables, message] of [
      [{ after: "not a cursor" }, "after must be a cursor a page of this list gave"],
      [{ before: forged }, "before must be a cursor a page of this list gave"],
      [{ after: "x".repeat(201) }, "after must be a cursor a page of this list gave"],
      [
        { after: first.nextCursor, before: first.nextCursor },
        "give after or before, not both: a page has one side to start from",
      ],
      [{ after: first.nextCursor, page: 2 }, "give page or a cursor (after or before), not both"],
    ] as const) {
      const body = await giftsPage(variables);
      expect(body.errors?.[0]?.message).toBe(message);
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
  });

  it("still answers page numbers for integrators, with the cursors to go on from there", async () => {
    const second = (await giftsPage({ page: 2 })).data!.contributions;
    expect(ids(second)).toEqual(giftIds.slice(3, 6));
    expect(second.page).toBe(2);
    const third = (await giftsPage({ after: second.nextCursor })).data!.contributions;
    expect(ids(third)).toEqual(giftIds.slice(6, 9));
  });

  it("pages the audit log by cursor too, newest first", async () => {
    const admin = await signedInHeaders(server, await createStaffMember(server, { role: "system_admin" }));
    const AUDIT = `query ($after: String) { auditLog(pageSize: 2, after: $after, entity: "Gift") { items { id } total nextCursor } }`;
    const list = async (after?: string | null) =>
      (await graphql<{ auditLog: Page }>(server.url, AUDIT, { after }, admin)).body.data!.auditLog;
    const first = await list();
    const seen = ids(first);
    for (let page = first; page.nextCursor;) {
      page = await list(page.nextCursor);
      seen.push(...ids(page));
    }
    expect(seen).toHaveLength(first.total);
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => b - a));
  });
});
