import type { FastifyInstance } from "fastify";
import { keepAndSend, readingFor, replyCached, replyFromCache } from "../cache/response-cache.plugin.js";
import {
  INSTITUTION_SEARCH_FIELDS,
  NEWS_FEED_PATH,
  PARISH_SEARCH_FIELDS,
  sitePaths,
} from "../site/site-routes.js";
import type { InstitutionKind } from "../site/institution-kinds.js";
import { inLanguage, LANGUAGES } from "../site/languages.js";
import {
  departmentCalendar,
  eventCalendar,
  eventsCalendar,
  parishCalendar,
  regularServiceCalendar,
} from "./calendars.js";
import { newsFeed, robotsTxt } from "./feeds.js";
import { SITEMAP_FILE_PATH, SITEMAP_INDEX_PATH, sitemapFile, sitemapIndex } from "./sitemap.js";
import { podcastArtwork, sermonsPodcast } from "./podcast.js";
import type { PagesOptions } from "./pages.plugin.js";
import { UserInputError } from "../errors.js";
import type { ServiceLanguage, Weekday } from "../site/worship.js";

/** The feeds and files for readers, calendars and search engines. */
export function registerFeeds(app: FastifyInstance, { services, cache }: PagesOptions): void {
  // The request's diocese's address (the cache keeps each diocese's files apart).
  const siteUrl = () => services.addresses.current();
  const feed = (url: string, contentType: string, produce: () => Promise<string>) =>
    app.get(url, (request, reply) => replyCached(request, reply, cache, `FILE ${url}`, contentType, produce));
  for (const language of LANGUAGES)
    feed(inLanguage(language, NEWS_FEED_PATH), "application/rss+xml; charset=utf-8", () =>
      newsFeed(services, siteUrl(), language),
    );
  feed(sitePaths.eventsFeed.path, CALENDAR, () => eventsCalendar(services, siteUrl()));
  feed(SITEMAP_INDEX_PATH, XML, () => sitemapIndex(services, siteUrl()));
  feed("/robots.txt", "text/plain; charset=utf-8", async () => robotsTxt(siteUrl()));
  for (const language of LANGUAGES)
    feed(inLanguage(language, sitePaths.sermonsPodcast.path), "application/rss+xml; charset=utf-8", () =>
      sermonsPodcast(services, siteUrl(), language),
    );
  /**
   * Where each record a finder's search finds is (JSON), for its "Near me": one file per search,
   * its fields in their own order, so that `?utm_source=` and the like make no new one.
   */
  const placesFile = <Field extends string>(
    { path, getHref }: { path: string; getHref: (search: Partial<Record<Field, string>>) => string },
    fields: readonly Field[],
    produce: (search: Partial<Record<Field, string>>) => Promise<object>,
  ) =>
    app.get(path, async (request, reply) => {
      const search = searchOf(request.query as Record<string, unknown>, fields);
      try {
        return await replyCached(request, reply, cache, `FILE ${getHref(search)}`, JSON_TYPE, async () =>
          JSON.stringify(await produce(search)),
        );
      } catch (error) {
        if (!(error instanceof UserInputError)) throw error;
        return reply.code(400).type(JSON_TYPE).send({ error: error.message });
      }
    });
  placesFile(sitePaths.parishPlaces, PARISH_SEARCH_FIELDS, async (search) => ({
    parishes: await services.parishes.placesOf({
      search: search.q,
      archdeaconryId: search.archdeaconry,
      day: search.day as Weekday | undefined,
      language: search.language as ServiceLanguage | undefined,
    }),
  }));
  placesFile(sitePaths.institutionPlaces, INSTITUTION_SEARCH_FIELDS, async (search) => ({
    institutions: await services.institutions.placesOf({
      search: search.q,
      kind: search.kind as InstitutionKind | undefined,
    }),
  }));
  // Made once per process, when first asked for rather than at start: the same picture every
  // time, cached by podcast apps for a day.
  let artwork: Promise<Buffer> | undefined;
  app.get(sitePaths.podcastArtwork.path, async (_request, reply) =>
    reply
      .type("image/jpeg")
      .header("Cache-Control", "public, max-age=86400")
      .send(await (artwork ??= podcastArtwork())),
  );

  /**
   * A file of one of many addresses: a calendar of one parish (or one of its services), department
   * or event, or a file of the sitemap. Only one that exists is kept in the cache: made-up
   * addresses are answered 404 and leave nothing behind.
   */
  const fileOf =
    (contentType: string, missing: string) =>
    <Params>(url: string, produce: (params: Params) => Promise<string | null>) =>
      app.get(url, async (request, reply) => {
        const key = `FILE ${request.url.split("?")[0]}`;
        if (await replyFromCache(request, reply, cache, key)) return reply;
        const [reading, body] = await readingFor(cache, () => produce(request.params as Params));
        if (body === null) return reply.code(404).type("text/plain; charset=utf-8").send(missing);
        return keepAndSend(request, reply, cache, { key, reading, contentType, body });
      });
  fileOf(XML, "There is no such file of the sitemap")<{ file: string }>(SITEMAP_FILE_PATH, ({ file }) =>
    sitemapFile(services, siteUrl(), file),
  );
  const calendarOf = fileOf(CALENDAR, "There is no such calendar");
  calendarOf<{ slug: string }>(sitePaths.parishCalendar.path, ({ slug }) =>
    parishCalendar(services, siteUrl(), slug),
  );
  calendarOf<{ slug: string; id: string }>(sitePaths.regularServiceCalendar.path, ({ slug, id }) =>
    regularServiceCalendar(services, siteUrl(), slug, id),
  );
  calendarOf<{ slug: string }>(sitePaths.departmentCalendar.path, ({ slug }) =>
    departmentCalendar(services, siteUrl(), slug),
  );
  calendarOf<{ id: string }>(sitePaths.eventCalendar.path, ({ id }) =>
    eventCalendar(services, siteUrl(), id),
  );
}

const CALENDAR = "text/calendar; charset=utf-8";
const XML = "application/xml; charset=utf-8";
const JSON_TYPE = "application/json; charset=utf-8";

/** A finder's search fields of a query string that are given, as text; page aside. */
function searchOf<Field extends string>(
  query: Record<string, unknown>,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const search: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = query[field];
    if (field !== "page" && typeof value === "string" && value.trim()) search[field] = value.trim();
  }
  return search;
}
