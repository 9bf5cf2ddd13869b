import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBishopMessage, signedInHeaders } from "../../../test/factories.js";
import { getJson, graphql, graphqlUpload, sendJson } from "../../../test/http.js";
import { filesUnder, smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const FIELDS = `id bishopName heading message imageUrl image { width height }`;
const CREATE = `mutation ($input: BishopMessageInput!, $image: Upload) { createBishopMessage(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: BishopMessageInput!, $image: Upload) { updateBishopMessage(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteBishopMessage(id: $id) }`;
const CURRENT = `{ currentBishopMessage { id heading } }`;

const input = {
  bishopName: "The Rt. Rev. Placeholder Bishop",
  heading: "Peace be with you",
  message: "Dear brothers and sisters in Christ, welcome.",
};
const uploadedFiles = () => filesUnder(server.config.uploadsDir);
const headings = async () => (await server.services.bishopMessages.listNewestFirst()).map((m) => m.heading);

interface MessageFields {
  id: string;
  heading: string;
  imageUrl: string | null;
  image: { width: number; height: number } | null;
}

describe("the bishop's messages over GraphQL", () => {
  it("creates a message with a picture, which becomes current; changes it; deletes it with its files", async () => {
    const created = await graphqlUpload<{ createBishopMessage: MessageFields }>(
      server.url,
      CREATE,
      { input },
      { image: { bytes: await smallImage("jpeg", 600), filename: "bishop.jpg", type: "image/jpeg" } },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const message = created.body.data!.createBishopMessage;
    expect(message).toMatchObject({ ...input, image: { width: 600, height: 300 } });
    expect((await graphql(server.url, CURRENT)).body.data).toEqual({
      currentBishopMessage: { id: message.id, heading: "Peace be with you" },
    });

    const corrected = await graphql<{ updateBishopMessage: MessageFields }>(
      server.url,
      UPDATE,
      { id: message.id, input: { ...input, heading: "Peace be with you all" } },
      staff,
    );
    expect(corrected.body.data!.updateBishopMessage).toMatchObject({
      heading: "Peace be with you all",
      imageUrl: message.imageUrl,
    });

    expect((await graphql(server.url, DELETE, { id: message.id }, staff)).body.data).toEqual({
      deleteBishopMessage: true,
    });
    const name = message.imageUrl!.split("/").pop()!.slice(0, 24);
    expect((await uploadedFiles()).filter((file) => file.includes(name))).toEqual([]);
  });

  it("makes the newest message the current one, and lists them newest first", async () => {
    await createBishopMessage(server.services, { heading: "Older" });
    const newer = await createBishopMessage(server.services, { heading: "Newer" });
    expect((await graphql(server.url, CURRENT)).body.data).toEqual({
      currentBishopMessage: { id: String(newer.id), heading: "Newer" },
    });
    const { body } = await graphql<{ bishopMessages: { items: { heading: string }[] } }>(
      server.url,
      `
        {
          bishopMessages(pageSize: 2) {
            total
            items {
              heading
            }
          }
        }
      `,
    );
    expect(body.data!.bishopMessages.items.map((m) => m.heading)).toEqual(["Newer", "Older"]);
  });

  it("refuses bad input with a message, and stores nothing", async () => {
    const before = { headings: await headings(), files: await uploadedFiles() };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...input, bishopName: "" }, "bishopName must not be empty"],
      [{ ...input, heading: "x".repeat(201) }, "heading must have at most 200 characters"],
      [{ ...input, message: " " }, "message must not be empty"],
    ];
    for (const [bad, message] of cases) {
      const { body } = await graphqlUpload(
        server.url,
        CREATE,
        { input: bad },
        { image: { bytes: await smallImage("png"), filename: "b.png", type: "image/png" } },
        staff,
      );
      expect(body.errors?.[0], message).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect(await headings()).toEqual(before.headings);
    expect(await uploadedFiles()).toEqual(before.files);
  });

  it("answers NOT_FOUND when changing or deleting an unknown message", async () => {
    const updated = await graphql(server.url, UPDATE, { id: "999999", input }, staff);
    expect(updated.body.errors?.[0]).toMatchObject({
      message: "There is no bishop's message with id 999999",
      extensions: { code: "NOT_FOUND" },
    });
    expect(
      (await graphql(server.url, DELETE, { id: "999999" }, staff)).body.errors?.[0]?.extensions?.code,
    ).toBe("NOT_FOUND");
  });

  it("refuses every write without a session, and changes nothing", async () => {
    const message = await createBishopMessage(server.services, { heading: "Untouched" });
    const before = await headings();
    const attempts = [
      await graphql(server.url, CREATE, { input }),
      await graphql(server.url, UPDATE, { id: String(message.id), input }),
      await graphql(server.url, DELETE, { id: String(message.id) }),
    ];
    for (const { body } of attempts) expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await headings()).toEqual(before);
  });
});

describe("legacy bishop REST paths", () => {
  const dataUrl = async () => `data:image/png;base64,${(await smallImage("png", 500)).toString("base64")}`;

  it("GET /api/getBishopInfoCurrent and /api/getBishopInfo list { id, bishop_name, heading, message, image }, newest first", async () => {
    const older = await createBishopMessage(server.services, { heading: "Advent" });
    const newer = await createBishopMessage(
      server.services,
      { heading: "Christmas" },
      { buffer: await smallImage("jpeg") },
    );
    for (const path of ["/api/getBishopInfoCurrent", "/api/getBishopInfo"]) {
      const response = await getJson(server.url, path);
      expect(response.status).toBe(200);
      expect(response.contentType).toBe("application/json; charset=utf-8");
      const list = response.body as Record<string, unknown>[];
      for (const item of list)
        expect(Object.keys(item).sort()).toEqual(["bishop_name", "heading", "id", "image", "message"]);
      expect(list[0]).toEqual({
        id: newer.id,
        bishop_name: newer.bishopName,
        heading: "Christmas",
        message: newer.message,
        image: newer.imageUrl,
      });
      expect(list.map((item) => item.id).indexOf(older.id)).toBeGreaterThan(0);
    }
  });

  it("POST /api/uploadBishopInfo adds a message from the old form's fields and answers { status, id }", async () => {
    const response = await sendJson(
      server.url,
      "POST",
      "/api/uploadBishopInfo",
      {
        heading: "Easter greetings",
        bishopname: "The Rt. Rev. Placeholder",
        message: "He is risen.",
        image: await dataUrl(),
      },
      staff,
    );
    expect(response.status).toBe(200);
    const body = response.body as { status: string; id: number };
    expect(body).toEqual({ status: "success", id: expect.any(Number) });
    const [current] = (await getJson(server.url, "/api/getBishopInfoCurrent")).body as Record<
      string,
      unknown
    >[];
    expect(current).toMatchObject({
      id: body.id,
      bishop_name: "The Rt. Rev. Placeholder",
      heading: "Easter greetings",
    });
    expect(current!.image).toMatch(/^\/uploads\/images\/[0-9a-f]{24}_500x250\.jpg$/);
  });

  it("POST /api/uploadBishopInfo refuses bad input with 400 and writes nothing", async () => {
    const before = { headings: await headings(), files: await uploadedFiles() };
    const image = await dataUrl();
    const cases: [unknown, string, { field?: string }][] = [
      [{ heading: "H", message: "M", image }, "The request body lacks bishopname", { field: "bishopname" }],
      [
        { heading: "", bishopname: "B", message: "M", image },
        "heading must not be empty",
        { field: "heading" },
      ],
      [
        {
          heading: "H",
          bishopname: "B",
          message: "M",
          image: `data:image/gif;base64,${Buffer.from("a letter").toString("base64")}`,
        },
        "The picture must be a JPEG, PNG, WebP, GIF or AVIF image",
        { field: "image" },
      ],
    ];
    for (const [body, message, field] of cases) {
      const response = await sendJson(server.url, "POST", "/api/uploadBishopInfo", body, staff);
      expect(response.status, message).toBe(400);
      expect(response.body).toEqual({ status: "error", message, ...field });
    }
    expect(await headings()).toEqual(before.headings);
    expect(await uploadedFiles()).toEqual(before.files);
  });

  it("POST /api/uploadBishopInfo without a session answers 401 Failed and writes nothing", async () => {
    const before = await headings();
    const response = await sendJson(server.url, "POST", "/api/uploadBishopInfo", {
      heading: "H",
      bishopname: "B",
      message: "M",
      image: await dataUrl(),
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ Status: "Failed", message: "You need to sign in to do that" });
    expect(await headings()).toEqual(before);
  });
});
