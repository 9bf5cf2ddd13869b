import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render-ui";
import { EventsStrip, UpcomingEvents } from "./events-strip";
import { buildEventCard, buildRepeatingEventCard } from "./home.fixtures";

const cards = () => screen.getAllByTestId("event-card");

describe("the home page's Programs and Events", () => {
  it("leads to the whole calendar", () => {
    renderUi(<EventsStrip events={[buildEventCard()]} />);

    const section = screen.getByRole("region", { name: "Programs and Events" });
    expect(within(section).getByRole("link", { name: "See the calendar" }).getAttribute("href")).toBe(
      "/events",
    );
  });

  it("shows a repeating event at its next occurrence, with how it repeats", () => {
    renderUi(<EventsStrip events={[buildRepeatingEventCard(), buildEventCard()]} />);

    const [sundaySchool, ordination] = cards();
    expect(sundaySchool?.querySelector("time")?.getAttribute("datetime")).toBe("2026-04-12");
    expect(sundaySchool?.textContent).toContain("12Apr2026");
    expect(sundaySchool?.textContent).toContain("9:00 am – 10:00 am");
    expect(sundaySchool?.textContent).toContain("Every week on Sunday");
    // An event that happens once says nothing of repeating.
    expect(ordination?.querySelector("time")?.getAttribute("datetime")).toBe("2026-12-05");
    expect(ordination?.querySelector("[data-repeat]")).toBeNull();
  });

  it("shows an occurrence moved from the series at its own time and place", () => {
    const moved = buildRepeatingEventCard();
    moved.nextOccurrence = {
      __typename: "EventOccurrence",
      id: "7/2026-04-12",
      date: "2026-04-13",
      startTime: "16:00:00",
      endTime: "17:00:00",
      place: "The cathedral hall",
    };
    renderUi(<EventsStrip events={[moved]} />);

    const [card] = cards();
    expect(card?.querySelector("time")?.getAttribute("datetime")).toBe("2026-04-13");
    expect(card?.textContent).toContain("4:00 pm – 5:00 pm");
    expect(card?.textContent).toContain("The cathedral hall");
  });

  it("shows a repeating event that has ended on its last day", () => {
    const ended = { ...buildRepeatingEventCard(), lastDate: "2026-03-29", nextOccurrence: null };
    renderUi(<EventsStrip events={[ended]} />);

    const [card] = cards();
    expect(card?.querySelector("time")?.getAttribute("datetime")).toBe("2026-03-29");
    expect(card?.textContent).toContain("Every week on Sunday");
  });

  it("shows a title as staff typed it, not forced into Title Case", () => {
    renderUi(<EventsStrip events={[buildEventCard({ title: "ordination of deacons and priests" })]} />);

    const title = screen.getByRole("heading", { level: 3, name: "ordination of deacons and priests" });
    // jsdom computes the style from the page's style sheets; "" where nothing sets it.
    expect(["", "none"]).toContain(getComputedStyle(title).textTransform);
  });

  it("shows a past event, which has no next occurrence, on its own date", () => {
    renderUi(<EventsStrip events={[buildEventCard({ date: "2025-11-02", nextOccurrence: null })]} />);

    const [card] = cards();
    expect(card?.querySelector("time")?.getAttribute("datetime")).toBe("2025-11-02");
    expect(card?.textContent).toContain("2:00 pm – 4:30 pm");
  });
});

describe("a parish's or a department's coming events", () => {
  it("shows a repeating event's next time and how it repeats, and the calendar to subscribe to", () => {
    renderUi(
      <UpcomingEvents
        events={[buildRepeatingEventCard()]}
        calendarHref="/parishes/st-pauls-mbale/calendar.ics"
        calendarLabel="Every service and event of St. Paul's Mbale in your calendar"
      />,
    );

    const [card] = cards();
    expect(card?.querySelector("time")?.getAttribute("datetime")).toBe("2026-04-12");
    expect(card?.textContent).toContain("Every week on Sunday");
    expect(
      screen
        .getByRole("link", { name: "Every service and event of St. Paul's Mbale in your calendar" })
        .getAttribute("href"),
    ).toBe(`webcal://${window.location.host}/parishes/st-pauls-mbale/calendar.ics`);
  });

  it("offers no calendar when its page offers it elsewhere", () => {
    renderUi(<UpcomingEvents events={[buildRepeatingEventCard()]} calendarLabel="Every service" />);

    expect(cards()).toHaveLength(1);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
