import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, createNewsArticle, createParish } from "../../test/factories.js";
import { smallImage } from "../../test/images.js";
import { sitemapFiles } from "../../test/sitemap.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { childrenNamed, childText, parseXml, type XmlElement } from "../../test/xml.js";
import { Event } from "../modules/event/event.entity.js";
import { NewsArticle } from "../modules/news/news.entity.js";
import { seedSampleContent } from "../sample-content/sample-content.js";
import { updateWhere } from "../db/store.js";

let server: TestApp;
const PUBLIC_URL = "https://www.diocese.example";

beforeAll(async () => {
  server = await startTestApp({ env: { PUBLIC_URL } });
  await seedSampleContent(server.services);
});
afterAll(async () => {
  await server.close();
});

const text = async (pathname: string) => (await fetch(`${server.url}${pathname}`)).text();

/** The feed's items, read by a strict XML parser. */
async function feedItems(): Promise<XmlElement[]> {
  const rss = parseXml(await text("/feed.xml"));
  return childrenNamed(childrenNamed(rss, "channel")[0]!, "item");
}

const itemOf = (items: XmlElement[], slug: string) =>
  items.find((item) => childText(item, "link") === `${PUBLIC_URL}/blogs-and-news/${slug}`);

/** The addresses of every file of the sitemap and their last changes, read by a strict XML parser. */
async function sitemapEntries(): Promise<Map<string, string | undefined>> {
  const urlsets = (await sitemapFiles(server.url)).map(parseXml);
  return new Map(
    urlsets.flatMap((urlset) =>
      childrenNamed(urlset, "url").map((url) => [childText(url, "loc")!, childText(url, "lastmod")] as const),
    ),
  );
}

const newest = (dates: (Date | null | undefined)[]) =>
  new Date(Math.max(...dates.map((date) => date?.getTime() ?? 0))).toISOString();

describe("the news feed", () => {
  it("is RSS 2.0 with the newest articles and their absolute links", async () => {
    const response = await fetch(`${server.url}/feed.xml`);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const rss = await response.text();
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/);
    const summaries = (await server.services.news.pageSummaries({ pageSize: 50 })).items;
    const items = await feedItems();
    expect(items).toHaveLength(Math.min(20, summaries.length));
    expect(childText(items[0]!, "link")).toBe(`${PUBLIC_URL}/blogs-and-news/${summaries[0]!.slug}`);
  });

  it("stays well-formed XML and keeps a title as staff wrote it, whatever they pasted into it", async () => {
    const article = await createNewsArticle(server.services, {
      title: "Choir tour",
      body: "<p>Sung\u0002 in <b>Mumias</b>\u001f cathedral</p>",
    });
    // A title is refused with control characters now (IsOneLine); one saved before may hold them.
    await updateWhere(
      server.dataSource.getRepository(NewsArticle),
      { id: article.id },
      {
        title: "Choir ]]> tour ]]><script>alert(1)</script> & \u0001carols\u000b in Mumias",
      },
    );
    const item = itemOf(await feedItems(), article.slug)!;
    expect(childText(item, "title")).toBe("Choir ]]> tour ]]><script>alert(1)</script> & carols in Mumias");
    expect(childText(item, "description")).toBe("Sung in Mumias cathedral");
    expect(childText(item, "content:encoded")).toBe("<p>Sung in <b>Mumias</b> cathedral</p>");
    expect(item.children.map((child) => child.name)).not.toContain("script");
  });

  it("gives an article's picture as a JPEG enclosure with the picture's real size in bytes", async () => {
    const article = await createNewsArticle(server.services, {}, { buffer: await smallImage("jpeg", 800) });
    const picture = await fetch(`${server.url}${article.imageUrl}`);
    const bytes = (await picture.arrayBuffer()).byteLength;
    const item = itemOf(await feedItems(), article.slug)!;
    expect(childrenNamed(item, "enclosure").map((enclosure) => enclosure.attributes)).toEqual([
      { url: `${PUBLIC_URL}${article.imageUrl}`, length: String(bytes), type: "image/jpeg" },
    ]);
    expect(bytes).toBeGreaterThan(1000);
  });
});

describe("the events calendar", () => {
  it("is iCalendar with every event at its time in Kakamega", async () => {
    const response = await fetch(`${server.url}/events.ics`);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await response.text();
    const events = await server.services.events.forCalendarFeed();
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics.match(/BEGIN:VEVENT/g)!.length).toBe(events.length);
    const first = events[0]!;
    // Each event names Kakamega's zone, whose definition goes with them: 10:00 there is 07:00 UTC.
    const calendar = new ICAL.Component(ICAL.parse(ics));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const firstInFeed = calendar
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component))
      .find((event) => event.uid.startsWith(`event-${first.id}@`))!;
    expect(firstInFeed.startDate.zone?.tzid).toBe("Africa/Nairobi");
    expect(firstInFeed.startDate.toJSDate().toISOString()).toBe(
      new Date(`${first.date}T${first.startTime}+03:00`).toISOString(),
    );
    expect(ics).toContain(`SUMMARY:${first.title}`);
  });

  it("leaves out the control characters pasted with an event's words, which iCalendar forbids", async () => {
    const event = await createEvent(server.services, { description: "Bring\u0007 water\nand a hat" });
    // A title or place is refused with them now (IsOneLine); one saved before may hold them.
    await updateWhere(
      server.dataSource.getRepository(Event),
      { id: event.id },
      { title: "Youth\u0001 rally", place: "Mumias\u001f grounds" },
    );
    const ics = await text("/events.ics");
    // Line breaks end iCalendar's lines; every other control character but the tab is refused.
    expect(ics).toMatch(/^[\t\r\n\u0020-\u007e\u00a0-\uffff]*$/);
    expect(ics).toContain("SUMMARY:Youth rally");
    expect(ics).toContain("LOCATION:Mumias grounds");
    expect(ics).toContain("DESCRIPTION:Bring water\\nand a hat");
  });
});

describe("the sitemap and robots.txt", () => {
  it("list the pages, articles, departments and archdeaconries; robots.txt points to the sitemap", async () => {
    const entries = await sitemapEntries();
    expect(entries.has(`${PUBLIC_URL}/about-us`)).toBe(true);
    expect(entries.has(`${PUBLIC_URL}/departments/mothers-union`)).toBe(true);
    const [article] = (await server.services.news.pageSummaries({ pageSize: 50 })).items;
    expect(entries.has(`${PUBLIC_URL}/blogs-and-news/${article!.slug}`)).toBe(true);
    const robots = await text("/robots.txt");
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots).toContain("Disallow: /admin/");
  });

  it("date every page by the latest change of what it shows", async () => {
    const [archdeaconry] = await server.services.archdeaconries.list();
    const parish = await createParish(server.services, { archdeaconryId: archdeaconry!.id });
    const event = await createEvent(server.services);
    const article = await createNewsArticle(server.services);
    const aboutUs = await server.services.informationPages.findBySlug("about-us");
    const secretary = await server.services.administrativeSecretary.get();
    const department = (await server.services.departments.list())[0]!;

    const entries = await sitemapEntries();
    for (const [loc, lastmod] of entries) {
      expect({ loc, lastmod: new Date(lastmod ?? "").toISOString() }).toEqual({ loc, lastmod });
    }
    expect(entries.get(`${PUBLIC_URL}/archdeaconry/${archdeaconry!.id}`)).toBe(
      parish.updatedAt.toISOString(),
    );
    expect(entries.get(`${PUBLIC_URL}/events`)).toBe(event.updatedAt.toISOString());
    expect(entries.get(`${PUBLIC_URL}/blogs-and-news`)).toBe(article.updatedAt.toISOString());
    expect(entries.get(`${PUBLIC_URL}/`)).toBe(article.updatedAt.toISOString());
    expect(entries.get(`${PUBLIC_URL}/blogs-and-news/${article.slug}`)).toBe(article.updatedAt.toISOString());
    expect(entries.get(`${PUBLIC_URL}/about-us`)).toBe(newest([aboutUs?.updatedAt, secretary?.updatedAt]));
    expect(entries.get(`${PUBLIC_URL}/departments/${department.slug}`)).toBe(
      department.updatedAt.toISOString(),
    );
  });
});
