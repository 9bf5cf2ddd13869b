import { describe, expect, it } from "vitest";
import { digestLetter, eventTimeInWords } from "./newsletter-digest.js";

const PUBLIC_URL = "https://www.diocese.example";
const ADVENT = {
  siteName: "Diocese of Kakamega",
  publicUrl: PUBLIC_URL,
  articles: [{ slug: "ordination-at-st-lukes", title: "Ordination at St Luke's" }],
  events: [
    { date: "2026-12-07", startTime: "10:00:00", title: "Diocesan youth rally", place: "Bukhungu stadium" },
    { date: "2026-12-13", startTime: "14:30:00", title: "Carol service", place: null },
  ],
};

describe("the newsletter's digest", () => {
  it("writes each event's day and time as the English calendar does, linking to that day", () => {
    const { subject, body } = digestLetter("en", ADVENT);
    expect(subject).toBe("News from the Diocese of Kakamega");
    expect(body).toContain("<h2>News</h2>");
    expect(body).toContain(
      `<li><a href="${PUBLIC_URL}/blogs-and-news/ordination-at-st-lukes">Ordination at St Luke&#39;s</a></li>`,
    );
    expect(body).toContain("<h2>Coming events</h2>");
    expect(body).toContain(
      `<li>Monday 7 December 2026, 10:00 am: <a href="${PUBLIC_URL}/events?month=2026-12#day-2026-12-07">Diocesan youth rally</a>, Bukhungu stadium</li>`,
    );
    expect(body).toContain(
      `<li>Sunday 13 December 2026, 2:30 pm: <a href="${PUBLIC_URL}/events?month=2026-12#day-2026-12-13">Carol service</a></li>`,
    );
    expect(body).not.toMatch(/2026-12-07 10:00/);
  });

  it("writes the Kiswahili letter in Kiswahili date words, linking to the Kiswahili calendar", () => {
    const { subject, body } = digestLetter("sw", { ...ADVENT, siteName: "Dayosisi ya Kakamega" });
    expect(subject).toBe("Habari kutoka Dayosisi ya Kakamega");
    expect(body).toContain("<h2>Habari</h2>");
    expect(body).toContain(`<a href="${PUBLIC_URL}/sw/blogs-and-news/ordination-at-st-lukes">`);
    expect(body).toContain("<h2>Matukio yajayo</h2>");
    expect(body).toContain(
      `<li>Jumatatu, 7 Desemba 2026, 10:00: <a href="${PUBLIC_URL}/sw/events?month=2026-12#day-2026-12-07">Diocesan youth rally</a>, Bukhungu stadium</li>`,
    );
    expect(body).toContain("<li>Jumapili, 13 Desemba 2026, 14:30: ");
  });

  it("says so when there is nothing new, in each language", () => {
    const nothing = { ...ADVENT, articles: [], events: [] };
    expect(digestLetter("en", nothing).body).toBe(
      "<p>There is no new article or coming event since the last issue.</p>",
    );
    expect(digestLetter("sw", nothing).body).toBe(
      "<p>Hakuna habari mpya wala tukio lijalo tangu toleo lililopita.</p>",
    );
  });

  it("keeps the day of an event whatever the server's time zone", () => {
    expect(eventTimeInWords("sw", "2027-01-01", "00:15:00")).toBe("Ijumaa, 1 Januari 2027, 00:15");
    expect(eventTimeInWords("en", "2027-01-01", "00:15:00")).toBe("Friday 1 January 2027, 12:15 am");
  });
});
