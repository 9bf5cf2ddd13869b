import { Feed } from "feed";
import ical from "ical-generator";
import { js2xml } from "xml-js";
import type { Services } from "../services.js";

/** How many of the newest articles the news feed carries. */
const FEED_ARTICLES = 20;

/** RSS 2.0 of the newest news, for feed readers. */
export async function newsFeed(services: Services, publicUrl: string): Promise<string> {
  const settings = await services.siteSettings.get();
  const { items } = await services.news.page({ page: 1, pageSize: FEED_ARTICLES });
  const feed = new Feed({
    title: `${settings.shortName} news`,
    description: `News and stories from the ${settings.fullName}`,
    id: `${publicUrl}/blogs-and-news`,
    link: `${publicUrl}/blogs-and-news`,
    language: "en",
    copyright: settings.fullName,
    updated: items[0]?.updatedAt ?? new Date(0),
    feedLinks: { rss: `${publicUrl}/feed.xml` },
  });
  for (const article of items) {
    feed.addItem({
      title: article.title,
      id: `${publicUrl}/blogs-and-news/${article.slug}`,
      link: `${publicUrl}/blogs-and-news/${article.slug}`,
      description: article.preview,
      content: article.body,
      date: article.createdAt,
      image: article.imageUrl ? `${publicUrl}${article.imageUrl}` : undefined,
    });
  }
  return feed.rss2();
}

/** An iCalendar of the diocese's events, so parishioners can follow them in their phone's calendar. */
export async function eventsCalendar(services: Services, publicUrl: string): Promise<string> {
  const settings = await services.siteSettings.get();
  // Times are written in UTC (with Z): a calendar time zone without its definition would make
  // them "floating", read in whatever zone the phone is in.
  const calendar = ical({ name: `${settings.shortName} events`, url: publicUrl });
  const host = new URL(publicUrl).hostname;
  for (const event of await services.events.listAll()) {
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      // Event times are Kakamega's clock, which is UTC+3 all year.
      start: new Date(`${event.date}T${event.startTime}+03:00`),
      end: new Date(`${event.date}T${event.endTime}+03:00`),
      summary: event.title,
      location: event.place ?? undefined,
      description: event.description ?? undefined,
      url: `${publicUrl}/`,
      lastModified: event.updatedAt,
    });
  }
  return calendar.toString();
}

/** Every public page, for search engines. */
export async function sitemap(services: Services, publicUrl: string): Promise<string> {
  const fixed = [
    "/",
    "/about-us",
    "/diocese-history",
    "/governance-system",
    "/projects",
    "/blogs-and-news",
    "/career-oppotunities",
  ];
  const entries: { loc: string; lastmod?: string }[] = fixed.map((path) => ({ loc: `${publicUrl}${path}` }));
  for (const article of await services.news.listSummaries()) {
    entries.push({
      loc: `${publicUrl}/blogs-and-news/${article.slug}`,
      lastmod: article.updatedAt.toISOString(),
    });
  }
  for (const department of await services.departments.list()) {
    entries.push({
      loc: `${publicUrl}/departments/${department.slug}`,
      lastmod: department.updatedAt.toISOString(),
    });
  }
  for (const archdeaconry of await services.archdeaconries.list()) {
    entries.push({ loc: `${publicUrl}/archdeaconry/${archdeaconry.id}` });
  }
  return js2xml(
    {
      _declaration: { _attributes: { version: "1.0", encoding: "UTF-8" } },
      urlset: {
        _attributes: { xmlns: "http://www.sitemaps.org/schemas/sitemap/0.9" },
        url: entries.map((entry) => ({
          loc: { _text: entry.loc },
          ...(entry.lastmod ? { lastmod: { _text: entry.lastmod } } : {}),
        })),
      },
    },
    { compact: true, spaces: 2 },
  );
}

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Disallow: /admin/",
    "Disallow: /administrator/",
    "Disallow: /authentication/",
    "Disallow: /api/",
    "Disallow: /graphql",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
