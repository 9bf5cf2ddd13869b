import { describe, expect, it } from "vitest";
import type { PageAnswer, PageQuery, PageSite } from "@diocese/site/page-seam";
import {
  buildFinderParish,
  buildParishFinder,
  buildParishPage,
} from "../features/parishes/parishes.fixtures";
import { buildSiteFrame, buildSiteNavigation, buildSiteSettings } from "../features/site/site.fixtures";
import { missingMessages } from "../lib/language";
import server from "./server";

const SITE_URL = "https://www.diocese.example";
const settings = buildSiteSettings();
const parish = buildParishPage();

const FOUND = [
  buildFinderParish(),
  buildFinderParish({
    id: "2",
    slug: "st-stephens-kakamega",
    name: "St. Stephen's Kakamega",
    town: "Kakamega",
    vicar: "The Ven. Peter Shikuku",
    archdeaconry: { __typename: "Archdeaconry", id: "1", name: "Kakamega Central" },
  }),
  buildFinderParish({
    id: "3",
    slug: "emusire",
    name: "Emusire",
    town: null,
  }),
];

/** What the API answers to each query, by its name; a query not named here is refused. */
const ANSWERS: Record<string, Record<string, unknown> | null> = {
  SiteSettings: buildSiteFrame(settings),
  SiteNavigation: buildSiteNavigation(),
  ParishFinder: buildParishFinder(FOUND),
  ParishPage: { parishBySlug: parish },
};

/** The API as the server build sees it, remembering what it was asked. */
function apiAnswering(answers: Record<string, Record<string, unknown> | null> = ANSWERS) {
  const asked: PageQuery[] = [];
  const site: PageSite = {
    siteUrl: SITE_URL,
    reportDrawingFailure: (error) => {
      throw error;
    },
    async runQuery(query) {
      asked.push(query);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return answers[query.operationName] ?? null;
    },
  };
  return { site, asked };
}

/** The variables the page asked the API for one query with. */
const variablesOf = (asked: PageQuery[], operationName: string) =>
  asked.find((query) => query.operationName === operationName)?.variables;

function drawnPage(answer: PageAnswer): Document {
  expect(answer.status).toBe(200);
  const drawn = answer.status === 200 ? answer.drawn : null;
  expect(drawn).toBeTruthy();
  return new DOMParser().parseFromString(drawn?.html ?? "", "text/html");
}

/** The structured data as the API writes it into the page: JSON, where nothing undefined is. */
function structuredDataOf(answer: PageAnswer): Record<string, unknown> {
  const data = answer.status === 200 ? answer.meta.structuredData : undefined;
  expect(data).toBeTruthy();
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

const linksIn = (page: Document | Element) =>
  [...page.querySelectorAll("a")].map((link) => [link.textContent?.trim(), link.getAttribute("href")]);

/** The addresses offered to copy (a field that only shows its text), with their labels. */
const copyableAddressesIn = (element: Element) =>
  [...element.querySelectorAll<HTMLInputElement>("input[readonly]")].map((input) => [
    element.querySelector(`label[for='${input.id}']`)?.textContent?.trim(),
    input.getAttribute("value"),
  ]);

describe("the parish finder answered on the server", () => {
  it("draws the search form and every parish found, each linking to its page", async () => {
    const api = apiAnswering();
    const answer = await server.answerPage({ address: "/parishes", draw: true }, api.site);

    expect(api.asked.map((query) => query.operationName)).toEqual([
      "SiteSettings",
      "SiteNavigation",
      "ParishFinder",
    ]);
    expect(variablesOf(api.asked, "ParishFinder")).toEqual({
      search: null,
      archdeaconryId: null,
      day: null,
      language: null,
      page: 1,
      pageSize: 24,
    });
    expect(answer).toMatchObject({
      status: 200,
      meta: {
        title: `${settings.shortName} | Find a Parish`,
        description: `Find a parish of the ${settings.fullName}: where it is, when it worships and who its vicar is`,
        indexable: true,
      },
      answers: [],
    });
    const page = drawnPage(answer);
    const form = page.querySelector<HTMLFormElement>("main form[role=search]");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/parishes");
    expect(
      [...form!.querySelectorAll("input[name], select[name]")].map((field) => field.getAttribute("name")),
    ).toEqual(["q", "archdeaconry", "day", "language"]);
    const cards = [...page.querySelectorAll("[data-place-list] > [data-place]")];
    expect(cards.map((card) => linksIn(card))).toEqual([
      [["St. Paul's Mbale", "/parishes/st-pauls-mbale"]],
      [["St. Stephen's Kakamega", "/parishes/st-stephens-kakamega"]],
      [["Emusire", "/parishes/emusire"]],
    ]);
    // "Near me" (the page's script) fetches every parish's place, and fills in the hidden sample card.
    expect(page.querySelector("[data-behaviour=near-me]")?.getAttribute("data-places")).toBe(
      "/parishes/places.json",
    );
    const sample = page.querySelector("[data-place-sample]");
    expect(sample?.closest("[hidden]")).toBeTruthy();
    expect(sample?.getAttribute("data-place-href")).toBe("/parishes/__slug__");
    // Nothing in it for a search engine to follow, nor a link it cannot (an <a> without an href).
    expect(linksIn(sample!)).toEqual([]);
    expect(sample!.querySelector("[data-place-link]")?.tagName).toBe("SPAN");
    expect(page.querySelector("main")?.textContent).toContain("3 parishes");
    expect(cards[0]?.textContent).toContain("Sunday 7:30 am English, 10:00 am Kiswahili");
    expect(page.querySelector("[data-near-me]")?.hasAttribute("hidden")).toBe(true);
    expect(page.querySelector("[data-behaviour=near-me]")).toBeTruthy();
  });

  it("shows the search in its fields and asks the API for it", async () => {
    const api = apiAnswering();
    const answer = await server.answerPage(
      { address: "/parishes?q=mbale&day=SUNDAY&language=KISWAHILI", draw: true },
      api.site,
    );

    expect(variablesOf(api.asked, "ParishFinder")).toEqual({
      search: "mbale",
      archdeaconryId: null,
      day: "SUNDAY",
      language: "KISWAHILI",
      page: 1,
      pageSize: 24,
    });
    const form = drawnPage(answer).querySelector("main form[role=search]")!;
    expect(form.querySelector<HTMLInputElement>("input[name=q]")?.getAttribute("value")).toBe("mbale");
    const chosen = (name: string) =>
      form.querySelector(`select[name=${name}] option[selected]`)?.getAttribute("value") ?? "";
    expect(chosen("day")).toBe("SUNDAY");
    expect(chosen("language")).toBe("KISWAHILI");
    expect(chosen("archdeaconry")).toBe("");
    // "Near me" weighs every parish of the same search, not only this page's.
    expect(drawnPage(answer).querySelector("[data-behaviour=near-me]")?.getAttribute("data-places")).toBe(
      "/parishes/places.json?q=mbale&day=SUNDAY&language=KISWAHILI",
    );
  });

  it("shows the parishes a page at a time, the search kept in the pages' links", async () => {
    const api = apiAnswering({
      ...ANSWERS,
      ParishFinder: buildParishFinder(FOUND, { total: 51, page: 2, pageCount: 3 }),
    });
    const answer = await server.answerPage({ address: "/parishes?q=st&page=2", draw: true }, api.site);

    expect(variablesOf(api.asked, "ParishFinder")).toMatchObject({ search: "st", page: 2, pageSize: 24 });
    const page = drawnPage(answer);
    expect(page.querySelector("main")?.textContent).toContain("51 parishes");
    const pages = page.querySelector("main nav[aria-label=Pagination]")!;
    expect(linksIn(pages)).toEqual([
      ["Previous", "/parishes?q=st"],
      ["Next", "/parishes?q=st&page=3"],
    ]);
  });

  it("has no page past the last", async () => {
    const api = apiAnswering({
      ...ANSWERS,
      ParishFinder: buildParishFinder(FOUND, { total: 3, pageCount: 1 }),
    });
    const answer = await server.answerPage({ address: "/parishes?page=2", draw: false }, api.site);

    expect(answer.status).toBe(404);
  });

  it("asks for an archdeaconry chosen in the address", async () => {
    const api = apiAnswering();
    const answer = await server.answerPage({ address: "/parishes?archdeaconry=2", draw: true }, api.site);

    expect(answer.status).toBe(200);
    expect(variablesOf(api.asked, "ParishFinder")).toMatchObject({ archdeaconryId: "2" });
  });

  it("leaves out of the search what no form sends, rather than answering with an error", async () => {
    const api = apiAnswering();
    const answer = await server.answerPage(
      { address: "/parishes?q=%20%20&archdeaconry=abc&day=FUNDAY&language=klingon", draw: true },
      api.site,
    );

    expect(answer).toMatchObject({ status: 200, answers: [] });
    expect(variablesOf(api.asked, "ParishFinder")).toEqual({
      search: null,
      archdeaconryId: null,
      day: null,
      language: null,
      page: 1,
      pageSize: 24,
    });
  });

  it("says when nothing matches, with a way back to every parish", async () => {
    const api = apiAnswering({ ...ANSWERS, ParishFinder: buildParishFinder([]) });
    const page = drawnPage(await server.answerPage({ address: "/parishes?q=nowhere", draw: true }, api.site));

    expect(page.querySelector("main")?.textContent).toContain("No parish matches this search.");
    expect(linksIn(page.querySelector("main")!)).toContainEqual(["see every parish", "/parishes"]);
  });
});

describe("a parish's page answered on the server", () => {
  it("asks for the parish by its slug, and has its own title and description", async () => {
    const api = apiAnswering();
    const answer = await server.answerPage({ address: "/parishes/st-pauls-mbale", draw: true }, api.site);

    expect(variablesOf(api.asked, "ParishPage")).toEqual({ slug: "st-pauls-mbale" });
    expect(answer).toMatchObject({
      status: 200,
      meta: {
        title: `${settings.shortName} | St. Paul's Mbale`,
        description:
          "St. Paul's Mbale, Mbale, Vihiga Archdeaconry: services, the vicar, and how to find the church",
        image: { ...parish.image!.share, alt: parish.name },
        indexable: true,
      },
      answers: [],
    });
  });

  it("tells search engines it is a church, with its address, position, telephone and services", async () => {
    const answer = await server.answerPage(
      { address: "/parishes/st-pauls-mbale", draw: false },
      apiAnswering().site,
    );
    const church = structuredDataOf(answer);

    expect(church).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Church",
      name: "St. Paul's Mbale",
      url: `${SITE_URL}/parishes/st-pauls-mbale`,
      address: { "@type": "PostalAddress", addressLocality: "Mbale", addressCountry: "KE" },
      geo: { "@type": "GeoCoordinates", latitude: 0.0829, longitude: 34.7203 },
      telephone: "+254 712 345 678",
      image: `${SITE_URL}${parish.image!.url}`,
      description: "The first church was built of mud and thatch in 1932.",
    });
    const events = church.event as Record<string, unknown>[];
    expect(events).toHaveLength(parish.services.length);
    expect(events.map((event) => event["@type"])).toEqual(["Event", "Event", "Event"]);
    expect(events.map((event) => event.name)).toEqual([
      "Holy Communion (English)",
      "Family Service (Kiswahili)",
      "Bible Study (Luhya)",
    ]);
    expect(events.map((event) => event.eventSchedule)).toEqual([
      expect.objectContaining({
        "@type": "Schedule",
        byDay: "https://schema.org/Sunday",
        startTime: "07:30:00",
        repeatFrequency: "P1W",
        scheduleTimezone: "Africa/Nairobi",
      }),
      expect.objectContaining({ byDay: "https://schema.org/Sunday", startTime: "10:00:00" }),
      expect.objectContaining({ byDay: "https://schema.org/Wednesday", startTime: "17:00:00" }),
    ]);
    // Each ends when staff say its kind of service ends, and one they have not timed has no end.
    const schedules = events.map((event) => event.eventSchedule as Record<string, unknown>);
    expect(schedules.map((schedule) => [schedule.endTime, schedule.duration])).toEqual([
      ["09:30:00", undefined],
      ["12:00:00", undefined],
      [undefined, undefined],
    ]);
  });

  it("draws the services by day, each to add to a calendar, and the parish's one calendar to subscribe to", async () => {
    const page = drawnPage(
      await server.answerPage({ address: "/parishes/st-pauls-mbale", draw: true }, apiAnswering().site),
    );
    const services = page.querySelector("main section[aria-labelledby=services-heading]")!;

    expect([...services.querySelectorAll("h3")].map((day) => day.textContent)).toEqual([
      "Sunday",
      "Wednesday",
    ]);
    expect(services.textContent).toContain("7:30 am");
    expect(services.textContent).toContain("Holy Communion (English)");
    expect(services.textContent).toContain("5:00 pm");
    // A phone's calendar subscribes to a webcal:// address; the https one is there to copy.
    expect(linksIn(services)).toEqual([
      ["Add to calendar", "/parishes/st-pauls-mbale/services/1.ics"],
      ["Add to calendar", "/parishes/st-pauls-mbale/services/2.ics"],
      ["Add to calendar", "/parishes/st-pauls-mbale/services/3.ics"],
      [
        "Every service and event of St. Paul's Mbale in your calendar",
        "webcal://www.diocese.example/parishes/st-pauls-mbale/calendar.ics",
      ],
    ]);
    expect(copyableAddressesIn(services)).toEqual([
      ["Or copy its address into your calendar app", `${SITE_URL}/parishes/st-pauls-mbale/calendar.ics`],
    ]);
    expect(
      services.querySelector("a[href='/parishes/st-pauls-mbale/services/1.ics']")?.getAttribute("aria-label"),
    ).toBe("Add to calendar: Sunday 7:30 am Holy Communion");
    // The parish's calendar is offered once on its page, however many of its parts show it.
    const main = page.querySelector("main")!;
    expect(main.querySelectorAll("a[href*='calendar.ics']")).toHaveLength(1);
    expect(copyableAddressesIn(main)).toHaveLength(1);
  });

  it("draws the parish's next events, without offering its calendar a second time", async () => {
    const page = drawnPage(
      await server.answerPage({ address: "/parishes/st-pauls-mbale", draw: true }, apiAnswering().site),
    );
    const events = page.querySelector("main section[aria-labelledby=upcoming-events-heading]")!;
    expect(events.querySelector("h2")?.textContent).toBe("Coming up");
    expect(events.querySelector("h3")?.textContent).toBe("Harvest Thanksgiving");
    expect(events.querySelector("time")?.getAttribute("datetime")).toBe("2026-03-08");
    expect(linksIn(events)).toEqual([]);
  });

  it("offers its calendar with its next events when it has no services listed", async () => {
    const api = apiAnswering({ ...ANSWERS, ParishPage: { parishBySlug: buildParishPage({ services: [] }) } });
    const page = drawnPage(
      await server.answerPage({ address: "/parishes/st-pauls-mbale", draw: true }, api.site),
    );

    const events = page.querySelector("main section[aria-labelledby=upcoming-events-heading]")!;
    expect(linksIn(events)).toEqual([
      [
        "Every service and event of St. Paul's Mbale in your calendar",
        "webcal://www.diocese.example/parishes/st-pauls-mbale/calendar.ics",
      ],
    ]);
    expect(page.querySelector("main")!.querySelectorAll("a[href*='calendar.ics']")).toHaveLength(1);
  });

  it("draws how to reach the vicar, the way to the church and the parish's history", async () => {
    const page = drawnPage(
      await server.answerPage({ address: "/parishes/st-pauls-mbale", draw: true }, apiAnswering().site),
    );
    const main = page.querySelector("main")!;

    expect(page.querySelector("h1")?.textContent).toBe("St. Paul's Mbale");
    const links = linksIn(main);
    expect(links).toContainEqual(["+254 712 345 678", "tel:+254712345678"]);
    expect(links).toContainEqual(["stpauls.mbale@example.org", "mailto:stpauls.mbale@example.org"]);
    expect(links).toContainEqual(["Vihiga Archdeaconry", "/archdeaconry/2"]);
    expect(links).toContainEqual([
      "Open the church on a map",
      "https://www.openstreetmap.org/?mlat=0.0829&mlon=34.7203#map=16/0.0829/34.7203",
    ]);
    // Directions open in the phone's maps app (Google Maps' own link does so on Android and iPhone).
    expect(links).toContainEqual([
      "Directions to the church",
      "https://www.google.com/maps/dir/?api=1&destination=0.0829%2C34.7203",
    ]);
    expect(main.textContent).toContain("The Rev. Jane Aluoch");
    expect(main.textContent).toContain("On the Kakamega road, opposite the market.");
    const history = main.querySelector("section[aria-labelledby=history-heading]")!;
    expect([...history.querySelectorAll("p")].map((paragraph) => paragraph.textContent)).toEqual([
      "The first church was built of mud and thatch in 1932.",
      "The stone church was consecrated in 1968.",
    ]);
  });

  it("has no position and no map for a parish not yet placed on the map", async () => {
    const unplaced = buildParishPage({ latitude: null, longitude: null });
    const api = apiAnswering({ ...ANSWERS, ParishPage: { parishBySlug: unplaced } });
    const answer = await server.answerPage({ address: "/parishes/st-pauls-mbale", draw: true }, api.site);

    expect(structuredDataOf(answer)).not.toHaveProperty("geo");
    const page = drawnPage(answer);
    expect(page.querySelector("main")?.textContent).not.toContain("Open the church on a map");
    expect(page.querySelector("a[href*='openstreetmap']")).toBeNull();
    expect(page.querySelector("a[href*='maps/dir']")).toBeNull();
  });

  it("leaves out of its structured data what the parish does not have", async () => {
    const plain = buildParishPage({
      town: null,
      phone: null,
      image: null,
      history: null,
      services: [],
    });
    const api = apiAnswering({ ...ANSWERS, ParishPage: { parishBySlug: plain } });
    const church = structuredDataOf(
      await server.answerPage({ address: "/parishes/st-pauls-mbale", draw: false }, api.site),
    );

    expect(church.address).toEqual({ "@type": "PostalAddress", addressCountry: "KE" });
    for (const property of ["telephone", "image", "description", "event"]) {
      expect(church).not.toHaveProperty(property);
    }
  });

  it("says to ask the parish office when it has no services listed", async () => {
    const api = apiAnswering({ ...ANSWERS, ParishPage: { parishBySlug: buildParishPage({ services: [] }) } });
    const page = drawnPage(
      await server.answerPage({ address: "/parishes/st-pauls-mbale", draw: true }, api.site),
    );
    const services = page.querySelector("main section[aria-labelledby=services-heading]")!;

    expect(services.textContent).toContain("Ask the parish office for the times of services.");
    expect(services.querySelector("a")).toBeNull();
  });

  it("is none when the API knows no parish by the slug", async () => {
    const api = apiAnswering({ ...ANSWERS, ParishPage: { parishBySlug: null } });

    expect(await server.answerPage({ address: "/parishes/no-such-parish", draw: true }, api.site)).toEqual({
      status: 404,
    });
  });

  it("sends an address that spells the slug otherwise to the parish's own address", async () => {
    const api = apiAnswering();
    const answer = await server.answerPage({ address: "/parishes/ST-PAULS-MBALE", draw: true }, api.site);

    expect(answer).toEqual({ status: 301, location: "/parishes/st-pauls-mbale" });
    expect(variablesOf(api.asked, "ParishPage")).toEqual({ slug: "ST-PAULS-MBALE" });
  });
});

describe("the menu of every public page", () => {
  it("offers Find a Parish first among the archdeaconries", async () => {
    const page = drawnPage(
      await server.answerPage({ address: "/parishes/st-pauls-mbale", draw: true }, apiAnswering().site),
    );
    const menu = page.querySelector("nav[aria-label=Main]")!;

    const links = linksIn(menu).filter(
      ([, href]) => href === "/parishes" || href?.startsWith("/archdeaconry/"),
    );
    expect(links.slice(0, 3)).toEqual([
      ["Find a Parish", "/parishes"],
      ["Kakamega Central", "/archdeaconry/1"],
      ["Vihiga", "/archdeaconry/2"],
    ]);
  });
});

describe("the parish pages in Kiswahili, under /sw", () => {
  it("draws the finder in Kiswahili: its form, its days and languages, and the parishes found", async () => {
    missingMessages.clear();
    const page = drawnPage(
      await server.answerPage({ address: "/sw/parishes?q=", draw: true }, apiAnswering().site),
    );
    const main = page.querySelector("main")!;

    expect(main.querySelector("h1")?.textContent).toBe("Tafuta Parokia");
    const form = main.querySelector<HTMLFormElement>("form[role=search]")!;
    expect(form.getAttribute("action")).toBe("/sw/parishes");
    expect(form.getAttribute("aria-label")).toBe("Tafuta parokia");
    expect([...form.querySelectorAll("select[name=day] option")].map((option) => option.textContent)).toEqual(
      ["Siku yoyote", "Jumapili", "Jumatatu", "Jumanne", "Jumatano", "Alhamisi", "Ijumaa", "Jumamosi"],
    );
    expect(
      [...form.querySelectorAll("select[name=language] option")].map((option) =>
        option.getAttribute("value"),
      ),
    ).toEqual(["", "ENGLISH", "KISWAHILI", "LUHYA"]);
    expect(form.querySelector("select[name=language]")?.textContent).toContain("Kiingereza");
    expect(main.textContent).toContain("parokia 3");
    const cards = [...page.querySelectorAll("[data-place-list] > [data-place]")];
    expect(linksIn(cards[0]!)).toEqual([["St. Paul's Mbale", "/sw/parishes/st-pauls-mbale"]]);
    expect(cards[0]?.textContent).toContain("Archdeaconry ya Vihiga");
    expect(cards[0]?.textContent).toContain("Mchungaji: The Rev. Jane Aluoch");
    expect(cards[0]?.textContent).toContain("Jumapili 07:30 Kiingereza, 10:00 Kiswahili");
    // What "Near me" says, for its behaviour, is drawn in Kiswahili too.
    expect(page.querySelector("[data-behaviour=near-me]")?.getAttribute("data-message-away")).toBe(
      "umbali wa {{distance}}",
    );
    expect([...missingMessages]).toEqual([]);
  });

  it("draws a parish's page in Kiswahili: its services, calendars, vicar and links", async () => {
    missingMessages.clear();
    const page = drawnPage(
      await server.answerPage({ address: "/sw/parishes/st-pauls-mbale", draw: true }, apiAnswering().site),
    );
    const services = page.querySelector("main section[aria-labelledby=services-heading]")!;

    expect(services.querySelector("h2")?.textContent).toBe("Ibada");
    expect([...services.querySelectorAll("h3")].map((day) => day.textContent)).toEqual([
      "Jumapili",
      "Jumatano",
    ]);
    expect(services.textContent).toContain("Meza ya Bwana (Kiingereza)");
    expect(services.textContent).toContain("17:00");
    expect(
      services.querySelector("a[href='/parishes/st-pauls-mbale/services/1.ics']")?.getAttribute("aria-label"),
    ).toBe("Weka kwenye kalenda: Jumapili 07:30 Meza ya Bwana");
    expect(linksIn(services)).toContainEqual([
      "Kila ibada na tukio la St. Paul's Mbale kwenye kalenda yako",
      "webcal://www.diocese.example/parishes/st-pauls-mbale/calendar.ics",
    ]);
    expect(copyableAddressesIn(services)).toEqual([
      [
        "Au nakili anwani yake kwenye programu ya kalenda yako",
        `${SITE_URL}/parishes/st-pauls-mbale/calendar.ics`,
      ],
    ]);
    const aside = page.querySelector("main aside")!;
    expect(aside.getAttribute("aria-label")).toBe("Mawasiliano na maelekezo");
    expect(linksIn(aside)).toContainEqual(["Archdeaconry ya Vihiga", "/sw/archdeaconry/2"]);
    expect(aside.textContent).toContain("Mchungaji");
    expect(aside.textContent).toContain("Fungua kanisa kwenye ramani");
    expect(aside.textContent).toContain("Njia ya kufika kanisani");
    expect(page.querySelector("main")?.textContent).toContain("Historia");
    expect([...missingMessages]).toEqual([]);
  });
});
