import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createParish, createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startRegisteringApp, type RegisteringApp } from "../../../test/registering.js";
import { Registration } from "./registration.entity.js";

/*
 * Check-in at the door over real HTTP: each person once, whether a phone sends its check-in twice
 * (its key) or two phones check the same person in (the registration), at once or one after the
 * other; only the confirmed of the event itself are let in.
 */

let app: RegisteringApp;

beforeAll(async () => {
  app = await startRegisteringApp();
}, 60_000);
afterAll(() => app.close());

interface CheckInAnswer {
  key: string;
  registrationId: string | null;
  outcome: string;
  checkedInAt: string | null;
  name: string | null;
}

const checkIn = (eventId: string | number, checkIns: Record<string, unknown>[], headers = app.editor) =>
  graphql<{ checkInRegistrations: CheckInAnswer[] }>(
    app.server.url,
    `
      mutation ($eventId: ID!, $checkIns: [CheckInInput!]!) {
        checkInRegistrations(eventId: $eventId, checkIns: $checkIns) {
          key
          registrationId
          outcome
          checkedInAt
          name
        }
      }
    `,
    { eventId: String(eventId), checkIns },
    headers,
  );

let keys = 0;
const newKey = () => `phone-check-in-${++keys}-${Date.now()}`;
const at = (minutesAgo = 1) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const stored = (id: string) =>
  app.server.dataSource.getRepository(Registration).findOneByOrFail({ id: Number(id) });

describe("checking in at the door", () => {
  it("checks a confirmed registrant in by code or by id, and the same check-in sent again counts once", async () => {
    const event = await app.eventTaking();
    const faith = await app.registered(event.id, { name: "Faith Atieno" });
    const brian = await app.registered(event.id, { name: "Brian Wekesa" });
    const key = newKey();
    const first = await checkIn(event.id, [
      { code: faith.code.toLowerCase(), key, at: at(3) },
      { registrationId: brian.id, key: newKey(), at: at(2) },
    ]);
    expect(first.body.errors).toBeUndefined();
    expect(
      first.body.data!.checkInRegistrations.map((answer) => [
        answer.registrationId,
        answer.outcome,
        answer.name,
      ]),
    ).toEqual([
      [faith.id, "CHECKED_IN", "Faith Atieno"],
      [brian.id, "CHECKED_IN", "Brian Wekesa"],
    ]);
    const again = await checkIn(event.id, [{ code: faith.code, key, at: at(3) }]);
    expect(again.body.data!.checkInRegistrations[0]).toMatchObject({
      key,
      outcome: "CHECKED_IN",
      registrationId: faith.id,
    });
    const row = await stored(faith.id);
    expect(row.checkInKey).toBe(key);
    expect(row.checkedInAt!.getTime()).toBe(
      new Date(first.body.data!.checkInRegistrations[0]!.checkedInAt!).getTime(),
    );
  });

  it("answers a second phone's check-in of the same person as already checked in, with when", async () => {
    const event = await app.eventTaking();
    const faith = await app.registered(event.id);
    const first = await checkIn(event.id, [{ registrationId: faith.id, key: newKey(), at: at(5) }]);
    const second = await checkIn(event.id, [{ code: faith.code, key: newKey(), at: at(1) }]);
    expect(second.body.data!.checkInRegistrations[0]).toMatchObject({
      outcome: "ALREADY_CHECKED_IN",
      checkedInAt: first.body.data!.checkInRegistrations[0]!.checkedInAt,
    });
  });

  it("counts the same person once when two phones check them in at the same moment", async () => {
    const event = await app.eventTaking();
    const faith = await app.registered(event.id);
    const [one, two] = await Promise.all(
      [newKey(), newKey()].map((key) => checkIn(event.id, [{ code: faith.code, key, at: at() }])),
    );
    const outcomes = [one!, two!].map((answer) => answer.body.data!.checkInRegistrations[0]!);
    expect(outcomes.map((answer) => answer.outcome).sort()).toEqual(["ALREADY_CHECKED_IN", "CHECKED_IN"]);
    const winner = outcomes.find((answer) => answer.outcome === "CHECKED_IN")!;
    expect((await stored(faith.id)).checkInKey).toBe(winner.key);
  });

  it("counts a check-in sent twice at once (a retry racing its first try) once, both answered CHECKED_IN", async () => {
    const event = await app.eventTaking();
    const faith = await app.registered(event.id);
    const key = newKey();
    const answers = await Promise.all(
      [1, 2].map(() => checkIn(event.id, [{ code: faith.code, key, at: at() }])),
    );
    expect(answers.map((answer) => answer.body.data!.checkInRegistrations[0]!.outcome)).toEqual([
      "CHECKED_IN",
      "CHECKED_IN",
    ]);
    expect((await stored(faith.id)).checkInKey).toBe(key);
  });

  it("lets in no one who is not confirmed, nor another event's registrant, nor an unknown code", async () => {
    const event = await app.eventTaking({ capacity: 1 });
    const other = await app.eventTaking();
    await app.registered(event.id);
    const waiting = await app.registered(event.id);
    expect(waiting.status).toBe("WAITING");
    const elsewhere = await app.registered(other.id);
    const { body } = await checkIn(event.id, [
      { code: waiting.code, key: newKey(), at: at() },
      { registrationId: elsewhere.id, key: newKey(), at: at() },
      { code: elsewhere.code, key: newKey(), at: at() },
      { code: "ZZZZZZ", key: newKey(), at: at() },
    ]);
    expect(body.data!.checkInRegistrations.map((answer) => [answer.outcome, answer.registrationId])).toEqual([
      ["NOT_CONFIRMED", waiting.id],
      ["UNKNOWN", null],
      ["UNKNOWN", null],
      ["UNKNOWN", null],
    ]);
    expect((await stored(waiting.id)).checkedInAt).toBeNull();
    expect((await stored(elsewhere.id)).checkedInAt).toBeNull();
  });

  it("never dates a check-in after it arrived, whatever the phone's clock says", async () => {
    const event = await app.eventTaking();
    const faith = await app.registered(event.id);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const { body } = await checkIn(event.id, [{ code: faith.code, key: newKey(), at: tomorrow }]);
    expect(new Date(body.data!.checkInRegistrations[0]!.checkedInAt!).getTime()).toBeLessThanOrEqual(
      Date.now(),
    );
  });

  it("refuses bad check-ins with what is wrong, and checks no one in", async () => {
    const event = await app.eventTaking();
    const faith = await app.registered(event.id);
    const cases: [Record<string, unknown>[], string][] = [
      [[{ code: faith.code, key: "short", at: at() }], "key must be 8 to 64 letters, digits or dashes"],
      [
        [{ code: faith.code, registrationId: faith.id, key: newKey(), at: at() }],
        "by registrationId or by code, one of them",
      ],
      [[{ key: newKey(), at: at() }], "by registrationId or by code, one of them"],
      [[{ registrationId: "0", key: newKey(), at: at() }], "registrationId must be"],
      [
        Array.from({ length: 201 }, () => ({ code: faith.code, key: newKey(), at: at() })),
        "at most 200 check-ins",
      ],
    ];
    for (const [checkIns, message] of cases) {
      const { body } = await checkIn(event.id, checkIns);
      expect(body.errors?.[0]?.message).toContain(message);
    }
    expect((await stored(faith.id)).checkedInAt).toBeNull();
  });

  it("is for the event's own staff: not a treasurer, nor another parish's editor, nor a visitor", async () => {
    const event = await app.eventTaking({}, { parishId: app.parishId });
    const faith = await app.registered(event.id);
    const otherParish = await createParish(app.server.services);
    const otherEditor = await signedInHeaders(
      app.server,
      await createStaffMember(app.server, { role: "parish_editor", parishId: otherParish.id }),
    );
    const ownEditor = await signedInHeaders(
      app.server,
      await createStaffMember(app.server, { role: "parish_editor", parishId: Number(app.parishId) }),
    );
    const item = () => [{ code: faith.code, key: newKey(), at: at() }];
    expect((await checkIn(event.id, item(), app.treasurer)).body.errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
    expect((await checkIn(event.id, item(), otherEditor)).body.errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
    expect((await checkIn(event.id, item(), {})).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await stored(faith.id)).checkedInAt).toBeNull();
    expect((await checkIn(event.id, item(), ownEditor)).body.data!.checkInRegistrations[0]!.outcome).toBe(
      "CHECKED_IN",
    );
  });
});
