// The questions compare-answers.mjs asks both sites: the sample content's ids and addresses, then
// every page, legacy REST path and GraphQL query they lead to.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  buildClientSchema,
  getIntrospectionQuery,
  lexicographicSortSchema,
  parse,
  print,
  printSchema,
  visit,
} from "graphql";

/** The address both sites are told they have: their links and feeds must not differ by port. */
export const PUBLIC_URL = "http://localhost:4000";

/** Ids, slugs and addresses of the sample content, read from the before site as staff. */
export async function collectSamples(site, token) {
  const query = `query CompareAnswersSamples {
    archdeaconries { id parishes { id slug services { id } } }
    departments(includeUnpublished: true) { id slug }
    informationPages(includeUnpublished: true) { id slug }
    newsArticles(includeUnpublished: true, page: 1, pageSize: 50) { items { id slug title } }
    sermons(includeUnpublished: true, page: 1, pageSize: 50) { items { id slug preachedOn } }
    photoAlbums(page: 1, pageSize: 50) { items { id slug photos { id } } }
    projects(page: 1, pageSize: 50) { items { id slug } }
    events(period: ALL, page: 1, pageSize: 50) { items { id } }
    bishopMessages(includeUnpublished: true, page: 1, pageSize: 50) { items { id } }
  }`;
  const response = await fetch(`${site.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "access-token": token },
    body: JSON.stringify({ query }),
  });
  const { data, errors } = await response.json();
  if (errors) throw new Error(`The samples query failed: ${JSON.stringify(errors)}`);
  const revisions = await fetch(`${site.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "access-token": token },
    body: JSON.stringify({
      query: "query ($id: ID!) { contentRevisions(contentType: NEWS_ARTICLE, contentId: $id) { id } }",
      variables: { id: data.newsArticles.items[0].id },
    }),
  });
  // An index of files (since issue #38) or, in an older checkout, one file: its addresses and its files'.
  const index = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const files = index.includes("<sitemapindex")
    ? [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].slice(PUBLIC_URL.length))
    : [];
  const sitemap = [
    index,
    ...(await Promise.all(files.map(async (file) => (await fetch(`${site.url}${file}`)).text()))),
  ].join("\n");
  // Pictures and files of the content: a few of each kind the pages name.
  const pages = await Promise.all(
    ["/", "/api/getAllNews", "/sermons", "/career-oppotunities"].map(async (address) =>
      (await fetch(`${site.url}${address}`)).text(),
    ),
  );
  const uploads = [...new Set(pages.join("\n").match(/\/uploads\/[\w./-]+/g))];
  const extensions = [...new Set(uploads.map((upload) => path.extname(upload)))];
  const parishes = data.archdeaconries.flatMap((archdeaconry) => archdeaconry.parishes);
  return {
    sitemapPaths: [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      match[1].replace(/&amp;/g, "&").slice(PUBLIC_URL.length),
    ),
    archdeaconries: data.archdeaconries,
    parishes,
    departments: data.departments,
    informationPages: data.informationPages,
    news: data.newsArticles.items,
    sermons: data.sermons.items,
    albums: data.photoAlbums.items,
    projects: data.projects.items,
    events: data.events.items,
    bishopMessages: data.bishopMessages.items,
    revisions: (await revisions.json()).data.contentRevisions,
    uploads: extensions.flatMap((extension) =>
      uploads.filter((upload) => path.extname(upload) === extension).slice(0, 4),
    ),
    today: new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(new Date()),
  };
}

/** Every address the sitemap names, and the pages, feeds, calendars and lists it leaves out. */
function siteAddresses(s) {
  const month = (offset) => {
    const [year, monthNumber] = s.today.split("-").map(Number);
    const date = new Date(Date.UTC(year, monthNumber - 1 + offset, 1));
    return date.toISOString().slice(0, 7);
  };
  const first = (list) => list.slice(0, 1);
  const both = (address) => [address, address === "/" ? "/sw" : `/sw${address}`];
  const addresses = new Set([
    ...s.sitemapPaths,
    // Not found, in both languages and under each kind of page.
    ...both("/no-such-page"),
    "/blogs-and-news/no-such-article",
    "/parishes/no-such-parish",
    "/departments/no-such-department",
    "/archdeaconry/999999",
    "/archdeaconry/not-a-number",
    "/gallery/no-such-album",
    "/gallery/no-such-album/1",
    "/sermons/no-such-sermon",
    "/preview/news/1",
    // Feeds, calendars, the podcast and the files search engines read.
    "/sitemap.xml",
    "/robots.txt",
    ...both("/feed.xml"),
    "/events.ics",
    ...both("/sermons/podcast.xml"),
    "/sermons/podcast-artwork.jpg",
    ...s.parishes.map((parish) => `/parishes/${parish.slug}/calendar.ics`),
    ...s.parishes
      .slice(0, 3)
      .flatMap((parish) =>
        parish.services.map((service) => `/parishes/${parish.slug}/services/${service.id}.ics`),
      ),
    ...s.departments.map((department) => `/departments/${department.slug}/calendar.ics`),
    ...s.events.map((event) => `/events/${event.id}.ics`),
    "/events/999999.ics",
    "/parishes/no-such-parish/calendar.ics",
    // Pages outside the sitemap.
    ...both("/offline"),
    ...both("/newsletter"),
    ...both("/newsletter/confirm"),
    "/newsletter/confirm?token=no-such-token",
    ...both("/newsletter/unsubscribe?token=no-such-token"),
    "/newsletter/unsubscribe",
    "/career-opportunities",
    "/about-us/",
    "/?utm_source=compare",
    "/authentication/login",
    "/authentication/password-reset",
    "/admin",
    "/admin/news",
    ...s.albums.flatMap((album) => first(album.photos).map((photo) => `/gallery/${album.slug}/${photo.id}`)),
    ...s.projects.flatMap((project) => [`/give/${project.slug}`, `/give/${project.slug}/amount`]),
    "/give/no-such-project",
    "/gifts/no-such-token",
    "/gifts/no-such-token/receipt",
    // Lists with their query strings.
    ...["/blogs-and-news", "/gallery", "/career-oppotunities", "/sermons"].flatMap((list) =>
      both(`${list}?page=2`),
    ),
    "/blogs-and-news?page=999",
    ...both("/events?view=list"),
    `/events?month=${month(1)}`,
    `/events?month=${month(-1)}`,
    `/events?view=list&from=${s.today}`,
    ...first(s.parishes).map((parish) => `/events?parish=${parish.id}`),
    ...first(s.archdeaconries).map((archdeaconry) => `/events?archdeaconry=${archdeaconry.id}`),
    ...first(s.departments).map((department) => `/events?department=${department.id}&view=list`),
    "/parishes?q=Sunday",
    "/parishes?day=SUNDAY&language=KISWAHILI",
    ...first(s.archdeaconries).map((archdeaconry) => `/parishes?archdeaconry=${archdeaconry.id}`),
    "/sermons?book=JHN",
    ...first(s.sermons).map((sermon) => `/sermons?year=${sermon.preachedOn.slice(0, 4)}`),
    "/healthz",
    "/readyz",
  ]);
  return addresses;
}

/** The site's pages, feeds and files, as a visitor asks for them (and previews as staff). */
export function pageQuestions(s) {
  const page = (address, extra = {}) => ({ label: `GET ${address}`, method: "GET", address, ...extra });
  const first = (list) => list.slice(0, 1);
  const addresses = siteAddresses(s);
  const previews = [
    ...first(s.news).map((article) => `/preview/news/${article.id}`),
    ...first(s.informationPages).map((informationPage) => `/preview/pages/${informationPage.id}`),
    ...first(s.departments).map((department) => `/preview/departments/${department.id}`),
    ...first(s.bishopMessages).map((message) => `/preview/bishop-messages/${message.id}`),
    ...first(s.sermons).map((sermon) => `/preview/sermons/${sermon.id}`),
  ];
  // The web build's files that keep their names, and pictures and files of the sample content.
  const files = ["/manifest.webmanifest", "/sw.js", "/share-image.jpg", "/favicon.svg", "/icon-192.png"];
  return [
    ...[...addresses].map((address) => page(address)),
    ...files.map((address) => page(address, { buildFile: true })),
    ...s.uploads.map((address) => page(address)),
    // The lighter pages a phone that saves data gets.
    ...["/", "/sw", ...first(s.news).map((article) => `/blogs-and-news/${article.slug}`)].map((address) =>
      page(address, { label: `GET ${address} (Save-Data)`, headers: { "save-data": "on" } }),
    ),
    ...previews.map((address) => page(address, { label: `GET ${address} (staff)`, staff: true })),
    ...previews.map((address) => page(address, { label: `GET ${address} (visitor)` })),
    // The first event of a project's live progress (the stream itself never ends).
    ...first(s.projects).map((project) => page(`/live/appeal-progress/${project.id}`, { stream: true })),
  ];
}

/** Every GET path of the legacy REST contract, as a visitor and as staff with their token. */
export function restQuestions(s) {
  const paths = [
    "/api/getAllSliders",
    "/api/getBishopInfoCurrent",
    "/api/getBishopInfo",
    "/api/getAllEvents",
    "/api/getAllNews",
    ...s.news.map((article) => `/api/getAllNews/${encodeURIComponent(article.title)}`),
    ...s.news.slice(0, 1).map((article) => `/api/getAllNews/${encodeURIComponent(article.slug)}`),
    "/api/getAllNews/no-such-article",
    "/api/getArch",
    ...s.archdeaconries.map((archdeaconry) => `/api/getArch/${archdeaconry.id}`),
    "/api/getArch/999999",
    "/api/getArch/not-a-number",
    "/api/getArchdeaconries",
    ...s.archdeaconries.map((archdeaconry) => `/api/getParishes/${archdeaconry.id}`),
    "/api/getParishes/999999",
    "/api/getAllJobs",
    "/api/login",
    "/api/no-such-path",
  ];
  return [
    ...paths.map((address) => ({ label: `GET ${address}`, method: "GET", address })),
    ...paths.map((address) => ({ label: `GET ${address} (staff)`, method: "GET", address, staff: true })),
    {
      label: "GET /api/login (unknown token)",
      method: "GET",
      address: "/api/login",
      headers: { "access-token": "no-such-token" },
    },
    // The dashboard's exports: answers to GET as well.
    ...["/exports/audit-log.csv", "/exports/contributions.csv"].map((address) => ({
      label: `GET ${address} (staff)`,
      method: "GET",
      address,
      staff: true,
    })),
  ];
}

/**
 * The schema, and every query of the web app's documents (the before checkout's, the ones clients
 * in the field send): the public ones as a visitor in English and in Kiswahili, the dashboard's as
 * staff. Variables come from the sample content.
 */
export function graphqlQuestions(s, checkout) {
  const graphql = (label, body, extra = {}) => ({
    label,
    method: "POST",
    address: "/graphql",
    headers: { "content-type": "application/json", ...extra.headers },
    body: JSON.stringify(body),
    staff: extra.staff ?? false,
  });
  const questions = [
    graphql("GraphQL introspection", { query: getIntrospectionQuery({ descriptions: true }) }),
    // The same, printed with every list sorted: when only the above differs, only an order did.
    {
      ...graphql("GraphQL schema, sorted (order aside)", {
        query: getIntrospectionQuery({ descriptions: true }),
      }),
      transform: (text) => printSchema(lexicographicSortSchema(buildClientSchema(JSON.parse(text).data))),
    },
    graphql("GraphQL an unknown field", { query: "{ noSuchField }" }),
    graphql("GraphQL a wrong variable", {
      query: "query ($id: ID!) { archdeaconry(id: $id) { id } }",
      variables: { id: 12 },
    }),
    {
      label: "GET /graphql?query={siteSettings{shortName}}",
      method: "GET",
      address: `/graphql?query=${encodeURIComponent("{ siteSettings { shortName } }")}`,
    },
  ];
  for (const operation of webOperations(checkout)) {
    const cases = variablesOf(operation, s);
    if (cases === null) {
      console.log(`No sample variables for ${operation.name}: not asked.`);
      continue;
    }
    for (const [index, variables] of cases.entries()) {
      const name = `GraphQL ${operation.name}${cases.length > 1 ? ` #${index + 1}` : ""}`;
      const body = { query: operation.query, variables };
      if (operation.admin) questions.push(graphql(`${name} (staff)`, body, { staff: true }));
      else {
        questions.push(graphql(name, body));
        questions.push(graphql(`${name} (sw)`, body, { headers: { "accept-language": "sw" } }));
      }
    }
  }
  return questions;
}

/** Every query of web/src/**\/*.graphql, each printed with the fragments it spreads. */
function webOperations(checkout) {
  const files = listFiles(path.join(checkout, "web/src")).filter((file) => file.endsWith(".graphql"));
  const definitions = files.flatMap((file) =>
    parse(readFileSync(file, "utf8")).definitions.map((definition) => ({ definition, file })),
  );
  const fragments = new Map(
    definitions
      .filter(({ definition }) => definition.kind === "FragmentDefinition")
      .map(({ definition }) => [definition.name.value, definition]),
  );
  const spreadsOf = (node, found = new Set()) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (found.has(name)) return;
        found.add(name);
        spreadsOf(fragments.get(name), found);
      },
    });
    return found;
  };
  return definitions
    .filter(({ definition }) => definition.kind === "OperationDefinition" && definition.operation === "query")
    .map(({ definition, file }) => ({
      name: definition.name.value,
      admin: file.includes(`${path.sep}admin${path.sep}`),
      definition,
      query: [definition, ...[...spreadsOf(definition)].map((name) => fragments.get(name))]
        .map((node) => print(node))
        .join("\n\n"),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * The variables an operation is asked with: one or more sets, or null when it needs a value the
 * samples have none for. Variables named alike take the same value everywhere (page 1, ten items);
 * ids and slugs depend on the operation.
 */
function variablesOf(operation, s) {
  const byOperation = {
    ArchdeaconryPage: () => s.archdeaconries.slice(0, 1).map(({ id }) => ({ id })),
    AdminArchdeaconry: () => s.archdeaconries.slice(0, 1).map(({ id }) => ({ id })),
    AdminParish: () => s.parishes.slice(0, 1).map(({ id }) => ({ id })),
    AdminEvent: () => s.events.slice(0, 1).map(({ id }) => ({ id })),
    AdminEventDates: () =>
      s.events.slice(0, 1).map(({ id }) => ({ id, from: s.today, to: dayAfter(s.today, 90) })),
    EventsCalendar: () => [
      { from: s.today, to: dayAfter(s.today, 60) },
      ...s.parishes.slice(0, 1).map(({ id }) => ({ from: s.today, to: dayAfter(s.today, 60), parishId: id })),
      ...s.departments
        .slice(0, 1)
        .map(({ id }) => ({ from: s.today, to: dayAfter(s.today, 60), departmentId: id })),
    ],
    DepartmentPage: () => s.departments.slice(0, 2).map(({ slug }) => ({ slug })),
    PhotoAlbumPage: () => s.albums.slice(0, 1).map(({ slug }) => ({ slug })),
    AdminPhotoAlbum: () => s.albums.slice(0, 1).map(({ slug }) => ({ slug })),
    ParishPage: () => s.parishes.slice(0, 1).map(({ slug }) => ({ slug })),
    SermonPage: () => s.sermons.slice(0, 1).map(({ slug }) => ({ slug })),
    SermonsPage: () => [{}, { book: "JHN" }],
    InformationPage: () => s.informationPages.map(({ slug }) => ({ slug })),
    GivePage: () => [...s.projects.slice(0, 1).map(({ slug }) => ({ slug })), { slug: "no-such-project" }],
    GiftPage: () => [{ token: "no-such-token" }],
    GiftStatus: () => [{ token: "no-such-token" }],
    RecentGifts: () => s.projects.slice(0, 1).map(({ id }) => ({ projectId: id })),
    NewsArticle: () => [
      ...s.news.slice(0, 2).map(({ slug }) => ({ address: slug })),
      ...s.news.slice(0, 1).map(({ id }) => ({ address: id })),
      { address: "no-such-article" },
    ],
    AdminNewsArticle: () => s.news.slice(0, 1).map(({ slug }) => ({ slug })),
    ParishFinder: () => [{}, { search: "Sunday" }, { day: "SUNDAY", language: "KISWAHILI" }],
    ContentRevisions: () => [
      ...s.news.slice(0, 1).map(({ id }) => ({ contentType: "NEWS_ARTICLE", contentId: id })),
      ...s.informationPages.slice(0, 1).map(({ id }) => ({ contentType: "INFORMATION_PAGE", contentId: id })),
      ...s.departments.slice(0, 1).map(({ id }) => ({ contentType: "DEPARTMENT", contentId: id })),
      ...s.bishopMessages.slice(0, 1).map(({ id }) => ({ contentType: "BISHOP_MESSAGE", contentId: id })),
    ],
    CompareRevisions: () =>
      s.revisions.slice(0, 1).map(({ id }) => ({ fromId: s.revisions.at(-1).id, toId: id })),
    AdminEvents: () => [{ period: "ALL" }, { period: "UPCOMING" }],
    AdminAuditLog: () => [{}, { entity: "NewsArticle" }],
  };
  const sets = byOperation[operation.name]?.() ?? [{}];
  if (sets.length === 0) return null;
  const common = {
    page: 1,
    pageSize: 10,
    first: 5,
    eventCount: 3,
    newsCount: 3,
    keepsNews: true,
    dioceseWide: true,
  };
  const missing = [];
  const filled = sets.map((set) => {
    const variables = {};
    for (const definition of operation.definition.variableDefinitions) {
      const name = definition.variable.name.value;
      if (name in set) variables[name] = set[name];
      else if (name in common) variables[name] = common[name];
      else if (definition.type.kind === "NonNullType" && !definition.defaultValue) missing.push(name);
    }
    return variables;
  });
  return missing.length > 0 ? null : filled;
}

function dayAfter(date, days) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
