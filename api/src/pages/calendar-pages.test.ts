import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, createParish, daysFromToday } from "../../test/factories.js";
import { graphql } from "../../test/http.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { builtWebDist } from "../../test/web-build.js";
import { addDays, spokenWeekdayAndDate, weekdayOf } from "../site/calendar-days.js";
import type { Parish } from "../modules/parish/parish.entity.js";

/*
 * Issue #36: the calendar, the home page's events and a parish's page as a visitor reads them,
 * drawn by the real web build from the real API, in English and in Kiswahili.
 */

const PUBLIC_URL = "https://www.diocese.example";
const WEB_DIR = path.dirname(builtWebDist());
let server: TestApp;
let parish: Parish;
/** The next Thursday, when the parish's weekly Bible study meets. */
let thursday: string;

beforeAll(async () => {
  server = await startTestApp({ webDistDir: path.join(WEB_DIR, "dist"), env: { PUBLIC_URL } });
  const { services } = server;
  parish = await createParish(services, {
    name: "St. Paul's Mbale",
    latitude: 0.0829,
    longitude: 34.7203,
    services: [
      { day: "SUNDAY", startTime: "10:00", language: "KISWAHILI", kind: "HOLY_COMMUNION" },
      { day: "WEDNESDAY", startTime: "17:00", language: "ENGLISH", kind: "BIBLE_STUDY" },
    ],
  });
  thursday = [1, 2, 3, 4, 5, 6, 7].map(daysFromToday).find((date) => weekdayOf(date) === "THURSDAY")!;
  await createEvent(services, {
    title: "Mothers' Union fellowship",
    date: thursday,
    parishId: String(parish.id),
    repeat: { frequency: "WEEKLY", interval: 1, weekdays: ["THURSDAY"] },
  });
});
afterAll(() => server.close());

async function page(address: string) {
  const response = await fetch(`${server.url}${address}`, { redirect: "manual" });
  expect(response.status, address).toBe(200);
  return response.text();
}

const root = (html: string) => /<div id="root">(.*)<\/div>/s.exec(html)?.[1] ?? "";
/** The page's text as a reader sees it: no tags, no styles, no attributes. */
const textOf = (html: string) =>
  root(html)
    .replace(/<style[^>]*>.*?<\/style>/gs, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("how a repeating event repeats, in words", () => {
  it("is Kiswahili on the Kiswahili home page, parish page and calendar, as it is English on the English ones", async () => {
    const parishPage = `/parishes/${parish.slug}`;
    const calendar = `/events?view=list&from=${thursday}`;
    for (const address of ["/sw", `/sw${parishPage}`, `/sw${calendar}`]) {
      const text = textOf(await page(address));
      expect(text, address).toContain("Kila wiki, siku ya Alhamisi");
      expect(text, address).not.toContain("Every week");
    }
    for (const address of ["/", parishPage, calendar]) {
      expect(textOf(await page(address)), address).toContain("Every week on Thursday");
    }
  });

  it("is answered over GraphQL in the language asked for", async () => {
    const query = `query ($language: Language) { events(period: UPCOMING, language: $language) { items { repeat { summary } } } }`;
    const summaries = async (language: string) => {
      const { body } = await graphql<{ events: { items: { repeat: { summary: string } }[] } }>(
        server.url,
        query,
        { language },
      );
      return body.data?.events.items.map((event) => event.repeat.summary);
    };
    expect(await summaries("SW")).toEqual(["Kila wiki, siku ya Alhamisi"]);
    expect(await summaries("EN")).toEqual(["Every week on Thursday"]);
  });
});

describe("the calendar of one parish", () => {
  it("shows the parish's regular services on their days, as the unfiltered calendar does not", async () => {
    const sunday = addDays(thursday, 3);
    const list = `/events?view=list&from=${thursday}`;
    const ofParish = textOf(await page(`${list}&parish=${parish.id}`));
    const sundayPart = ofParish.slice(ofParish.indexOf(spokenWeekdayAndDate(sunday)));
    expect(sundayPart).toContain("10:00 am Holy Communion (Kiswahili) Every week");
    expect(ofParish).toContain("5:00 pm Bible Study (English) Every week");
    expect(ofParish).toContain("Mothers&#x27; Union fellowship");

    const everything = textOf(await page(list));
    expect(everything).toContain("Mothers&#x27; Union fellowship");
    expect(everything).not.toContain("Holy Communion");
  });

  it("offers each service to add to a calendar, in Kiswahili too", async () => {
    const html = await page(`/sw/events?view=list&from=${thursday}&parish=${parish.id}`);
    expect(textOf(html)).toContain("Meza ya Bwana (Kiswahili)");
    const [service] = await server.services.parishes.servicesOfEach([parish.id]);
    expect(root(html)).toContain(`href="/parishes/${parish.slug}/services/${service![0]!.id}.ics"`);
  });
});
