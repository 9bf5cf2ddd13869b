import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { signedInHeaders } from "../../../test/factories.js";
import { graphql, graphqlUpload } from "../../../test/http.js";
import { filesUnder, smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const FIELDS = `id name ordinal yearsServed note position imageUrl image { width height }`;
const CREATE = `mutation ($input: HistoryBishopInput!, $image: Upload) { createHistoryBishop(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: HistoryBishopInput!, $image: Upload) { updateHistoryBishop(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteHistoryBishop(id: $id) }`;
const REORDER = `mutation ($ids: [ID!]!) { reorderHistoryBishops(ids: $ids) { id } }`;

const third = { name: "Third Bishop (name to be added)", ordinal: 3, yearsServed: "1995–2018", note: "" };
const uploadedFiles = () => filesUnder(server.config.uploadsDir);
const names = async () => (await server.services.historyBishops.list()).map((b) => b.name);
const make = (name: string, ordinal: number) =>
  server.services.historyBishops.create(SYSTEM_ACTOR, { name, ordinal, yearsServed: "1970–1993" });

interface BishopFields {
  id: string;
  position: number;
  imageUrl: string | null;
}

describe("the bishops of the History page over GraphQL", () => {
  it("adds a bishop with a portrait at the end, changes the card and deletes it with the portrait's files", async () => {
    const first = await make("First Bishop (name to be added)", 1);
    const created = await graphqlUpload<{ createHistoryBishop: BishopFields }>(
      server.url,
      CREATE,
      { input: third },
      { image: { bytes: await smallImage("jpeg", 400), filename: "bishop.jpg", type: "image/jpeg" } },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const bishop = created.body.data!.createHistoryBishop;
    expect(bishop).toMatchObject({
      ...third,
      note: null,
      position: first.position + 1,
      image: { width: 400, height: 200 },
    });

    const updated = await graphql(
      server.url,
      UPDATE,
      { id: bishop.id, input: { ...third, note: "Oversaw the growth of the diocese's schools." } },
      staff,
    );
    expect(updated.body.data).toMatchObject({
      updateHistoryBishop: {
        note: "Oversaw the growth of the diocese's schools.",
        imageUrl: bishop.imageUrl,
      },
    });

    expect((await graphql(server.url, DELETE, { id: bishop.id }, staff)).body.data).toEqual({
      deleteHistoryBishop: true,
    });
    const name = bishop.imageUrl!.split("/").pop()!.slice(0, 24);
    expect((await uploadedFiles()).filter((file) => file.includes(name))).toEqual([]);
    expect(await names()).not.toContain(third.name);
  });

  it("puts the bishops in a new order, and refuses an order that is not the whole list", async () => {
    const all = await server.services.historyBishops.list();
    const extra = await make("Second Bishop (name to be added)", 2);
    const ids = [String(extra.id), ...all.map((b) => String(b.id))];
    const reordered = await graphql<{ reorderHistoryBishops: { id: string }[] }>(
      server.url,
      REORDER,
      { ids },
      staff,
    );
    expect(reordered.body.data!.reorderHistoryBishops.map((b) => b.id)).toEqual(ids);

    const partial = await graphql(server.url, REORDER, { ids: [String(extra.id)] }, staff);
    expect(partial.body.errors?.[0]).toMatchObject({
      message: `Give the id of every bishop once, in the new order (left out: ${all.map((b) => b.id).join(", ")})`,
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("refuses bad details with a message for each", async () => {
    const before = await names();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...third, name: " " }, "name must not be empty"],
      [{ ...third, ordinal: 0 }, "ordinal must be 1 or more"],
      [{ ...third, yearsServed: "" }, "yearsServed must not be empty"],
      [{ ...third, note: "x".repeat(2001) }, "note must have at most 2,000 characters"],
    ];
    for (const [input, message] of cases) {
      const { body } = await graphql(server.url, CREATE, { input }, staff);
      expect(body.errors?.[0], message).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect(await names()).toEqual(before);
  });

  it("answers NOT_FOUND when changing or deleting an unknown bishop", async () => {
    const updated = await graphql(server.url, UPDATE, { id: "999999", input: third }, staff);
    expect(updated.body.errors?.[0]).toMatchObject({
      message: "There is no bishop in the history list with id 999999",
      extensions: { code: "NOT_FOUND" },
    });
    expect(
      (await graphql(server.url, DELETE, { id: "999999" }, staff)).body.errors?.[0]?.extensions?.code,
    ).toBe("NOT_FOUND");
  });

  it("refuses every write without a session, and changes nothing", async () => {
    const bishop = await make("Kept", 4);
    const before = await names();
    const attempts = [
      await graphql(server.url, CREATE, { input: third }),
      await graphql(server.url, UPDATE, { id: String(bishop.id), input: third }),
      await graphql(server.url, DELETE, { id: String(bishop.id) }),
      await graphql(server.url, REORDER, { ids: before.map(() => String(bishop.id)) }),
    ];
    for (const { body } of attempts) expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await names()).toEqual(before);
  });
});
