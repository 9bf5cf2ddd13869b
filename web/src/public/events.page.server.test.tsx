import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageAnswer, PageQuery, PageSite } from "@diocese/site/page-seam";
import {
  buildEventsCalendar,
  buildOccurrence,
  buildOccurrenceEvent,
  SUNDAY_SCHOOL,
} from "../features/events/events.fixtures";
import { buildRegularServices } from "../features/parishes/parishes.fixtures";
import { buildSiteFrame, buildSiteNavigation, buildSiteSettings } from "../features/site/site.fixtures";
import { missingMessages } from "../lib/language";
import server from "./server";

const settings = buildSiteSettings();

const MEETING = buildOccurrence({ id: "3/2026-04-11", date: "2026-04-11" });
const YOUTH_RALLY = buildOccurrence({
  id: "5/2026-04-11",
  date: "2026-04-11",
  startTime: "09:00:00",
  endTime: "12:00:00",
  title: "Youth rally",
  place: "Mumias grounds",
  event: buildOccurrenceEvent({
    id: "5",
    title: "Youth rally",
    parish: null,
    department: { __typename: "Department", id: "4", name: "KAYO", slug: "kayo" },
  }),
});
const SUNDAY_SCHOOL_MOVED = buildOccurrence({
  id: "7/2026-04-12",
  date: "2026-04-12",
  startTime: "08:00:00",
  endTime: "09:00:00",
  title: "Sunday School",
  place: "The cathedral hall",
  changed: true,
  event: SUNDAY_SCHOOL,
});

/** What the API answers to each query, by its name; a query not named here is refused. */
const ANSWERS: Record<string, Record<string, unknown> | null> = {
  SiteSettings: buildSiteFrame(settings),
  SiteNavigation: buildSiteNavigation(),
  EventsCalendar: buildEventsCalendar([YOUTH_RALLY, MEETING, SUNDAY_SCHOOL_MOVED]),
};

function apiAnswering(answers: Record<string, Record<string, unknown> | null> = ANSWERS) {
  const asked: PageQuery[] = [];
  const site: PageSite = {
    siteUrl: "https://www.diocese.example",
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

const calendarVariablesOf = (asked: PageQuery[]) =>
  asked.find((query) => query.operationName === "EventsCalendar")?.variables;

function drawnPage(answer: PageAnswer): Document {
  expect(answer.status).toBe(200);
  const drawn = answer.status === 200 ? answer.drawn : null;
  expect(drawn).toBeTruthy();
  return new DOMParser().parseFromString(drawn?.html ?? "", "text/html");
}

async function drawn(address: string, answers = ANSWERS) {
  const api = apiAnswering(answers);
  const answer = await server.answerPage({ address, draw: true }, api.site);
  return { answer, page: drawnPage(answer), variables: calendarVariablesOf(api.asked) };
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim();
const linksIn = (element: Element) =>
  [...element.querySelectorAll("a")].map((link) => [text(link), link.getAttribute("href")]);
const dayHeadings = (page: Document) =>
  [...page.querySelectorAll("[data-calendar-days] > li h3")].map((heading) => text(heading));

const EVERY_EVENT = { parishId: null, archdeaconryId: null, departmentId: null };
/** The month and the list ask for each day's first five events (and how many it has). */
const FIRST_FIVE_A_DAY = { perDay: 5, skip: 0 };

// Wednesday 8 April 2026, mid-morning in Kakamega.
const NOW = new Date("2026-04-08T07:00:00Z");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the calendar's month, drawn on the server", () => {
  it("is this month when the address names none, with its own title and description", async () => {
    const { answer, variables } = await drawn("/events");

    expect(variables).toEqual({ from: "2026-04-01", to: "2026-04-30", ...EVERY_EVENT, ...FIRST_FIVE_A_DAY });
    expect(answer).toMatchObject({
      status: 200,
      meta: {
        title: `${settings.shortName} | Programs and Events`,
        description: `What is on in the parishes and departments of the ${settings.fullName}, by month or as a list, with the holy days of the church year`,
        indexable: true,
      },
      answers: [],
    });
  });

  it("draws the month as a table of weeks from Sunday, starting on the month's first weekday", async () => {
    const { page, variables } = await drawn("/events?month=2026-04");

    expect(variables).toEqual({ from: "2026-04-01", to: "2026-04-30", ...EVERY_EVENT, ...FIRST_FIVE_A_DAY });
    expect(text(page.querySelector("#calendar-heading"))).toBe("April 2026");
    const table = page.querySelector("main table")!;
    expect([...table.querySelectorAll("thead th")].map((header) => text(header))).toEqual([
      "SunSunday",
      "MonMonday",
      "TueTuesday",
      "WedWednesday",
      "ThuThursday",
      "FriFriday",
      "SatSaturday",
    ]);
    const weeks = [...table.querySelectorAll("tbody tr")].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.getAttribute("data-date")?.slice(8) ?? ""),
    );
    // 1 April 2026 is a Wednesday.
    expect(weeks).toEqual([
      ["", "", "", "01", "02", "03", "04"],
      ["05", "06", "07", "08", "09", "10", "11"],
      ["12", "13", "14", "15", "16", "17", "18"],
      ["19", "20", "21", "22", "23", "24", "25"],
      ["26", "27", "28", "29", "30", "", ""],
    ]);
  });

  it("starts a month on a Sunday in the first column, and asks for the month named", async () => {
    const { page, variables } = await drawn("/events?month=2026-02");

    expect(variables).toEqual({ from: "2026-02-01", to: "2026-02-28", ...EVERY_EVENT, ...FIRST_FIVE_A_DAY });
    const firstWeek = page.querySelector("main table tbody tr")!;
    expect(firstWeek.querySelector("td")?.getAttribute("data-date")).toBe("2026-02-01");
    expect(page.querySelectorAll("main table tbody td[data-date]")).toHaveLength(28);
  });

  it("marks today in the grid and the list", async () => {
    const { page } = await drawn("/events?month=2026-04");

    const today = [...page.querySelectorAll("main [aria-current=date]")];
    expect(today.map((element) => element.getAttribute("data-date"))).toEqual(["2026-04-08"]);
    expect(text(today[0])).toContain("8, today");
  });

  it("shows the church year: the seasons of the month, and each holy day on its day", async () => {
    const { page } = await drawn("/events?month=2026-04");

    expect(text(page.querySelector("[data-seasons]"))).toBe(
      "Seasons: Holy Week (1 April – 4 April), Easter (5 April – 30 April)",
    );
    const easterDay = page.querySelector("main td[data-date='2026-04-05']")!;
    expect(text(easterDay.querySelector("[data-church-day]"))).toBe("Easter Day");
    expect(text(page.querySelector("main td[data-date='2026-04-03'] [data-church-day]"))).toBe("Good Friday");
    // Holy days are listed below the grid even when nothing else happens on them.
    expect(dayHeadings(page)).toEqual([
      "Thursday 2 April 2026 — Maundy Thursday",
      "Friday 3 April 2026 — Good Friday",
      "Sunday 5 April 2026 — Easter Day",
      "Saturday 11 April 2026",
      "Sunday 12 April 2026",
      "Saturday 25 April 2026 — Mark the Evangelist",
    ]);
  });

  it("counts each day's events in the grid, leading to the day in the list below", async () => {
    const { page } = await drawn("/events?month=2026-04");

    const saturday = page.querySelector("main td[data-date='2026-04-11']")!;
    const namedLinksIn = (cell: Element) =>
      [...cell.querySelectorAll("a")].map((link) => [
        text(link),
        link.getAttribute("aria-label"),
        link.getAttribute("href"),
      ]);
    expect(namedLinksIn(saturday)).toEqual([["2", "2 events on Saturday 11 April 2026", "#day-2026-04-11"]]);
    expect(namedLinksIn(page.querySelector("main td[data-date='2026-04-12']")!)).toEqual([
      ["1", "1 event on Sunday 12 April 2026", "#day-2026-04-12"],
    ]);
    expect(page.querySelector("main td[data-date='2026-04-05'] a")).toBeNull();
    expect(page.getElementById("day-2026-04-11")?.querySelectorAll("[data-occurrence]")).toHaveLength(2);
  });

  it("lists each occurrence with its times, place, owners, repeat, change and Add to calendar", async () => {
    const { page } = await drawn("/events?month=2026-04");

    const [rally, meeting] = [
      ...page.getElementById("day-2026-04-11")!.querySelectorAll("[data-occurrence]"),
    ];
    expect(text(rally?.querySelector("time"))).toBe("9:00 am – 12:00 pm");
    expect(rally?.querySelector("time")?.getAttribute("datetime")).toBe("2026-04-11T09:00");
    expect(text(rally?.querySelector("h4"))).toBe("Youth rally");
    expect(text(rally)).toContain("Mumias grounds");
    expect(linksIn(rally!)).toEqual([
      ["KAYO", "/departments/kayo"],
      ["Add to calendar", "/events/5.ics"],
    ]);
    expect(linksIn(meeting!)).toEqual([
      ["St. Paul's Mbale", "/parishes/st-pauls-mbale"],
      ["Mothers Union", "/departments/mothers-union"],
      ["Add to calendar", "/events/3.ics"],
    ]);
    expect(meeting?.querySelector("a[href='/events/3.ics']")?.getAttribute("aria-label")).toBe(
      "Add to calendar: Mothers' Union meeting, Saturday 11 April 2026",
    );

    const [sundaySchool] = [...page.getElementById("day-2026-04-12")!.querySelectorAll("[data-occurrence]")];
    expect(text(sundaySchool)).toContain("8:00 am – 9:00 am");
    expect(text(sundaySchool)).toContain("Changed");
    expect(text(sundaySchool)).toContain("Every week on Sunday");
    expect(text(sundaySchool)).toContain("The cathedral hall");
    expect(linksIn(sundaySchool!)).toEqual([["Add to calendar", "/events/7.ics"]]);
    expect(text(rally)).not.toContain("Changed");
    expect(text(rally)).not.toContain("Every week");
  });

  it("links the months before and after, and offers the diocese's calendar to subscribe to", async () => {
    const { page } = await drawn("/events?month=2026-01");

    expect(linksIn(page.querySelector("nav[aria-label='Other months']")!)).toEqual([
      ["December", "/events?month=2025-12"],
      ["February", "/events?month=2026-02"],
    ]);
    const subscribe = page.querySelector("section[aria-labelledby=subscribe-heading]")!;
    // A phone's calendar subscribes to a webcal:// address; the https one is there to copy.
    expect(linksIn(subscribe)).toEqual([["Subscribe", "webcal://www.diocese.example/events.ics"]]);
    const address = subscribe.querySelector<HTMLInputElement>("input[readonly]")!;
    expect(address.getAttribute("value")).toBe("https://www.diocese.example/events.ics");
    expect(text(subscribe.querySelector(`label[for='${address.id}']`))).toBe(
      "Or copy its address into your calendar app",
    );
    expect(text(page.querySelector("main"))).toContain("No events are listed for these days.");
  });
});

describe("a busy day", () => {
  /** A Saturday of 120 meetings, of which the API gives the first `shown`, as asked. */
  const busySaturday = (shown: number) => {
    const calendar = buildEventsCalendar();
    const occurrences = Array.from({ length: shown }, (_, index) =>
      buildOccurrence({ id: `${100 + index}/2026-04-11`, title: `Parish council ${index + 1}` }),
    );
    return {
      ...ANSWERS,
      EventsCalendar: {
        ...calendar,
        calendarDays: [{ __typename: "CalendarDay", date: "2026-04-11", total: 120, occurrences }],
      },
    };
  };

  it("shows its first five events in the month, counts them all, and leads to the rest", async () => {
    const { page } = await drawn("/events?month=2026-04&parish=1", busySaturday(5));

    const saturday = page.getElementById("day-2026-04-11")!;
    expect(saturday.querySelectorAll("[data-occurrence]")).toHaveLength(5);
    expect(linksIn(saturday.querySelector("[data-more-events]")!.parentElement!)).toEqual([
      ["115 more events on Saturday 11 April 2026", "/events?view=day&from=2026-04-11&parish=1"],
    ]);
    expect(text(page.querySelector("main td[data-date='2026-04-11'] a"))).toBe("120");
  });

  it("has pages of its own, 50 events at a time, leading back to its month", async () => {
    const { page, variables } = await drawn(
      "/events?view=day&from=2026-04-11&page=2&parish=1",
      busySaturday(50),
    );

    expect(variables).toEqual({
      from: "2026-04-11",
      to: "2026-04-11",
      parishId: "1",
      archdeaconryId: null,
      departmentId: null,
      perDay: 50,
      skip: 50,
    });
    expect(text(page.querySelector("#calendar-heading"))).toBe("Saturday 11 April 2026");
    expect(page.querySelector("main table")).toBeNull();
    expect(page.querySelectorAll("[data-occurrence]")).toHaveLength(50);
    expect(page.querySelector("[data-more-events]")).toBeNull();
    expect(linksIn(page.querySelector("nav[aria-label='More events of this day']")!)).toEqual([
      ["Previous events", "/events?view=day&from=2026-04-11&parish=1"],
      ["Next events", "/events?view=day&from=2026-04-11&page=3&parish=1"],
    ]);
    const back = [...page.querySelectorAll("main a")].find((link) => text(link) === "All of April 2026");
    expect(back?.getAttribute("href")).toBe("/events?month=2026-04&parish=1");
  });
});

describe("the calendar's filters", () => {
  it("asks for the parish, archdeaconry and department in the address, and keeps them in its links", async () => {
    const { page, variables } = await drawn("/events?month=2026-05&parish=1&archdeaconry=2&department=3");

    expect(variables).toEqual({
      from: "2026-05-01",
      to: "2026-05-31",
      parishId: "1",
      archdeaconryId: "2",
      departmentId: "3",
      ...FIRST_FIVE_A_DAY,
    });
    const form = page.querySelector<HTMLFormElement>("main form[aria-label='Choose the events shown']")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/events");
    expect(
      [...form.querySelectorAll("input[name], select[name]")].map((field) => [
        field.getAttribute("name"),
        field.getAttribute("type"),
      ]),
    ).toEqual([
      ["month", "hidden"],
      ["view", null],
      ["parish", null],
      ["archdeaconry", null],
      ["department", null],
    ]);
    expect(form.querySelector("input[name=month]")?.getAttribute("value")).toBe("2026-05");
    const chosen = (name: string) =>
      form.querySelector(`select[name=${name}] option[selected]`)?.getAttribute("value") ?? "";
    expect(["view", "parish", "archdeaconry", "department"].map(chosen)).toEqual(["month", "1", "2", "3"]);
    // The parishes are grouped by their archdeaconry.
    expect(
      [...form.querySelectorAll("select[name=parish] optgroup")].map((group) => [
        group.getAttribute("label"),
        [...group.querySelectorAll("option")].map((option) => text(option)),
      ]),
    ).toEqual([
      ["Kakamega Central", ["St. Stephen's Kakamega"]],
      ["Vihiga", ["St. Paul's Mbale", "Emusire"]],
    ]);
    expect(text(form.querySelector("button[type=submit]"))).toBe("Show");
    expect(linksIn(page.querySelector("nav[aria-label='Other months']")!)).toEqual([
      ["April", "/events?month=2026-04&parish=1&archdeaconry=2&department=3"],
      ["June", "/events?month=2026-06&parish=1&archdeaconry=2&department=3"],
    ]);
    expect(linksIn(form)).toEqual([["Every event", "/events?month=2026-05"]]);
  });

  it("leaves out what no form sends, rather than answering with an error", async () => {
    const { answer, page, variables } = await drawn(
      "/events?view=calendar&month=2026-13&from=2026-02-30&parish=abc&archdeaconry=0&department=99999999999",
    );

    expect(answer).toMatchObject({ status: 200, answers: [] });
    expect(variables).toEqual({ from: "2026-04-01", to: "2026-04-30", ...EVERY_EVENT, ...FIRST_FIVE_A_DAY });
    expect(text(page.querySelector("#calendar-heading"))).toBe("April 2026");
    expect(page.querySelector("main form a")).toBeNull();
  });

  it("ignores a month in a year the church year cannot be worked out for", async () => {
    const { variables } = await drawn("/events?month=1066-10");

    expect(variables).toMatchObject({ from: "2026-04-01", to: "2026-04-30" });
  });
});

describe("the calendar of one parish", () => {
  const withServices = {
    ...ANSWERS,
    EventsCalendar: {
      ...buildEventsCalendar([YOUTH_RALLY, MEETING, SUNDAY_SCHOOL_MOVED]),
      parish: {
        __typename: "Parish",
        id: "1",
        slug: "st-pauls-mbale",
        name: "St. Paul's Mbale",
        services: buildRegularServices(),
      },
    },
  };
  const itemsOf = (page: Document, date: string) =>
    [
      ...page.getElementById(`day-${date}`)!.querySelectorAll("[data-occurrence], [data-regular-service]"),
    ].map((item) => [
      item.hasAttribute("data-regular-service") ? "service" : "event",
      // Each line of the item, as a reader sees them one under another.
      [...item.children].map((line) => text(line)).join(" | "),
    ]);

  it("shows the parish's regular services on their days, in time order with its events", async () => {
    const { page, variables } = await drawn("/events?view=list&from=2026-04-10&parish=1", withServices);

    expect(variables).toMatchObject({ parishId: "1" });
    expect(itemsOf(page, "2026-04-12")).toEqual([
      ["service", "7:30 am – 9:30 am | Holy Communion (English) | Every week on Sunday | Add to calendar"],
      ["event", expect.stringMatching(/^8:00 am – 9:00 am \| Sunday SchoolChanged \|/)],
      [
        "service",
        "10:00 am – 12:00 pm | Family Service (Kiswahili) | Every week on Sunday | Add to calendar",
      ],
    ]);
    // Staff have not said how long a Bible study lasts: it shows its start alone.
    expect(itemsOf(page, "2026-04-15")).toEqual([
      ["service", "5:00 pm | Bible Study (Luhya) | Every week on Wednesday | Add to calendar"],
    ]);
    const bibleStudy = page.querySelector("#day-2026-04-15 [data-regular-service]")!;
    expect(linksIn(bibleStudy)).toEqual([["Add to calendar", "/parishes/st-pauls-mbale/services/3.ics"]]);
    expect(bibleStudy.querySelector("a")?.getAttribute("aria-label")).toBe(
      "Add to calendar: Bible Study (Luhya), Wednesday 15 April 2026",
    );
    expect(bibleStudy.querySelector("time")?.getAttribute("datetime")).toBe("2026-04-15T17:00");
    // Each of the five Sundays (12 April to 10 May) has two services, each of the four Wednesdays one.
    expect(page.querySelectorAll("[data-regular-service]")).toHaveLength(5 * 2 + 4);
  });

  it("offers the parish's own calendar to subscribe to, not the diocese's", async () => {
    const { page } = await drawn("/events?month=2026-04&parish=1", withServices);

    const subscribe = page.querySelector("section[aria-labelledby=subscribe-heading]")!;
    expect(text(subscribe)).toContain("Subscribe to the calendar of St. Paul's Mbale");
    expect(linksIn(subscribe)).toEqual([
      ["Subscribe", "webcal://www.diocese.example/parishes/st-pauls-mbale/calendar.ics"],
    ]);
    expect(subscribe.querySelector("input[readonly]")!.getAttribute("value")).toBe(
      "https://www.diocese.example/parishes/st-pauls-mbale/calendar.ics",
    );
  });

  it("counts the services with the events in the month's grid", async () => {
    const { page } = await drawn("/events?month=2026-04&parish=1", withServices);

    expect(text(page.querySelector("main td[data-date='2026-04-12'] a"))).toBe("3");
    expect(text(page.querySelector("main td[data-date='2026-04-15'] a"))).toBe("1");
    expect(text(page.querySelector("main"))).not.toContain("No events are listed");
  });

  it("says them in Kiswahili under /sw", async () => {
    missingMessages.clear();
    const { page } = await drawn("/sw/events?view=list&from=2026-04-10&parish=1", withServices);

    expect(itemsOf(page, "2026-04-15")).toEqual([
      ["service", "17:00 | Kujifunza Biblia (Kiluhya) | Kila wiki, siku ya Jumatano | Weka kwenye kalenda"],
    ]);
    expect([...missingMessages]).toEqual([]);
  });
});

describe("the calendar's list", () => {
  it("shows 31 days from the day asked, grouped by day with the holy days, and leads on to the next", async () => {
    const { page, variables } = await drawn("/events?view=list&from=2026-04-10&department=4");

    expect(variables).toEqual({
      from: "2026-04-10",
      to: "2026-05-10",
      parishId: null,
      archdeaconryId: null,
      departmentId: "4",
      ...FIRST_FIVE_A_DAY,
    });
    expect(text(page.querySelector("#calendar-heading"))).toBe("10 April – 10 May 2026");
    expect(page.querySelector("main table")).toBeNull();
    expect(dayHeadings(page)).toEqual([
      "Saturday 11 April 2026",
      "Sunday 12 April 2026",
      "Saturday 25 April 2026 — Mark the Evangelist",
      "Friday 1 May 2026 — Philip and James, Apostles",
    ]);
    expect(text(page.getElementById("day-2026-04-25"))).toContain("No events listed.");
    expect(text(page.querySelector("[data-seasons]"))).toBe("Season: Easter");
    expect(linksIn(page.querySelector("nav[aria-label='Other days']")!)).toEqual([
      ["Earlier", "/events?view=list&from=2026-03-10&department=4"],
      ["Later", "/events?view=list&from=2026-05-11&department=4"],
    ]);
    const later = page.querySelector("nav[aria-label='Other days'] a[href*='2026-05-11']");
    expect(later?.getAttribute("aria-label")).toBe("Later: from Monday 11 May 2026");
    const form = page.querySelector("main form")!;
    expect(form.querySelector("input[name=from]")?.getAttribute("value")).toBe("2026-04-10");
    expect(form.querySelector("select[name=view] option[selected]")?.getAttribute("value")).toBe("list");
  });

  it("starts today when the address names no day", async () => {
    const { page, variables } = await drawn("/events?view=list", {
      ...ANSWERS,
      EventsCalendar: buildEventsCalendar([]),
    });

    expect(variables).toEqual({ from: "2026-04-08", to: "2026-05-08", ...EVERY_EVENT, ...FIRST_FIVE_A_DAY });
    expect(text(page.querySelector("main"))).toContain("No events are listed for these days.");
  });

  it("starts on the first of the month the form was sent from, when that is not this month", async () => {
    const { variables } = await drawn("/events?view=list&month=2026-06");

    expect(variables).toMatchObject({ from: "2026-06-01", to: "2026-07-01" });
  });
});

describe("the calendar in Kiswahili, at /sw/events", () => {
  it("says everything in Kiswahili: its month, days, holy days, seasons, form and links", async () => {
    missingMessages.clear();
    // The API words a repetition in the language the page asks in (api/src/site/repeat-words.ts).
    const inKiswahili = {
      ...SUNDAY_SCHOOL_MOVED,
      event: {
        ...SUNDAY_SCHOOL,
        repeat: { __typename: "EventRepeat" as const, summary: "Kila wiki, siku ya Jumapili" },
      },
    };
    const { page } = await drawn("/sw/events?month=2026-04", {
      ...ANSWERS,
      EventsCalendar: buildEventsCalendar([YOUTH_RALLY, MEETING, inKiswahili]),
    });
    const main = page.querySelector("main")!;

    expect(text(main.querySelector("h1"))).toBe("Programu na Matukio");
    expect(text(main.querySelector("#calendar-heading"))).toBe("Aprili 2026");
    expect(text(main.querySelector("[data-seasons]"))).toContain("Wiki Takatifu");
    expect(dayHeadings(page)).toContain("Ijumaa, 3 Aprili 2026 — Ijumaa Kuu");
    expect(dayHeadings(page)).toContain("Jumapili, 5 Aprili 2026 — Siku ya Pasaka");
    expect([...main.querySelectorAll("thead th")].map((cell) => text(cell))).toContain("JumapiliJumapili");
    expect(main.querySelector("td[data-date='2026-04-11'] a")?.getAttribute("aria-label")).toBe(
      "matukio 2 tarehe Jumamosi, 11 Aprili 2026",
    );
    const sundaySchool = page.getElementById("day-2026-04-12")!;
    expect(text(sundaySchool)).toContain("08:00 – 09:00");
    expect(text(sundaySchool)).toContain("Kila wiki, siku ya Jumapili");
    expect(text(sundaySchool)).toContain("Weka kwenye kalenda");
    expect(main.querySelector("form")?.getAttribute("action")).toBe("/sw/events");
    expect(text(main.querySelector("form button[type=submit]"))).toBe("Onyesha");
    expect(main.querySelector("a[rel=nofollow]")?.getAttribute("href")).toMatch(
      /^\/sw\/events\?month=2026-0[35]/,
    );
    expect(text(main)).toContain("Jiunge");
    expect(text(main)).not.toMatch(/\b(events|Subscribe|Season|Today)\b/);
    expect([...missingMessages]).toEqual([]);
  });
});
