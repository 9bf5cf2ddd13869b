import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, daysFromToday, signedInHeaders } from "../../../test/factories.js";
import { getJson, graphql, sendJson } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const EVENT_FIELDS = `id title date startTime endTime place description`;
const CREATE = `mutation ($input: EventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { ${EVENT_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteEvent(id: $id) }`;
const LIST = `query ($period: EventPeriod) { events(pageSize: 50, period: $period) { total items { id title } } }`;

const titles = async () =>
  (await server.services.events.page({ pageSize: 50 })).items.map((event) => event.title).sort();

describe("events over GraphQL", () => {
  it("creates, updates and deletes an event for a signed-in member of staff, keeping times as HH:mm:ss", async () => {
    const input = {
      title: "Diocesan Youth Sunday",
      date: daysFromToday(20),
      startTime: "08:30",
      endTime: "12:45:30",
      place: "  ",
      description: "Youth lead worship in every parish.",
    };
    const created = await graphql<{ createEvent: Record<string, unknown> }>(
      server.url,
      CREATE,
      { input },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const event = created.body.data!.createEvent;
    expect(event).toEqual({
      ...input,
      id: expect.any(String),
      startTime: "08:30:00",
      endTime: "12:45:30",
      place: null,
    });

    const updated = await graphql<{ updateEvent: Record<string, unknown> }>(
      server.url,
      UPDATE,
      {
        id: event.id,
        input: { ...input, title: "Diocesan Youth Sunday and Rally", place: "Bukhungu Stadium" },
      },
      staff,
    );
    expect(updated.body.data!.updateEvent).toMatchObject({
      title: "Diocesan Youth Sunday and Rally",
      place: "Bukhungu Stadium",
    });

    const deleted = await graphql(server.url, DELETE, { id: event.id }, staff);
    expect(deleted.body.data).toEqual({ deleteEvent: true });
    expect(await server.services.events.findById(event.id)).toBeNull();
  });

  it("lists upcoming events first, soonest first, then past ones, latest first", async () => {
    const made = {
      longAgo: await createEvent(server.services, { title: "Long ago", date: daysFromToday(-30) }),
      tomorrow: await createEvent(server.services, { title: "Tomorrow", date: daysFromToday(1) }),
      yesterday: await createEvent(server.services, { title: "Yesterday", date: daysFromToday(-1) }),
      nextMonth: await createEvent(server.services, { title: "Next month", date: daysFromToday(30) }),
      today: await createEvent(server.services, { title: "Today", date: daysFromToday(0) }),
    };
    const ours = new Set(Object.values(made).map((event) => String(event.id)));
    const order = async (period: string) => {
      const { body } = await graphql<{ events: { items: { id: string; title: string }[] } }>(
        server.url,
        LIST,
        {
          period,
        },
      );
      return body.data!.events.items.filter((item) => ours.has(item.id)).map((item) => item.title);
    };
    expect(await order("ALL")).toEqual(["Today", "Tomorrow", "Next month", "Yesterday", "Long ago"]);
    expect(await order("UPCOMING")).toEqual(["Today", "Tomorrow", "Next month"]);
    expect(await order("PAST")).toEqual(["Yesterday", "Long ago"]);
  });

  it("finds one event by id, and answers null for an unknown one", async () => {
    const event = await createEvent(server.services, { title: "Clergy retreat" });
    const query = `query ($id: ID!) { event(id: $id) { title } }`;
    expect((await graphql(server.url, query, { id: String(event.id) })).body.data).toEqual({
      event: { title: "Clergy retreat" },
    });
    expect((await graphql(server.url, query, { id: "999999" })).body).toEqual({ data: { event: null } });
  });

  it("refuses bad details with a message for each", async () => {
    const valid = { title: "Choir festival", date: daysFromToday(3), startTime: "09:00", endTime: "15:00" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, title: "" }, "title must not be empty"],
      [
        { ...valid, date: "14/03/2026" },
        "date must be a calendar date written YYYY-MM-DD, such as 2026-03-14",
      ],
      [
        { ...valid, date: "2026-02-30" },
        "date must be a calendar date written YYYY-MM-DD, such as 2026-03-14",
      ],
      [
        { ...valid, startTime: "9am" },
        "startTime must be a time written HH:mm or HH:mm:ss (24-hour clock), such as 14:30",
      ],
      [
        { ...valid, endTime: "24:00" },
        "endTime must be a time written HH:mm or HH:mm:ss (24-hour clock), such as 14:30",
      ],
      [{ ...valid, endTime: "09:00" }, "The end time (09:00:00) must be after the start time (09:00:00)"],
      [{ ...valid, endTime: "08:00" }, "The end time (08:00:00) must be after the start time (09:00:00)"],
    ];
    const before = await titles();
    for (const [input, message] of cases) {
      // Each case breaks one field of a valid input, and the error names that field.
      const field = Object.keys(valid).find((key) => input[key] !== valid[key as keyof typeof valid]);
      const { body } = await graphql(server.url, CREATE, { input }, staff);
      expect(body.errors?.[0], JSON.stringify(input)).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT", field },
      });
    }
    expect(await titles()).toEqual(before);
  });

  it("answers NOT_FOUND when updating or deleting an unknown event", async () => {
    const input = { title: "Nothing", date: daysFromToday(3), startTime: "09:00", endTime: "10:00" };
    const updated = await graphql(server.url, UPDATE, { id: "999999", input }, staff);
    expect(updated.body.errors?.[0]).toMatchObject({
      message: "There is no event with id 999999",
      extensions: { code: "NOT_FOUND" },
    });
    expect(
      (await graphql(server.url, DELETE, { id: "999999" }, staff)).body.errors?.[0]?.extensions?.code,
    ).toBe("NOT_FOUND");
  });

  it("refuses every write without a session, and changes nothing", async () => {
    const event = await createEvent(server.services, { title: "Mothers Union rally" });
    const before = await titles();
    const input = { title: "Changed", date: daysFromToday(3), startTime: "09:00", endTime: "10:00" };
    const attempts = [
      await graphql(server.url, CREATE, { input }),
      await graphql(server.url, UPDATE, { id: String(event.id), input }),
      await graphql(server.url, DELETE, { id: String(event.id) }),
    ];
    for (const { body } of attempts) expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await titles()).toEqual(before);
  });
});

describe("legacy event REST paths", () => {
  it("GET /api/getAllEvents lists { id, title, date, time, end }, upcoming first", async () => {
    const past = await createEvent(server.services, { title: "Synod opening", date: daysFromToday(-2) });
    const coming = await createEvent(server.services, {
      title: "Confirmation service",
      date: daysFromToday(2),
      startTime: "10:00",
      endTime: "13:30",
    });
    const response = await getJson(server.url, "/api/getAllEvents");
    expect(response.status).toBe(200);
    expect(response.contentType).toBe("application/json; charset=utf-8");
    const list = response.body as Record<string, unknown>[];
    for (const item of list) expect(Object.keys(item).sort()).toEqual(["date", "end", "id", "time", "title"]);
    expect(list).toContainEqual({
      id: coming.id,
      title: "Confirmation service",
      date: daysFromToday(2),
      time: "10:00:00",
      end: "13:30:00",
    });
    const ids = list.map((item) => item.id);
    expect(ids.indexOf(coming.id)).toBeLessThan(ids.indexOf(past.id));
  });

  it("GET /api/getAllEvents comes a page at a time: coming events, then past ones, each page saying where the next is", async () => {
    const busy = await startTestApp();
    try {
      for (let day = 1; day <= 49; day++) {
        await createEvent(busy.services, { title: `Evening prayer ${day}`, date: daysFromToday(day) });
      }
      await createEvent(busy.services, { title: "Synod opening", date: daysFromToday(-2) });
      await createEvent(busy.services, { title: "Diocesan day", date: daysFromToday(-30) });

      const first = await fetch(`${busy.url}/api/getAllEvents`);
      const firstTitles = ((await first.json()) as { title: string }[]).map((item) => item.title);
      expect(firstTitles).toHaveLength(50);
      expect(firstTitles.slice(0, 2)).toEqual(["Evening prayer 1", "Evening prayer 2"]);
      expect(firstTitles.at(-1)).toBe("Synod opening");
      expect(first.headers.get("x-total-count")).toBe("51");
      expect(first.headers.get("link")).toBe('</api/getAllEvents?page=2>; rel="next"');

      const second = await fetch(`${busy.url}/api/getAllEvents?page=2`);
      expect(((await second.json()) as { title: string }[]).map((item) => item.title)).toEqual([
        "Diocesan day",
      ]);
      expect(second.headers.get("link")).toBe('</api/getAllEvents?page=1>; rel="prev"');

      const refused = await getJson(busy.url, "/api/getAllEvents?page=-1");
      expect(refused).toMatchObject({
        status: 400,
        body: { status: "error", message: "page must be 1 or more" },
      });
    } finally {
      await busy.close();
    }
  });

  it("POST /api/createEvents creates an event and answers { status, id }", async () => {
    const response = await sendJson(
      server.url,
      "POST",
      "/api/createEvents",
      { title: "Harvest thanksgiving", date: daysFromToday(9), time: "10:00", end: "14:00" },
      staff,
    );
    expect(response.status).toBe(200);
    const body = response.body as { status: string; id: number };
    expect(body).toEqual({ status: "success", id: expect.any(Number) });
    expect(await server.services.events.findById(body.id)).toMatchObject({
      title: "Harvest thanksgiving",
      startTime: "10:00:00",
      endTime: "14:00:00",
    });
  });

  it("POST /api/createEvents refuses bad input with 400 and writes nothing", async () => {
    const before = await titles();
    const valid = { title: "Prayer day", date: daysFromToday(4), time: "10:00", end: "11:00" };
    const cases: [unknown, string, { field?: string }][] = [
      [
        { title: "Prayer day", date: daysFromToday(4), time: "10:00" },
        "The request body lacks end",
        { field: "end" },
      ],
      // The old dashboard's form sent the start time as the end time too.
      [
        { ...valid, end: "10:00" },
        "The end time (10:00:00) must be after the start time (10:00:00)",
        { field: "end" },
      ],
      [
        { ...valid, time: "9am" },
        "startTime must be a time written HH:mm or HH:mm:ss (24-hour clock), such as 14:30",
        { field: "time" },
      ],
      [
        { ...valid, date: "tomorrow" },
        "date must be a calendar date written YYYY-MM-DD, such as 2026-03-14",
        { field: "date" },
      ],
      ["{", "The request body is not valid JSON", {}],
    ];
    for (const [body, message, field] of cases) {
      const response = await sendJson(server.url, "POST", "/api/createEvents", body, staff);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ status: "error", message, ...field });
    }
    expect(await titles()).toEqual(before);
  });

  it("POST /api/createEvents without a session answers 401 Failed and writes nothing", async () => {
    const before = await titles();
    const response = await sendJson(server.url, "POST", "/api/createEvents", {
      title: "Unsigned",
      date: daysFromToday(4),
      time: "10:00",
      end: "11:00",
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ Status: "Failed", message: "You need to sign in to do that" });
    expect(await titles()).toEqual(before);
  });
});
