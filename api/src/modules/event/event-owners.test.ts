import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createEvent, createParish, daysFromToday, signedInHeaders } from "../../../test/factories.js";
import { getJson, graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const CREATE = `mutation ($input: EventInput!) {
  createEvent(input: $input) { id parishId departmentId parish { name } department { name } }
}`;

async function newDepartment(slug: string) {
  return server.services.departments.create(SYSTEM_ACTOR, {
    slug,
    name: `Department ${slug}`,
    body: "<p>Ours</p>",
  });
}

const eventInput = (overrides: Record<string, unknown> = {}) => ({
  title: "Harvest Thanksgiving",
  date: daysFromToday(10),
  startTime: "10:00",
  endTime: "13:00",
  ...overrides,
});

const icsEvents = async (pathname: string) => {
  const response = await fetch(`${server.url}${pathname}`);
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar
    .getAllSubcomponents("vevent")
    .map((component) => String(component.getFirstPropertyValue("summary")));
};

describe("an event of a parish or a department", () => {
  it("is saved with its parish and department, which GraphQL names", async () => {
    const parish = await createParish(server.services);
    const department = await newDepartment("mothers-union-owners");
    const { body } = await graphql<{ createEvent: Record<string, unknown> }>(
      server.url,
      CREATE,
      { input: eventInput({ parishId: String(parish.id), departmentId: String(department.id) }) },
      staff,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.createEvent).toMatchObject({
      parishId: String(parish.id),
      departmentId: String(department.id),
      parish: { name: parish.name },
      department: { name: department.name },
    });
    // An event of neither is the diocese's.
    const diocesan = await graphql<{ createEvent: Record<string, unknown> }>(
      server.url,
      CREATE,
      { input: eventInput() },
      staff,
    );
    expect(diocesan.body.data!.createEvent).toMatchObject({ parishId: null, department: null });
  });

  it("keeps its parish and department when an update leaves them out, and gives them up for null", async () => {
    const parish = await createParish(server.services);
    const department = await newDepartment("mothers-union-kept");
    const event = await createEvent(server.services, { parishId: parish.id, departmentId: department.id });
    const UPDATE = `mutation ($id: ID!, $input: EventInput!) {
      updateEvent(id: $id, input: $input) { title parishId departmentId }
    }`;
    const kept = await graphql<{ updateEvent: Record<string, unknown> }>(
      server.url,
      UPDATE,
      { id: String(event.id), input: eventInput({ title: "Harvest Thanksgiving and Auction" }) },
      staff,
    );
    expect(kept.body.errors).toBeUndefined();
    expect(kept.body.data!.updateEvent).toEqual({
      title: "Harvest Thanksgiving and Auction",
      parishId: String(parish.id),
      departmentId: String(department.id),
    });
    const givenUp = await graphql<{ updateEvent: Record<string, unknown> }>(
      server.url,
      UPDATE,
      { id: String(event.id), input: eventInput({ parishId: null, departmentId: null }) },
      staff,
    );
    expect(givenUp.body.data!.updateEvent).toMatchObject({ parishId: null, departmentId: null });
  });

  it("refuses a parish or department there is not, naming the field, and writes nothing", async () => {
    const before = (await server.services.events.page({})).total;
    for (const [field, id] of [
      ["parishId", "999999"],
      ["departmentId", "999999"],
      ["parishId", "abc"],
    ] as const) {
      const { body } = await graphql(server.url, CREATE, { input: eventInput({ [field]: id }) }, staff);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    }
    expect((await server.services.events.page({})).total).toBe(before);
  });

  it("is listed for its parish and its department alone, and on their pages' next events, soonest first", async () => {
    const parish = await createParish(server.services);
    const other = await createParish(server.services);
    const department = await newDepartment("kayo-owners");
    const later = await createEvent(server.services, {
      title: "Later",
      date: daysFromToday(30),
      parishId: parish.id,
    });
    const sooner = await createEvent(server.services, {
      title: "Sooner",
      date: daysFromToday(3),
      parishId: parish.id,
      departmentId: department.id,
    });
    await createEvent(server.services, { title: "Past", date: daysFromToday(-3), parishId: parish.id });
    await createEvent(server.services, { title: "Elsewhere", date: daysFromToday(3), parishId: other.id });

    const { body } = await graphql<{
      events: { items: { title: string }[] };
      parishBySlug: { upcomingEvents: { title: string }[] };
      department: { upcomingEvents: { title: string }[] };
    }>(
      server.url,
      `
        query ($parishId: ID!, $slug: String!, $department: String!) {
          events(parishId: $parishId, pageSize: 50) {
            items {
              title
            }
          }
          parishBySlug(slug: $slug) {
            upcomingEvents {
              title
            }
          }
          department(slug: $department) {
            upcomingEvents {
              title
            }
          }
        }
      `,
      { parishId: String(parish.id), slug: parish.slug, department: department.slug },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.events.items.map((event) => event.title)).toEqual(["Sooner", "Later", "Past"]);
    expect(body.data!.parishBySlug.upcomingEvents.map((event) => event.title)).toEqual([
      sooner.title,
      later.title,
    ]);
    expect(body.data!.department.upcomingEvents.map((event) => event.title)).toEqual(["Sooner"]);
  });

  it("gives a page as many of its next events as it asks for, none for 0, and at most 20", async () => {
    const parish = await createParish(server.services);
    for (let day = 1; day <= 22; day++) {
      await createEvent(server.services, {
        title: `Day ${day}`,
        date: daysFromToday(day),
        parishId: parish.id,
      });
    }
    const counted = async (count: number) => {
      const { body } = await graphql<{ parishBySlug: { upcomingEvents: { title: string }[] } }>(
        server.url,
        `
          query ($slug: String!, $count: Int!) {
            parishBySlug(slug: $slug) {
              upcomingEvents(count: $count) {
                title
              }
            }
          }
        `,
        { slug: parish.slug, count },
      );
      expect(body.errors).toBeUndefined();
      return body.data!.parishBySlug.upcomingEvents.map((event) => event.title);
    };
    expect(await counted(2)).toEqual(["Day 1", "Day 2"]);
    expect(await counted(0)).toEqual([]);
    expect(await counted(-5)).toEqual([]);
    expect(await counted(100)).toHaveLength(20);
  });

  it("is in its parish's calendar beside the services, and in its department's", async () => {
    const parish = await createParish(server.services, {
      services: [{ day: "SUNDAY", startTime: "09:00", language: "LUHYA", kind: "HOLY_COMMUNION" }],
    });
    const department = await newDepartment("education-owners");
    await createEvent(server.services, { title: "Parish Fun Day", parishId: parish.id });
    await createEvent(server.services, { title: "Teachers' Retreat", departmentId: department.id });
    expect((await icsEvents(`/parishes/${parish.slug}/calendar.ics`)).sort()).toEqual([
      `Holy Communion (Luhya), ${parish.name}`,
      "Parish Fun Day",
    ]);
    expect(await icsEvents(`/departments/${department.slug}/calendar.ics`)).toEqual(["Teachers' Retreat"]);
    expect((await fetch(`${server.url}/departments/no-such-department/calendar.ics`)).status).toBe(404);
  });

  it("stays, as the diocese's, when its parish is deleted; the legacy list keeps its shape", async () => {
    const parish = await createParish(server.services);
    const event = await createEvent(server.services, { title: "Confirmation Service", parishId: parish.id });
    await server.services.parishes.delete(SYSTEM_ACTOR, parish.id);
    expect((await server.services.events.findById(event.id))?.parishId).toBeNull();
    const { status, body } = await getJson(server.url, "/api/getAllEvents");
    expect(status).toBe(200);
    const legacy = (body as Record<string, unknown>[]).find((item) => item.title === "Confirmation Service")!;
    expect(Object.keys(legacy).sort()).toEqual(["date", "end", "id", "time", "title"]);
  });
});
