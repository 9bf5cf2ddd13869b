import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const READ = `{ administrativeSecretary { name title imageUrl image { width } } }`;
const SAVE = `mutation ($input: AdministrativeSecretaryInput!, $image: Upload) { updateAdministrativeSecretary(input: $input, image: $image) { name title imageUrl } }`;
const DELETE = `mutation { deleteAdministrativeSecretary }`;

const secretary = { name: "Placeholder Name", title: "Diocesan Administrative Secretary" };
const uploadedFiles = () => filesUnder(server.config.uploadsDir);
const photo = async () => ({
  bytes: await smallImage("jpeg", 320),
  filename: "secretary.jpg",
  type: "image/jpeg",
});

describe("the administrative secretary over GraphQL", () => {
  it("is null before staff set one; saving creates it, then changes it; a new picture replaces the old one", async () => {
    expect((await graphql(server.url, READ)).body.data).toEqual({ administrativeSecretary: null });

    const created = await graphqlUpload<{ updateAdministrativeSecretary: { imageUrl: string } }>(
      server.url,
      SAVE,
      { input: secretary },
      { image: await photo() },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const firstUrl = created.body.data!.updateAdministrativeSecretary.imageUrl;
    expect(firstUrl).toMatch(/^\/uploads\/images\//);

    const renamed = await graphql(
      server.url,
      SAVE,
      { input: { ...secretary, title: "Administrative Secretary" } },
      staff,
    );
    expect(renamed.body.data).toEqual({
      updateAdministrativeSecretary: { ...secretary, title: "Administrative Secretary", imageUrl: firstUrl },
    });

    const repictured = await graphqlUpload<{ updateAdministrativeSecretary: { imageUrl: string } }>(
      server.url,
      SAVE,
      { input: secretary },
      { image: await photo() },
      staff,
    );
    const secondUrl = repictured.body.data!.updateAdministrativeSecretary.imageUrl;
    expect(secondUrl).not.toBe(firstUrl);
    const firstName = firstUrl.split("/").pop()!.slice(0, 24);
    expect((await uploadedFiles()).filter((file) => file.includes(firstName))).toEqual([]);
    expect((await graphql(server.url, READ)).body.data).toEqual({
      administrativeSecretary: { ...secretary, imageUrl: secondUrl, image: { width: 320 } },
    });
  });

  it("refuses a blank name or title", async () => {
    for (const [input, message] of [
      [{ ...secretary, name: "" }, "name must not be empty"],
      [{ ...secretary, title: " " }, "title must not be empty"],
    ] as const) {
      const { body } = await graphql(server.url, SAVE, { input }, staff);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
  });

  it("refuses changes without a session, and changes nothing", async () => {
    const before = (await graphql(server.url, READ)).body.data;
    for (const attempt of [
      await graphql(server.url, SAVE, { input: { name: "Intruder", title: "None" } }),
      await graphql(server.url, DELETE),
    ]) {
      expect(attempt.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    expect((await graphql(server.url, READ)).body.data).toEqual(before);
  });

  it("is deleted with its picture's files; deleting again answers NOT_FOUND", async () => {
    const current = await server.services.administrativeSecretary.get();
    expect((await graphql(server.url, DELETE, {}, staff)).body.data).toEqual({
      deleteAdministrativeSecretary: true,
    });
    expect((await graphql(server.url, READ)).body.data).toEqual({ administrativeSecretary: null });
    const name = current!.imageUrl!.split("/").pop()!.slice(0, 24);
    expect((await uploadedFiles()).filter((file) => file.includes(name))).toEqual([]);
    const again = await graphql(server.url, DELETE, {}, staff);
    expect(again.body.errors?.[0]).toMatchObject({
      message: "There is no administrative secretary to delete",
      extensions: { code: "NOT_FOUND" },
    });
  });
});
