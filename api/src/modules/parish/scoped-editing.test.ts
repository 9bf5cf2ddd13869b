import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import {
  createArchdeaconry,
  createEvent,
  createNewsArticle,
  createParish,
  createStaffMember,
  daysFromToday,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphqlAs, graphqlUpload } from "../../../test/http.js";
import { smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { Event } from "../event/event.entity.js";
import { NewsArticle } from "../news/news.entity.js";
import type { Parish } from "./parish.entity.js";

let server: TestApp;
let archdeaconryId: number;
let stLukes: Parish;
let stMarks: Parish;
let departmentId: number;
let clerk: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  archdeaconryId = (await createArchdeaconry(server.services, { name: "Butere" })).id;
  stLukes = await createParish(server.services, { name: "St Luke's", archdeaconryId });
  stMarks = await createParish(server.services, { name: "St Mark's", archdeaconryId });
  departmentId = (
    await server.services.departments.create(SYSTEM_ACTOR, {
      slug: "youth",
      name: "Youth",
      body: "<p>Youth</p>",
    })
  ).id;
  const user = await createStaffMember(server, { role: "parish_editor", parishId: stLukes.id });
  clerk = await signedInHeaders(server, user);
});
afterAll(() => server.close());

const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  body.errors?.[0]?.extensions?.code;

describe("a parish editor's own parish", () => {
  const UPDATE = `mutation ($id: ID!, $input: ParishInput!, $image: Upload) { updateParish(id: $id, input: $input, image: $image) { town imageUrl services { day startTime } } }`;
  const pageOf = (parish: Parish, changes: Record<string, unknown> = {}) => ({
    name: parish.name,
    archdeaconryId: String(archdeaconryId),
    town: "Shianda",
    services: [{ day: "SUNDAY", startTime: "10:00", language: "KISWAHILI", kind: "HOLY_COMMUNION" }],
    ...changes,
  });

  it("changes its page, services and picture", async () => {
    const answer = await graphqlUpload<{ updateParish: { town: string; imageUrl: string | null } }>(
      server.url,
      UPDATE,
      { id: String(stLukes.id), input: pageOf(stLukes), image: null },
      { image: { bytes: await smallImage("png", 40), filename: "church.png", type: "image/png" } },
      { ...clerk, "apollo-require-preflight": "true" },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.updateParish).toMatchObject({
      town: "Shianda",
      imageUrl: expect.stringMatching(/^\/uploads\/images\//),
      services: [{ day: "SUNDAY", startTime: "10:00" }],
    });
  });

  it("keeps its name and archdeaconry, which the diocese decides", async () => {
    const other = await createArchdeaconry(server.services);
    const renamed = await graphqlAs(server.url, clerk, UPDATE, {
      id: String(stLukes.id),
      input: pageOf(stLukes, { name: "St Luke's Cathedral", archdeaconryId: String(other.id) }),
    });
    expect(renamed.body.errors?.[0]?.message).toBe(
      "name, archdeaconryId: only a diocese-wide editor changes a parish's name or where it sits; you can change the rest of its page",
    );
    expect((await server.services.parishes.findById(stLukes.id))?.name).toBe("St Luke's");
  });

  it("cannot change another parish, or add or delete one", async () => {
    const other = await graphqlAs(server.url, clerk, UPDATE, {
      id: String(stMarks.id),
      input: pageOf(stMarks),
    });
    expect(other.body.errors?.[0]?.message).toBe(
      "You can change only St Luke's: its page, its regular services, its events and the news tagged to it",
    );
    const deleted = await graphqlAs(server.url, clerk, `mutation { deleteParish(id: "${stLukes.id}") }`);
    expect(codeOf(deleted.body)).toBe("FORBIDDEN");
  });
});

describe("a parish editor's events", () => {
  const CREATE = `mutation ($input: EventInput!) { createEvent(input: $input) { id parish { name } } }`;
  const UPDATE = `mutation ($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { title } }`;
  const event = (owners: Record<string, unknown>) => ({
    title: "Confirmation service",
    date: daysFromToday(10),
    startTime: "10:00",
    endTime: "12:00",
    ...owners,
  });

  it("adds one at their parish, and none elsewhere or in a department", async () => {
    const added = await graphqlAs(server.url, clerk, CREATE, {
      input: event({ parishId: String(stLukes.id) }),
    });
    expect(added.body.data?.createEvent).toMatchObject({ parish: { name: "St Luke's" } });
    const elsewhere = await graphqlAs(server.url, clerk, CREATE, {
      input: event({ parishId: String(stMarks.id) }),
    });
    expect(elsewhere.body.errors?.[0]?.message).toMatch(/^parishId: You can change only St Luke's/);
    const withDepartment = await graphqlAs(server.url, clerk, CREATE, {
      input: event({ parishId: String(stLukes.id), departmentId: String(departmentId) }),
    });
    expect(withDepartment.body.errors?.[0]?.message).toMatch(/^departmentId: only a diocese-wide editor/);
  });

  it("cannot move their event to another parish; the event stays", async () => {
    const own = await createEvent(server.services, { parishId: String(stLukes.id) });
    const moved = await graphqlAs(server.url, clerk, UPDATE, {
      id: String(own.id),
      input: event({ parishId: String(stMarks.id) }),
    });
    expect(codeOf(moved.body)).toBe("FORBIDDEN");
    expect(await server.dataSource.getRepository(Event).findOneByOrFail({ id: own.id })).toMatchObject({
      parishId: stLukes.id,
      title: own.title,
    });
  });

  it("reads the dates of their parish's event, and not of another's", async () => {
    const own = await createEvent(server.services, { parishId: String(stLukes.id) });
    const others = await createEvent(server.services, { parishId: String(stMarks.id) });
    const dates = (id: number) =>
      graphqlAs(
        server.url,
        clerk,
        `{ event(id: "${id}") { occurrences(from: "${daysFromToday(0)}", to: "${daysFromToday(30)}") { date } } }`,
      );
    expect((await dates(own.id)).body.data).toEqual({ event: { occurrences: [{ date: own.date }] } });
    expect(codeOf((await dates(others.id)).body)).toBe("FORBIDDEN");
  });
});

describe("a parish editor's news", () => {
  const LIST = `{ newsArticles(page: 1, pageSize: 50, includeUnpublished: true) { items { title parish { name } } } }`;
  const CREATE = `mutation ($input: NewsArticleInput!) { createNewsArticle(input: $input) { parish { name } status } }`;
  const UPDATE = `mutation ($id: ID!, $input: NewsArticleInput!) { updateNewsArticle(id: $id, input: $input) { title } }`;

  it("lists their parish's articles alone, drafts included", async () => {
    await createNewsArticle(server.services, {
      title: "Lukes harvest",
      parishId: String(stLukes.id),
      status: "draft",
    });
    await createNewsArticle(server.services, {
      title: "Marks harvest",
      parishId: String(stMarks.id),
      status: "draft",
    });
    await createNewsArticle(server.services, { title: "Synod opens" });
    const titles = (
      (await graphqlAs(server.url, clerk, LIST)).body.data as { newsArticles: { items: { title: string }[] } }
    ).newsArticles.items.map((item) => item.title);
    expect(titles).toContain("Lukes harvest");
    expect(titles).not.toContain("Marks harvest");
    expect(titles).not.toContain("Synod opens");
  });

  it("writes articles that are their parish's news, and cannot give them to another parish or untag them", async () => {
    const written = await graphqlAs(server.url, clerk, CREATE, {
      input: { title: "Youth Sunday", body: "<p>Songs and testimonies.</p>", status: "DRAFT" },
    });
    expect(written.body.data?.createNewsArticle).toEqual({ parish: { name: "St Luke's" }, status: "DRAFT" });

    const article = await createNewsArticle(server.services, { parishId: String(stLukes.id) });
    for (const parishId of [String(stMarks.id), null]) {
      const answer = await graphqlAs(server.url, clerk, UPDATE, {
        id: String(article.id),
        input: { title: "Moved", body: "<p>Moved</p>", parishId },
      });
      expect(codeOf(answer.body)).toBe("FORBIDDEN");
    }
    expect(
      await server.dataSource.getRepository(NewsArticle).findOneByOrFail({ id: article.id }),
    ).toMatchObject({
      parishId: stLukes.id,
      title: article.title,
    });
  });

  it("is refused a tag of a parish that does not exist, by an editor too, naming the field", async () => {
    const editor = await signedInHeaders(server, await createStaffMember(server, { role: "editor" }));
    const answer = await graphqlAs(server.url, editor, CREATE, {
      input: { title: "Lost", body: "<p>Lost</p>", parishId: "99999" },
    });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "parishId" });
  });
});

describe("a department editor", () => {
  it("changes their department's page but not its address, and adds its events", async () => {
    const user = await createStaffMember(server, { role: "department_editor", departmentId });
    const headers = await signedInHeaders(server, user);
    const update = `mutation ($input: DepartmentInput!) { updateDepartment(id: "${departmentId}", input: $input) { headName } }`;
    const page = {
      slug: "youth",
      name: "Youth",
      body: "<p>Youth camp in August.</p>",
      headName: "Rev. Otieno",
    };
    expect((await graphqlAs(server.url, headers, update, { input: page })).body).toEqual({
      data: { updateDepartment: { headName: "Rev. Otieno" } },
    });
    const moved = await graphqlAs(server.url, headers, update, { input: { ...page, slug: "young-people" } });
    expect(moved.body.errors?.[0]?.message).toMatch(/^slug: only a diocese-wide editor/);
    const event = await graphqlAs(
      server.url,
      headers,
      `mutation { createEvent(input: { title: "Youth camp", date: "${daysFromToday(20)}", startTime: "09:00", endTime: "17:00", departmentId: "${departmentId}" }) { department { name } } }`,
    );
    expect(event.body.data).toEqual({ createEvent: { department: { name: "Youth" } } });
    const news = await graphqlAs(
      server.url,
      headers,
      `{ newsArticles(page: 1, includeUnpublished: true) { total } }`,
    );
    expect(codeOf(news.body)).toBe("FORBIDDEN");
  });
});
