import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { UserInputError } from "../../errors.js";
import { createParish, signedInHeaders } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { SERVICE_KINDS } from "../../site/worship.js";

/*
 * Issue #36: how long each kind of regular service lasts, which staff set in Settings, so that a
 * service's end in the calendars is theirs, not an invented two hours; none until they say.
 */

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const NAMES = { shortName: "ACK Diocese", fullName: "Anglican Church of Kenya, Diocese of Kakamega" };
const READ = `{ siteSettings { serviceDurations { kind minutes } } }`;
const UPDATE = `mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { serviceDurations { kind minutes } } }`;

type Durations = { kind: string; minutes: number | null }[];
const stored = async () =>
  (await graphql<{ siteSettings: { serviceDurations: Durations } }>(server.url, READ)).body;
/** Every kind of service in the order the settings list them, with the minutes given and null for the others. */
const everyKind = (minutes: Record<string, number>): Durations =>
  SERVICE_KINDS.map((kind) => ({ kind, minutes: minutes[kind] ?? null }));

describe("how long each kind of service lasts", () => {
  it("is not said of any kind before staff say it", async () => {
    expect(await stored()).toEqual({ data: { siteSettings: { serviceDurations: everyKind({}) } } });
  });

  it("is saved as the whole set staff send, and kept by a save that leaves it out", async () => {
    const first = await graphql(
      server.url,
      UPDATE,
      {
        input: {
          ...NAMES,
          serviceDurations: [
            { kind: "HOLY_COMMUNION", minutes: 150 },
            { kind: "BIBLE_STUDY", minutes: 60 },
          ],
        },
      },
      staff,
    );
    expect(first.body).toEqual({
      data: { updateSiteSettings: { serviceDurations: everyKind({ HOLY_COMMUNION: 150, BIBLE_STUDY: 60 }) } },
    });

    await graphql(server.url, UPDATE, { input: { ...NAMES, phone: "+254 700 000 000" } }, staff);
    expect((await stored()).data?.siteSettings.serviceDurations).toEqual(
      everyKind({ HOLY_COMMUNION: 150, BIBLE_STUDY: 60 }),
    );

    const second = await graphql(
      server.url,
      UPDATE,
      { input: { ...NAMES, serviceDurations: [{ kind: "MORNING_PRAYER", minutes: 45 }] } },
      staff,
    );
    expect(second.body.data).toEqual({
      updateSiteSettings: { serviceDurations: everyKind({ MORNING_PRAYER: 45 }) },
    });
    await graphql(server.url, UPDATE, { input: { ...NAMES, serviceDurations: [] } }, staff);
    expect((await stored()).data?.siteSettings.serviceDurations).toEqual(everyKind({}));
  });

  it("refuses a length out of range or a kind listed twice, naming it, and keeps the saved ones", async () => {
    const kept = [{ kind: "HOLY_COMMUNION", minutes: 120 }];
    await graphql(server.url, UPDATE, { input: { ...NAMES, serviceDurations: kept } }, staff);
    const cases: [unknown, string][] = [
      [[{ kind: "HOLY_COMMUNION", minutes: 5 }], "serviceDurations[0]: minutes must be from 10 to 480"],
      [
        [
          { kind: "BIBLE_STUDY", minutes: 60 },
          { kind: "YOUTH_SERVICE", minutes: 481 },
        ],
        "serviceDurations[1]: minutes must be from 10 to 480",
      ],
      [
        [
          { kind: "HOLY_COMMUNION", minutes: 120 },
          { kind: "HOLY_COMMUNION", minutes: 90 },
        ],
        "serviceDurations lists Holy Communion twice",
      ],
    ];
    for (const [serviceDurations, message] of cases) {
      const { body } = await graphql(server.url, UPDATE, { input: { ...NAMES, serviceDurations } }, staff);
      expect(body.errors?.[0], message).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT", field: "serviceDurations" },
      });
    }
    expect((await stored()).data?.siteSettings.serviceDurations).toEqual(everyKind({ HOLY_COMMUNION: 120 }));
  });

  it("refuses from any caller what GraphQL's types would stop: no list, no length, a part of a minute, an unknown kind", async () => {
    const cases: [unknown, string][] = [
      ["two hours", "serviceDurations must be a list of kinds of service and their minutes"],
      [[null], "serviceDurations[0] must be a kind of service and its minutes"],
      [[{ kind: "HOLY_COMMUNION" }], "serviceDurations[0]: minutes must be a whole number"],
      [[{ kind: "HOLY_COMMUNION", minutes: 90.5 }], "serviceDurations[0]: minutes must be a whole number"],
      [
        [{ kind: "SUNDAY_MASS", minutes: 90 }],
        `serviceDurations[0]: kind must be one of ${SERVICE_KINDS.join(", ")}`,
      ],
    ];
    for (const [serviceDurations, message] of cases) {
      const refusal = await server.services.siteSettings
        .update(SYSTEM_ACTOR, { ...NAMES, serviceDurations })
        .catch((error: unknown) => error);
      expect(refusal, message).toBeInstanceOf(UserInputError);
      expect(refusal).toMatchObject({ message, field: "serviceDurations" });
    }
    expect((await stored()).data?.siteSettings.serviceDurations).toEqual(everyKind({ HOLY_COMMUNION: 120 }));
  });

  it("is refused to a visitor, and stays", async () => {
    const { body } = await graphql(server.url, UPDATE, {
      input: { ...NAMES, serviceDurations: [{ kind: "HOLY_COMMUNION", minutes: 30 }] },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await stored()).data?.siteSettings.serviceDurations).toEqual(everyKind({ HOLY_COMMUNION: 120 }));
  });

  it("gives each regular service its end, past midnight too, and none to a kind without a length", async () => {
    await server.services.siteSettings.update(SYSTEM_ACTOR, {
      ...NAMES,
      serviceDurations: [
        { kind: "HOLY_COMMUNION", minutes: 150 },
        { kind: "PRAYER_MEETING", minutes: 90 },
      ],
    });
    const parish = await createParish(server.services, {
      services: [
        { day: "SUNDAY", startTime: "10:00", language: "KISWAHILI", kind: "HOLY_COMMUNION" },
        { day: "WEDNESDAY", startTime: "17:00", language: "ENGLISH", kind: "BIBLE_STUDY" },
        { day: "FRIDAY", startTime: "23:00", language: "LUHYA", kind: "PRAYER_MEETING" },
      ],
    });
    const { body } = await graphql(
      server.url,
      `
        query ($slug: String!) {
          parishBySlug(slug: $slug) {
            services {
              kind
              startTime
              endTime
            }
          }
        }
      `,
      { slug: parish.slug },
    );
    expect(body).toEqual({
      data: {
        parishBySlug: {
          services: [
            { kind: "HOLY_COMMUNION", startTime: "10:00", endTime: "12:30" },
            { kind: "BIBLE_STUDY", startTime: "17:00", endTime: null },
            { kind: "PRAYER_MEETING", startTime: "23:00", endTime: "00:30" },
          ],
        },
      },
    });
  });
});
