import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createSlide, signedInHeaders } from "../../../test/factories.js";
import { getJson, graphql, graphqlUpload, sendJson, type UploadedFile } from "../../../test/http.js";
import { filesUnder, smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

// Each test starts from an empty carousel: the limit of ten concerns the whole list.
beforeEach(async () => {
  await server?.close();
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const FIELDS = `id title caption position imageUrl image { url width height srcSet }`;
const CREATE = `mutation ($input: SlideInput!, $image: Upload!) { createSlide(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: SlideInput!, $image: Upload) { updateSlide(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteSlide(id: $id) }`;
const REORDER = `mutation ($ids: [ID!]!) { reorderSlides(ids: $ids) { id position } }`;

const photo = async (width = 800): Promise<UploadedFile> => ({
  bytes: await smallImage("jpeg", width),
  filename: "slide.jpg",
  type: "image/jpeg",
});
const uploadedFiles = () => filesUnder(server.config.uploadsDir);
const filesOf = async (url: string) =>
  (await uploadedFiles()).filter((file) => file.includes(url.split("/").pop()!.slice(0, 24)));
const titles = async () => (await server.services.slides.list()).map((slide) => slide.title);

interface SlideFields {
  id: string;
  title: string;
  imageUrl: string;
  position: number;
  image: { url: string; width: number; height: number; srcSet: string };
}

describe("slides over GraphQL", () => {
  it("creates a slide with its picture, changes it and deletes it with its files", async () => {
    const created = await graphqlUpload<{ createSlide: SlideFields }>(
      server.url,
      CREATE,
      { input: { title: "Welcome to the diocese", caption: "Equipping God's people" } },
      { image: await photo() },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const slide = created.body.data!.createSlide;
    expect(slide).toMatchObject({
      title: "Welcome to the diocese",
      position: 0,
      image: { width: 800, height: 400 },
    });
    expect(slide.image.srcSet.split(", ")).toHaveLength(3);

    const renamed = await graphql<{ updateSlide: SlideFields }>(
      server.url,
      UPDATE,
      { id: slide.id, input: { title: "Karibu", caption: "" } },
      staff,
    );
    expect(renamed.body.data!.updateSlide).toMatchObject({ title: "Karibu", imageUrl: slide.imageUrl });

    const repictured = await graphqlUpload<{ updateSlide: SlideFields }>(
      server.url,
      UPDATE,
      { id: slide.id, input: { title: "Karibu", caption: "" } },
      { image: await photo(640) },
      staff,
    );
    const newUrl = repictured.body.data!.updateSlide.imageUrl;
    expect(newUrl).not.toBe(slide.imageUrl);
    expect(await filesOf(slide.imageUrl)).toEqual([]);

    expect((await graphql(server.url, DELETE, { id: slide.id }, staff)).body.data).toEqual({
      deleteSlide: true,
    });
    expect(await titles()).toEqual([]);
    expect(await filesOf(newUrl)).toEqual([]);
  });

  it("refuses the eleventh slide with a message saying why, and stores nothing", async () => {
    for (let i = 0; i < 10; i++) await createSlide(server.services);
    const before = await uploadedFiles();
    const { body } = await graphqlUpload(
      server.url,
      CREATE,
      { input: { title: "One too many", caption: "" } },
      { image: await photo() },
      staff,
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "The carousel already has 10 slides, the most it shows: delete one before adding another",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await titles()).toHaveLength(10);
    expect(await uploadedFiles()).toEqual(before);
  });

  it("puts the slides in a new order, and refuses an order that leaves one out or names one twice", async () => {
    const [a, b, c] = [
      await createSlide(server.services),
      await createSlide(server.services),
      await createSlide(server.services),
    ];
    const ids = (...slides: { id: number }[]) => slides.map((slide) => String(slide.id));

    const reordered = await graphql(server.url, REORDER, { ids: ids(c!, a!, b!) }, staff);
    expect(reordered.body.data).toEqual({
      reorderSlides: [
        { id: String(c!.id), position: 0 },
        { id: String(a!.id), position: 1 },
        { id: String(b!.id), position: 2 },
      ],
    });

    const bad = await graphql(server.url, REORDER, { ids: [...ids(c!, c!), "999"] }, staff);
    expect(bad.body.errors?.[0]).toMatchObject({
      message: `Give the id of every slide once, in the new order (unknown: 999; given more than once: ${c!.id}; left out: ${a!.id}, ${b!.id})`,
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await server.services.slides.list()).map((slide) => slide.id)).toEqual([c!.id, a!.id, b!.id]);
  });

  it("refuses bad input with a message, and stores nothing", async () => {
    const before = await uploadedFiles();
    const cases: [Record<string, unknown>, UploadedFile, string][] = [
      [{ title: "", caption: "" }, await photo(), "title must not be empty"],
      [{ title: "T", caption: "x".repeat(301) }, await photo(), "caption must have at most 300 characters"],
      [
        { title: "An SVG", caption: "" },
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
          filename: "a.svg",
          type: "image/svg+xml",
        },
        "SVG is not accepted. The picture must be a JPEG, PNG, WebP, GIF or AVIF image",
      ],
    ];
    for (const [input, image, message] of cases) {
      const { body } = await graphqlUpload(server.url, CREATE, { input }, { image }, staff);
      expect(body.errors?.[0], message).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect(await titles()).toEqual([]);
    expect(await uploadedFiles()).toEqual(before);
  });

  it("answers NOT_FOUND when changing or deleting an unknown slide", async () => {
    const updated = await graphql(
      server.url,
      UPDATE,
      { id: "999999", input: { title: "T", caption: "" } },
      staff,
    );
    expect(updated.body.errors?.[0]).toMatchObject({
      message: "There is no slide with id 999999",
      extensions: { code: "NOT_FOUND" },
    });
    expect(
      (await graphql(server.url, DELETE, { id: "999999" }, staff)).body.errors?.[0]?.extensions?.code,
    ).toBe("NOT_FOUND");
  });

  it("refuses every write without a session, and changes nothing", async () => {
    const slide = await createSlide(server.services, { title: "Kept" });
    const before = await uploadedFiles();
    const input = { title: "Defaced", caption: "" };
    const attempts = [
      await graphqlUpload(server.url, CREATE, { input }, { image: await photo() }),
      await graphql(server.url, UPDATE, { id: String(slide.id), input }),
      await graphql(server.url, DELETE, { id: String(slide.id) }),
      await graphql(server.url, REORDER, { ids: [String(slide.id)] }),
    ];
    for (const { body } of attempts) expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await titles()).toEqual(["Kept"]);
    expect(await uploadedFiles()).toEqual(before);
  });
});

describe("legacy slide REST paths", () => {
  const dataUrl = async () => `data:image/jpeg;base64,${(await smallImage("jpeg", 640)).toString("base64")}`;

  it("GET /api/getAllSliders lists { id, title, caption, image } in carousel order", async () => {
    const first = await createSlide(server.services, { title: "First", caption: "One" });
    const second = await createSlide(server.services, { title: "Second", caption: "Two" });
    const response = await getJson(server.url, "/api/getAllSliders");
    expect(response.status).toBe(200);
    expect(response.contentType).toBe("application/json; charset=utf-8");
    expect(response.body).toEqual([
      { id: first.id, title: "First", caption: "One", image: first.imageUrl },
      { id: second.id, title: "Second", caption: "Two", image: second.imageUrl },
    ]);
  });

  it("POST /api/uploadSliderImage adds a slide from a data URL and answers { status, id }", async () => {
    const response = await sendJson(
      server.url,
      "POST",
      "/api/uploadSliderImage",
      { title: "Synod 2026", caption: "Kakamega", image: await dataUrl() },
      staff,
    );
    expect(response.status).toBe(200);
    const body = response.body as { status: string; id: number };
    expect(body).toEqual({ status: "success", id: expect.any(Number) });
    const slide = await server.services.slides.findById(body.id);
    expect(slide).toMatchObject({ title: "Synod 2026", caption: "Kakamega" });
    expect(slide!.imageUrl).toMatch(/^\/uploads\/images\/[0-9a-f]{24}_640x320\.jpg$/);
  });

  it("POST /api/uploadSliderImage refuses bad input (400), a picture over the limit (413) and the eleventh slide", async () => {
    const image = await dataUrl();
    const tooLarge = `data:image/jpeg;base64,${"A".repeat(Math.ceil((server.config.uploadMaxBytes + 3) / 3) * 4)}`;
    const cases: [unknown, number, string, { field?: string }?][] = [
      [{ title: "No picture", caption: "" }, 400, "The request body lacks image", { field: "image" }],
      [
        { title: "T", caption: "", image: "not a data url" },
        400,
        "The file must be sent as a base64 data URL, such as data:image/jpeg;base64,...",
        { field: "image" },
      ],
      [{ title: "T", caption: "", image: tooLarge }, 413, "The file is larger than the 10 MB limit"],
      [[1, 2], 400, "The request body must be a JSON object (Content-Type: application/json)"],
    ];
    for (const [body, status, message, field] of cases) {
      const response = await sendJson(server.url, "POST", "/api/uploadSliderImage", body, staff);
      expect(response.status, message).toBe(status);
      expect(response.body).toEqual({ status: "error", message, ...field });
    }
    expect(await titles()).toEqual([]);

    for (let i = 0; i < 10; i++) await createSlide(server.services);
    const eleventh = await sendJson(
      server.url,
      "POST",
      "/api/uploadSliderImage",
      { title: "11", caption: "", image },
      staff,
    );
    expect(eleventh.status).toBe(400);
    expect(eleventh.body).toEqual({
      status: "error",
      message: "The carousel already has 10 slides, the most it shows: delete one before adding another",
    });
  });

  it("POST /api/uploadSliderImage without a session answers 401 Failed and stores nothing", async () => {
    const before = await uploadedFiles();
    const response = await sendJson(server.url, "POST", "/api/uploadSliderImage", {
      title: "Unsigned",
      caption: "",
      image: await dataUrl(),
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ Status: "Failed", message: "You need to sign in to do that" });
    expect(await titles()).toEqual([]);
    expect(await uploadedFiles()).toEqual(before);
  });
});
