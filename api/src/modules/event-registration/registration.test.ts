import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createEvent, daysFromToday } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { weekly } from "../../../test/repeats.js";
import { weekdayOf } from "../../site/calendar-days.js";
import { startRegisteringApp, type RegisteringApp } from "../../../test/registering.js";
import { RegistrationSetup } from "./registration-setup.entity.js";

/*
 * Registrations for free events over real HTTP: a place confirmed, the waiting list once full,
 * cancellation giving the place to the first waiting, staff's setup and list, and every bad input
 * refused with nothing kept. Fees: registration-fees.test.ts.
 */

let app: RegisteringApp;

beforeAll(async () => {
  app = await startRegisteringApp();
});
afterAll(() => app.close());

const setupFields =
  "open whoMayRegister feeKes capacity placesLeft closesAt askParish askRole askDiet hoursToPayOffer waitingList " +
  "questions { id label labelSw kind choices required }";

describe("a free event", () => {
  it("confirms registrants while places last, then puts them on the waiting list, and counts them", async () => {
    const event = await app.eventTaking({ capacity: 2 });
    const first = await app.registered(event.id, { phone: "0712 600 001" });
    const second = await app.registered(event.id);
    const third = await app.registered(event.id);
    expect([first.status, second.status, third.status]).toEqual(["CONFIRMED", "CONFIRMED", "WAITING"]);
    expect(first.code).toMatch(/^[ACDEFGHJKLMNPQRTUVWXY3479]{6}$/);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.accountReference).toBe(`R${first.id}`);
    const [sms] = await app.smsTo("+254712600001", "registration");
    expect(sms!.body).toContain(first.code);
    expect(sms!.body).toContain(`/registrations/${first.token}`);
    const { body } = await graphql<{ event: { registrationSetup: { placesLeft: number } } }>(
      app.server.url,
      `query ($id: ID!) { event(id: $id) { registrationSetup { ${setupFields} } } }`,
      { id: String(event.id) },
    );
    expect(body.data!.event.registrationSetup).toMatchObject({ placesLeft: 0, capacity: 2, feeKes: 0 });
    const counts = await graphql<{ eventRegistrationCounts: Record<string, number> }>(
      app.server.url,
      `
        query ($id: ID!) {
          eventRegistrationCounts(eventId: $id) {
            confirmed
            held
            waiting
            offered
            cancelled
            capacity
            placesTaken
          }
        }
      `,
      { id: String(event.id) },
      app.editor,
    );
    expect(counts.body.data!.eventRegistrationCounts).toEqual({
      confirmed: 2,
      held: 0,
      waiting: 1,
      offered: 0,
      cancelled: 0,
      capacity: 2,
      placesTaken: 2,
    });
  });

  it("gives a cancelled place to the first on the waiting list, confirmed at once", async () => {
    const event = await app.eventTaking({ capacity: 1 });
    const holder = await app.registered(event.id);
    const waiting = await app.registered(event.id, { phone: "0712 600 002" });
    const later = await app.registered(event.id);
    const cancelled = await graphql<{ cancelRegistration: { status: string } }>(
      app.server.url,
      `
        mutation ($token: String!) {
          cancelRegistration(token: $token) {
            status
            cancelledAt
          }
        }
      `,
      { token: holder.token },
    );
    expect(cancelled.body.data!.cancelRegistration.status).toBe("CANCELLED");
    expect((await app.receipt(waiting.token))!.status).toBe("CONFIRMED");
    expect((await app.receipt(later.token))!.status).toBe("WAITING");
    const [told] = await app.smsTo("+254712600002", "registration");
    expect(told!.body).toContain(waiting.code);
    const again = await graphql(
      app.server.url,
      `
        mutation ($token: String!) {
          cancelRegistration(token: $token) {
            status
          }
        }
      `,
      { token: holder.token },
    );
    expect(again.body.errors![0]!.message).toBe("This registration is cancelled already");
  });

  it("answers no registration for a token that is not one", async () => {
    expect(await app.receipt("not-a-token")).toBeNull();
    expect(await app.receipt("A".repeat(43))).toBeNull();
  });
});

describe("setting up registrations", () => {
  it("keeps staff's questions with ids, and keeps the answers' ids when the form changes", async () => {
    const event = await createEvent(app.server.services, { date: daysFromToday(20) });
    const setUp = (questions: unknown[]) =>
      graphql<{ setRegistrationSetup: { questions: { id: string; label: string }[] } }>(
        app.server.url,
        `mutation ($id: ID!, $input: RegistrationSetupInput!) { setRegistrationSetup(eventId: $id, input: $input) { ${setupFields} } }`,
        { id: String(event.id), input: { closesAt: `${daysFromToday(18)}T12:00:00.000Z`, questions } },
        app.editor,
      );
    const first = await setUp([
      { label: "T-shirt size", kind: "CHOICE", choices: ["S", "M", "L"], required: true },
      { label: "Who brings you?", labelSw: "Nani anakuleta?", kind: "TEXT" },
    ]);
    expect(first.body.data!.setRegistrationSetup.questions.map((question) => question.id)).toEqual([
      "q1",
      "q2",
    ]);
    const second = await setUp([
      { id: "q2", label: "Who brings you?", kind: "TEXT" },
      { label: "Emergency contact", kind: "TEXT", required: true },
    ]);
    expect(second.body.data!.setRegistrationSetup.questions.map((question) => question.id)).toEqual([
      "q2",
      "q1",
    ]);
  });

  it.each([
    ["feeKes", { feeKes: 250_001 }],
    ["closesAt", { closesAt: `${daysFromToday(30)}T12:00:00.000Z` }],
    ["capacity", { capacity: 0 }],
    ["hoursToPayOffer", { hoursToPayOffer: 0 }],
    ["questions", { questions: [{ label: "Size", kind: "CHOICE", choices: ["One"] }] }],
    ["questions", { questions: Array.from({ length: 11 }, () => ({ label: "Why?", kind: "TEXT" })) }],
  ])("refuses a bad %s, naming it, and keeps nothing", async (field, overrides) => {
    const event = await createEvent(app.server.services, { date: daysFromToday(20) });
    const { body } = await graphql(
      app.server.url,
      `
        mutation ($id: ID!, $input: RegistrationSetupInput!) {
          setRegistrationSetup(eventId: $id, input: $input) {
            feeKes
          }
        }
      `,
      { id: String(event.id), input: { closesAt: `${daysFromToday(18)}T12:00:00.000Z`, ...overrides } },
      app.editor,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    expect(await app.server.services.registrations.setupOf(event.id)).toBeNull();
  });

  it("refuses a repeating event", async () => {
    const event = await createEvent(app.server.services, {
      date: daysFromToday(20),
      repeat: weekly([weekdayOf(daysFromToday(20))], { count: 4 }),
    });
    await expect(
      app.server.services.registrations.setUp(SYSTEM_ACTOR, event.id, {
        closesAt: new Date(`${daysFromToday(18)}T12:00:00Z`),
      }),
    ).rejects.toThrow(/repeating event takes no registrations/);
    expect(await app.server.services.registrations.setupOf(event.id)).toBeNull();
  });

  it("refuses a capacity below the places already taken, and keeps the old one", async () => {
    const event = await app.eventTaking({ capacity: 5 });
    await app.registered(event.id);
    await app.registered(event.id);
    await expect(
      app.server.services.registrations.setUp(SYSTEM_ACTOR, event.id, {
        closesAt: new Date(`${daysFromToday(10)}T12:00:00Z`),
        capacity: 1,
      }),
    ).rejects.toThrow("capacity must be at least the 2 places already taken (held, offered or confirmed)");
    expect(
      (await app.server.dataSource.getRepository(RegistrationSetup).findOneByOrFail({ eventId: event.id }))
        .capacity,
    ).toBe(5);
  });

  it("offers new places to the waiting list when the capacity grows", async () => {
    const event = await app.eventTaking({ capacity: 1 });
    await app.registered(event.id);
    const waiting = await app.registered(event.id);
    expect(waiting.status).toBe("WAITING");
    await app.server.services.registrations.setUp(SYSTEM_ACTOR, event.id, {
      closesAt: new Date(`${daysFromToday(10)}T12:00:00Z`),
      capacity: 2,
    });
    expect((await app.receipt(waiting.token))!.status).toBe("CONFIRMED");
  });
});

describe("a registration refused", () => {
  const refused = async (
    eventId: number | string,
    overrides: Record<string, unknown>,
    field: string,
    message: RegExp,
  ) => {
    const before = await app.registrationCount();
    const { body } = await app.register(eventId, overrides);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    expect(body.errors![0]!.message).toMatch(message);
    expect(await app.registrationCount()).toBe(before);
  };

  it("for an unknown event, or one that takes none", async () => {
    await refused(999_999, {}, "eventId", /There is no event with id 999999/);
    const plain = await createEvent(app.server.services);
    await refused(plain.id, {}, "eventId", /takes no registrations/);
  });

  it("when closed, or past its closing time", async () => {
    await refused((await app.eventTaking({ open: false })).id, {}, "eventId", /are closed/);
    const past = await app.eventTaking({ closesAt: new Date(Date.now() - 60_000) });
    await refused(past.id, {}, "eventId", /closed on/);
  });

  it("when full with no waiting list", async () => {
    const event = await app.eventTaking({ capacity: 1, waitingList: false });
    await app.registered(event.id);
    await refused(event.id, {}, "eventId", /is full/);
  });

  it("for a bad phone, a missing answer, a bad choice, or a delegate without a parish", async () => {
    const event = await app.eventTaking({
      whoMayRegister: "PARISH_DELEGATES" as never,
      askRole: true,
      questions: [{ label: "T-shirt size", kind: "CHOICE" as never, choices: ["S", "M"], required: true }],
    });
    const good = { parishId: app.parishId, role: "DELEGATE", answers: [{ questionId: "q1", answer: "M" }] };
    await refused(event.id, { ...good, phone: "020 2345678" }, "phone", /Kenyan mobile/);
    await refused(event.id, { ...good, answers: [] }, "answers", /"T-shirt size" must be answered/);
    await refused(
      event.id,
      { ...good, answers: [{ questionId: "q1", answer: "XXL" }] },
      "answers",
      /must be one of: S, M/,
    );
    await refused(event.id, { ...good, parishId: null }, "parishId", /only delegates of a parish/);
    await refused(event.id, { ...good, parishId: "999999" }, "parishId", /no parish with id 999999/);
    await refused(event.id, { ...good, role: null }, "role", /role must be given/);
    expect((await app.registered(event.id, good)).status).toBe("CONFIRMED");
  });
});

describe("staff's list", () => {
  it("lists an event's registrations by status and search, to its staff only", async () => {
    const event = await app.eventTaking({ capacity: 1 });
    const first = await app.registered(event.id, { name: "Ruth Nafula" });
    await app.registered(event.id, { name: "Peter Wafula" });
    const list = (variables: Record<string, unknown>, headers: Record<string, string> = app.editor) =>
      graphql<{
        eventRegistrations: { total: number; items: { name: string; status: string; code: string }[] };
      }>(
        app.server.url,
        `
          query ($eventId: ID!, $status: RegistrationStatus, $search: String) {
            eventRegistrations(eventId: $eventId, status: $status, search: $search) {
              total
              items {
                name
                status
                code
                phone
              }
            }
          }
        `,
        { eventId: String(event.id), ...variables },
        headers,
      );
    expect((await list({})).body.data!.eventRegistrations.total).toBe(2);
    expect(
      (await list({ status: "WAITING" })).body.data!.eventRegistrations.items.map((item) => item.name),
    ).toEqual(["Peter Wafula"]);
    expect((await list({ search: "nafula" })).body.data!.eventRegistrations.total).toBe(1);
    expect((await list({ search: first.code })).body.data!.eventRegistrations.items[0]!.name).toBe(
      "Ruth Nafula",
    );
    const visitor = await list({}, {});
    expect(visitor.body.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
  });
});
