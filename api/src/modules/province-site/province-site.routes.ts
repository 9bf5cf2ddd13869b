import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from "fastify";
import type { DataSource } from "typeorm";
import { asUnitOfWork } from "../../db/unit-of-work.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { UserInputError } from "../../errors.js";
import { escapeHtml } from "../../lib/escape-html.js";
import { inLanguage, LANGUAGES, type Language } from "../../site/languages.js";
import type { ProvinceService } from "../diocese/province.service.js";
import type { SiteAddresses } from "../diocese/site-addresses.js";
import type { EventService } from "../event/event.service.js";
import type { NewsService } from "../news/news.service.js";
import type { ProvinceArticleService } from "../province-article/province-article.service.js";
import type { ProvinceSettingsService } from "../province-settings/province-settings.service.js";
import type { SiteSettingsService } from "../site-settings/site-settings.service.js";
import { calendarPage } from "./calendar-page.js";
import { earlierNewsPage, newsPage } from "./news-page.js";
import { provinceArticlePage } from "./province-article-page.js";
import { directoryPage, type DirectoryEntry } from "./directory-page.js";
import { parishFinderPage } from "./parish-finder-page.js";
import { KeptAMinute } from "./kept-a-minute.js";
import { askedDay, provinceDay, type DioceseDay } from "./province-calendar.js";
import { provinceNews, type DioceseNews } from "./province-news.js";
import { LAST_PAGE, provinceParishes } from "./province-parishes.js";
import { provincePage, type ProvinceAt } from "./province-page.js";
import { provinceWord as word } from "./province-words.js";

interface ProvinceSiteParts {
  /** PROVINCE_HOST: the directory answers there alone. */
  host: string;
  dataSource: DataSource;
  province: ProvinceService;
  siteSettings: SiteSettingsService;
  addresses: SiteAddresses;
  events: EventService;
  news: NewsService;
  provinceArticles: ProvinceArticleService;
  provinceSettings: ProvinceSettingsService;
}

/** How long a browser or a cache in between may keep the directory: a new diocese shows within it. */
const KEPT_FOR_SECONDS = 300;
/** The dioceses' entries the process keeps: a province has tens; one let go is read again. */
const MOST_ENTRIES_KEPT = 500;

/** The province's own latest articles its home page names. */
const ON_THE_HOME_PAGE = 3;
/** The province's own articles the news shows first; the earlier are a page further. */
const LATEST_OF_THE_PROVINCE = 5;
/** The province's own articles a page of its earlier news holds. */
const EARLIER_A_PAGE = 20;
/** A slug as the province's news makes one (slugify's strict letters), within its column. */
const ARTICLE_SLUG = /^[a-z0-9-]{1,200}$/;

/** The longest search the finder takes: a parish's name and town, and a diocese's, with room. */
const LONGEST_SEARCH = 100;

/**
 * The province's own site at PROVINCE_HOST (issue #44), in English and at /sw in Kiswahili: its
 * home page is the directory of the dioceses, each with a link to its site and the phone and
 * e-mail its site publishes, /parishes finds a parish of any diocese, /calendar shows what every
 * diocese has on a day, and /news the province's own articles and each diocese's latest. Routes
 * of that host alone, so that each diocese's pages stay its own at every other host.
 */
export function registerProvinceSite(app: FastifyInstance, parts: ProvinceSiteParts): void {
  const kept = new KeptAMinute<DirectoryEntry>(MOST_ENTRIES_KEPT);
  // The days of the calendar a crawler walking day after day may have the process keep.
  const calendarDays = new KeptAMinute<DioceseDay[]>(64);
  const latestNews = new KeptAMinute<DioceseNews[]>(1);
  // The Host header with or without a port: the site may be served at one (a test server, or
  // :4000 without a proxy in front), and a route that missed would fall to a diocese's pages.
  const atProvince = {
    constraints: { host: new RegExp(`^${parts.host.replaceAll(".", "\\.")}(:\\d+)?$`, "i") },
    config: { provincePage: true },
  };
  const origin = parts.addresses.at(parts.host);
  for (const language of LANGUAGES) {
    /** Where a page is drawn now: the province's name may have changed since the last. */
    const at = async (): Promise<ProvinceAt> => ({
      language,
      origin,
      name: await parts.provinceSettings.nameIn(language),
    });
    app.get(inLanguage(language, "/"), atProvince, async (_request, reply) => {
      reply.header("cache-control", `public, max-age=${KEPT_FOR_SECONDS}`);
      const latest = await parts.provinceArticles.published(ON_THE_HOME_PAGE);
      const page = directoryPage(await directory(parts, kept), await at(), latest.items);
      return reply.type("text/html; charset=utf-8").send(page);
    });
    app.get(inLanguage(language, "/parishes"), atProvince, async (request, reply) => {
      reply.type("text/html; charset=utf-8");
      const { q, page } = request.query as Record<string, unknown>;
      const search = typeof q === "string" ? q.slice(0, LONGEST_SEARCH) : "";
      const pageNumber = page === undefined ? 1 : Number(page);
      if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > LAST_PAGE) {
        return refused(
          reply,
          await at(),
          "/parishes",
          word(language, "province.badPage", { last: LAST_PAGE }),
        );
      }
      reply.header("cache-control", `public, max-age=${KEPT_FOR_SECONDS}`);
      const dioceses = await directory(parts, kept);
      const found = await provinceParishes(parts.dataSource, {
        search,
        page: pageNumber,
        dioceses: dioceses.map((diocese) => ({ id: diocese.dioceseId, name: diocese.name })),
      });
      const byId = new Map(dioceses.map((diocese) => [diocese.dioceseId, diocese]));
      return reply.send(parishFinderPage(await at(), { search, page: pageNumber, ...found }, byId));
    });
    app.get(inLanguage(language, "/calendar"), atProvince, async (request, reply) => {
      reply.type("text/html; charset=utf-8");
      const today = todayInDiocese(new Date());
      const day = askedDay((request.query as Record<string, unknown>).day, today);
      if (day === null) {
        return refused(reply, await at(), "/calendar", word(language, "province.badDay"));
      }
      reply.header("cache-control", `public, max-age=${KEPT_FOR_SECONDS}`);
      const listed = await directory(parts, kept);
      const dioceses = await calendarDays.get(day, () => provinceDay(parts.events, listed, day));
      return reply.send(calendarPage(await at(), { day, today, dioceses }));
    });
    registerNews(app, parts, { language, at, routeOptions: atProvince, kept, latestNews });
  }
}

/** The province's news (`/news`, its earlier pages, `/news/<slug>`) in one language. */
function registerNews(
  app: FastifyInstance,
  parts: ProvinceSiteParts,
  {
    language,
    at,
    routeOptions: atProvince,
    kept,
    latestNews,
  }: {
    language: Language;
    at: () => Promise<ProvinceAt>;
    routeOptions: RouteShorthandOptions;
    kept: KeptAMinute<DirectoryEntry>;
    latestNews: KeptAMinute<DioceseNews[]>;
  },
): void {
  app.get(inLanguage(language, "/news"), atProvince, async (request, reply) => {
    reply.type("text/html; charset=utf-8");
    const { after } = request.query as Record<string, unknown>;
    if (after !== undefined) {
      try {
        const earlier = await parts.provinceArticles.published(EARLIER_A_PAGE, String(after));
        reply.header("cache-control", `public, max-age=${KEPT_FOR_SECONDS}`);
        return reply.send(earlierNewsPage(await at(), earlier));
      } catch (error) {
        if (!(error instanceof UserInputError)) throw error;
        return refused(reply, await at(), "/news", word(language, "province.badEarlier"));
      }
    }
    const province = await parts.provinceArticles.published(LATEST_OF_THE_PROVINCE);
    const listed = await directory(parts, kept);
    const dioceses = await latestNews.get("latest", () => provinceNews(parts.news, listed));
    reply.header("cache-control", `public, max-age=${KEPT_FOR_SECONDS}`);
    return reply.send(newsPage(await at(), { province, dioceses }));
  });
  app.get(inLanguage(language, "/news/:slug"), atProvince, async (request, reply) => {
    reply.type("text/html; charset=utf-8");
    const { slug } = request.params as { slug: string };
    const article = ARTICLE_SLUG.test(slug) ? await parts.provinceArticles.publishedBySlug(slug) : null;
    if (!article) {
      const problem = word(language, "province.noSuchArticle");
      const main = `<p>${escapeHtml(problem)}</p><p><a href="${inLanguage(language, "/news")}">${escapeHtml(word(language, "province.allTheNews"))}</a></p>`;
      return reply
        .code(404)
        .send(provincePage(await at(), { path: "/news", title: problem, description: problem, main }));
    }
    reply.header("cache-control", `public, max-age=${KEPT_FOR_SECONDS}`);
    return reply.send(provinceArticlePage(await at(), article));
  });
}

/** A request the page cannot answer (a page or day out of range): why, in its language, never kept. */
function refused(reply: FastifyReply, at: ProvinceAt, path: string, problem: string) {
  const main = `<p>${escapeHtml(problem)}</p>`;
  return reply.code(400).send(provincePage(at, { path, title: problem, description: problem, main }));
}

/**
 * Every diocese that answers at a host, by name. A diocese the province has just made shows at
 * once; what changes of a diocese listed already (its site's name, phone, e-mail or main host)
 * shows within a minute, as its entry is kept that long: a flood of requests for the directory
 * costs one read of the province's list each, not one more for every diocese. Each diocese's
 * settings are read in that diocese's own unit of work (its rows are kept apart).
 */
async function directory(
  parts: ProvinceSiteParts,
  kept: KeptAMinute<DirectoryEntry>,
): Promise<DirectoryEntry[]> {
  const listed = (await parts.province.list()).filter(({ hosts }) => hosts.length > 0);
  const entries = [];
  for (const { diocese } of listed) {
    const entry = await kept.get(String(diocese.id), () =>
      asUnitOfWork(async () => {
        const settings = await parts.siteSettings.get();
        return {
          dioceseId: diocese.id,
          // Its site's own name once saved there; until then the province's name for it.
          name: settings.updatedAt ? settings.fullName : diocese.name,
          siteUrl: parts.addresses.current(),
          phone: settings.phone,
          email: settings.email,
        };
      }, diocese.id),
    );
    entries.push(entry);
  }
  return entries.sort((one, other) => one.name.localeCompare(other.name));
}
