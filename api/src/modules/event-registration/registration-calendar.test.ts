import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createEvent, daysFromToday } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { statementsRun } from "../../../test/query-counter.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

/*
 * The calendar shows, beside each event that takes registrations, its fee and the places left:
 * read for the whole stretch of days at once, however many such events it lists.
 */

let server: TestApp;
const FEES = [0, 500, 1_000, 1_500, 2_000, 2_500, 3_000, 3_500];

beforeAll(async () => {
  server = await startTestApp();
  for (const [index, feeKes] of FEES.entries()) {
    const event = await createEvent(server.services, {
      title: `Retreat ${index + 1}`,
      date: daysFromToday(20 + index),
    });
    await server.services.registrations.setUp(SYSTEM_ACTOR, event.id, {
      feeKes,
      capacity: 10 + index,
      closesAt: new Date(`${daysFromToday(18)}T18:00:00+03:00`),
    });
  }
  // Events that take no registrations, listed among them.
  for (let index = 0; index < 4; index++)
    await createEvent(server.services, { title: `Service ${index + 1}`, date: daysFromToday(21 + index) });
});
afterAll(() => server.close());

type Occurrences = {
  eventOccurrences: {
    title: string;
    event: { registrationSetup: { feeKes: number; placesLeft: number | null } | null };
  }[];
};

describe("the calendar's registrations", () => {
  it("reads every listed event's registrations in one statement, each with its own fee and places", async () => {
    let body: Awaited<ReturnType<typeof graphql<Occurrences>>>["body"] | undefined;
    const statements = await statementsRun(server.dataSource, async () => {
      ({ body } = await graphql<Occurrences>(
        server.url,
        `
          query ($from: String!, $to: String!) {
            eventOccurrences(from: $from, to: $to) {
              title
              event {
                registrationSetup {
                  feeKes
                  placesLeft
                }
              }
            }
          }
        `,
        { from: daysFromToday(19), to: daysFromToday(30) },
      ));
    });
    expect(body!.errors).toBeUndefined();
    const listed = body!.data!.eventOccurrences;
    const retreats = listed.filter((occurrence) => occurrence.title.startsWith("Retreat"));
    expect(retreats.map((occurrence) => occurrence.event.registrationSetup)).toEqual(
      FEES.map((feeKes, index) => ({ feeKes, placesLeft: 10 + index })),
    );
    const services = listed.filter((occurrence) => occurrence.title.startsWith("Service"));
    expect(services).toHaveLength(4);
    expect(services.every((occurrence) => occurrence.event.registrationSetup === null)).toBe(true);
    expect(statements.filter((sql) => /FROM "registration_setup"/.test(sql))).toHaveLength(1);
  });
});
