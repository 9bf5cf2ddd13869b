import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { signedInHeaders } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const SUBSCRIBE = `mutation ($email: String!) { subscribeToNewsletter(email: $email) }`;
const LIST = `query ($confirmed: Boolean) { newsletterSubscribers(pageSize: 50, confirmed: $confirmed) { total items { id email confirmed createdAt } } }`;
const UPDATE = `mutation ($id: ID!, $input: NewsletterSubscriberInput!) { updateNewsletterSubscriber(id: $id, input: $input) { id email confirmed } }`;
const DELETE = `mutation ($id: ID!) { deleteNewsletterSubscriber(id: $id) }`;

const addresses = async () =>
  (await server.services.newsletterSubscribers.page(SYSTEM_ACTOR, { pageSize: 50 })).items
    .map((s) => s.email)
    .sort();

describe("newsletter subscribers over GraphQL", () => {
  it("lets anyone subscribe, unconfirmed, and lists the address for staff", async () => {
    const { body } = await graphql(server.url, SUBSCRIBE, { email: " Mary.Achieng@Example.org " });
    expect(body).toEqual({ data: { subscribeToNewsletter: true } });
    const list = await graphql<{ newsletterSubscribers: { items: { email: string; confirmed: boolean }[] } }>(
      server.url,
      LIST,
      {},
      staff,
    );
    expect(list.body.data!.newsletterSubscribers.items).toContainEqual(
      expect.objectContaining({ email: "mary.achieng@example.org", confirmed: false }),
    );
  });

  it("treats subscribing twice as success and keeps one record", async () => {
    for (const email of ["john.wafula@example.org", "JOHN.WAFULA@example.org"]) {
      expect((await graphql(server.url, SUBSCRIBE, { email })).body).toEqual({
        data: { subscribeToNewsletter: true },
      });
    }
    expect((await addresses()).filter((email) => email === "john.wafula@example.org")).toHaveLength(1);
  });

  it("refuses an address that is not one", async () => {
    const before = await addresses();
    for (const email of ["", "not-an-address", "a@b"]) {
      const { body } = await graphql(server.url, SUBSCRIBE, { email });
      expect(body.errors?.[0]).toMatchObject({
        message: "email must be an e-mail address such as name@example.org",
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    expect(await addresses()).toEqual(before);
  });

  it("keeps the list private: reading, changing or deleting needs a session", async () => {
    await server.services.newsletterSubscribers.subscribe({ email: "private@example.org" });
    const [subscriber] = (await server.services.newsletterSubscribers.page(SYSTEM_ACTOR, {})).items;
    const before = await addresses();
    const attempts = [
      await graphql(server.url, LIST, {}),
      await graphql(
        server.url,
        `
          query ($id: ID!) {
            newsletterSubscriber(id: $id) {
              email
            }
          }
        `,
        {
          id: String(subscriber!.id),
        },
      ),
      await graphql(server.url, UPDATE, {
        id: String(subscriber!.id),
        input: { email: "x@example.org", confirmed: true },
      }),
      await graphql(server.url, DELETE, { id: String(subscriber!.id) }),
    ];
    for (const { body } of attempts) {
      expect(body.errors?.[0]).toMatchObject({
        message: "You need to sign in to do that",
        extensions: { code: "UNAUTHENTICATED" },
      });
    }
    expect(await addresses()).toEqual(before);
  });

  it("lets staff correct an address, confirm it, filter by it and delete it", async () => {
    await server.services.newsletterSubscribers.subscribe({ email: "typo@exmaple.org" });
    await server.services.newsletterSubscribers.subscribe({ email: "taken@example.org" });
    const subscriber = (
      await server.services.newsletterSubscribers.page(SYSTEM_ACTOR, { pageSize: 50 })
    ).items.find((s) => s.email === "typo@exmaple.org")!;
    const id = String(subscriber.id);

    const updated = await graphql(
      server.url,
      UPDATE,
      { id, input: { email: "Typo@Example.org", confirmed: true } },
      staff,
    );
    expect(updated.body.data).toEqual({
      updateNewsletterSubscriber: { id, email: "typo@example.org", confirmed: true },
    });

    const confirmedOnly = await graphql<{ newsletterSubscribers: { items: { email: string }[] } }>(
      server.url,
      LIST,
      { confirmed: true },
      staff,
    );
    expect(confirmedOnly.body.data!.newsletterSubscribers.items.map((s) => s.email)).toEqual([
      "typo@example.org",
    ]);

    const clash = await graphql(
      server.url,
      UPDATE,
      { id, input: { email: "taken@example.org", confirmed: true } },
      staff,
    );
    expect(clash.body.errors?.[0]).toMatchObject({
      message: "taken@example.org is already subscribed; delete one of the two instead",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const invalid = await graphql(
      server.url,
      UPDATE,
      { id, input: { email: "nope", confirmed: true } },
      staff,
    );
    expect(invalid.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    expect((await graphql(server.url, DELETE, { id }, staff)).body.data).toEqual({
      deleteNewsletterSubscriber: true,
    });
    expect(await addresses()).not.toContain("typo@example.org");
    const again = await graphql(server.url, DELETE, { id }, staff);
    expect(again.body.errors?.[0]).toMatchObject({
      message: `There is no newsletter subscriber with id ${id}`,
      extensions: { code: "NOT_FOUND" },
    });
  });
});
