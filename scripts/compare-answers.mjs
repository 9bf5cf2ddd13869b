// `npm run compare:answers -- --before <checkout> --after <checkout>`: proves that a change of the
// code left what visitors and integrators see as it was (issue #37: "the public HTML, GraphQL schema
// and REST answers are byte-identical before and after on copies of one database").
//
// Builds each checkout if it is stale, fills one SQLite database with the sample content (with the
// before checkout, as an installation of the old version would have it), copies its data folder
// twice and starts each checkout's built server on its own copy and port. It then asks both the same
// questions, in the same order: every address of the sitemap in both languages and the pages it
// leaves out (404s, feeds, calendars, the podcast, robots.txt, the offline page, the newsletter's
// forms, list pages with query strings, giving, previews as staff), every GET path of the legacy
// REST contract, the GraphQL schema by introspection, and every query of the web app's .graphql
// documents (the public ones as a visitor in both languages, the dashboard's as the sample
// administrator). Bodies must match byte for byte, and so must the headers that matter (status,
// type, caching, redirects, security); only what differs between any two builds is normalised
// first: hashed asset names (/assets/app-BZL4x7TD.js), the service worker's version and moments of
// the run itself (a sign-in's time, a calendar's DTSTAMP). It prints what differs, with an excerpt
// of each difference, and exits 1 when anything does.
//
//   node scripts/compare-answers.mjs --before ../wt-before --after . [--keep] [--only <regexp>]
//
// --keep leaves the data folders and each differing pair of answers (normalised) in the run's
// temporary folder, for `diff`; --only asks only the questions whose label matches; --data starts
// from a copy of a data folder seeded before (a kept run's seed/) instead of seeding afresh.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { setPriority, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import {
  buildClientSchema,
  getIntrospectionQuery,
  lexicographicSortSchema,
  parse,
  print,
  printSchema,
  visit,
} from "graphql";

const { values: options } = parseArgs({
  options: {
    before: { type: "string" },
    after: { type: "string" },
    keep: { type: "boolean", default: false },
    only: { type: "string" },
    data: { type: "string" },
  },
});
if (!options.before || !options.after) {
  console.error("Usage: node scripts/compare-answers.mjs --before <checkout> --after <checkout> [--keep]");
  process.exit(2);
}
const before = path.resolve(options.before);
const after = path.resolve(options.after);
const only = options.only ? new RegExp(options.only) : null;

/** The address both sites are told they have: their links and feeds must not differ by port. */
const PUBLIC_URL = "http://localhost:4000";
const ADMIN = { email: "compare-answers@diocese.test", password: "compare-answers-password" };
/**
 * Anything stamped from the moment the two sites start was stamped by the run, at a moment of its
 * own on each site (a sign-in's time); what the database held before is the same on both copies.
 */
let sitesStarted = null;

const workDir = mkdtempSync(path.join(tmpdir(), "compare-answers-"));
const running = [];
let keepWorkDir = options.keep;
process.on("exit", () => {
  for (const site of running) site.child.kill("SIGTERM");
  if (!keepWorkDir) rmSync(workDir, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

// ---------------------------------------------------------------------------------------------
// Starting the sites

async function startSite(checkout, dataDir, env = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(checkout, "api/dist/main.js")], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL,
      LOG_LEVEL: "warn",
      SAMPLE_CONTENT: "false",
      // The embedded database, uploads in the data folder, mail to its outbox, no M-Pesa: the copy
      // is all each site reads and writes, whatever this shell's environment says.
      DATABASE_URL: "",
      STORAGE_BUCKET: "",
      SMTP_URL: "",
      WEB_DIST_DIR: "",
      MPESA_ENV: "off",
      // There is no setting that stops the timed jobs; the longest interval keeps scheduled
      // publishing to its look at start (the sample content schedules nothing due in the run).
      SCHEDULED_PUBLISHING_INTERVAL_SECONDS: "60",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Several agents share the machine: the sites give way to them.
  setPriority(child.pid, 10);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const site = {
    url,
    child,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      running.splice(running.indexOf(site), 1);
    },
  };
  running.push(site);
  const deadline = Date.now() + 180_000;
  while (!output.includes("The diocese website is running at")) {
    if (child.exitCode !== null) throw new Error(`${checkout}'s site exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${checkout}'s site did not start in 3 minutes:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return site;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// What to ask

/** Ids, slugs and addresses of the sample content, read from the before site as staff. */
async function collectSamples(site, token) {
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
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
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

/** The site's pages, feeds and files, as a visitor asks for them (and previews as staff). */
function pageQuestions(s) {
  const page = (address, extra = {}) => ({ label: `GET ${address}`, method: "GET", address, ...extra });
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
function restQuestions(s) {
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
function graphqlQuestions(s) {
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
  for (const operation of webOperations(before)) {
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

// ---------------------------------------------------------------------------------------------
// Asking and comparing

/** The headers that say what a client gets: what it is, how long to keep it, where to go, and how to treat it. */
const COMPARED_HEADERS = [
  "content-type",
  "cache-control",
  "location",
  "vary",
  "content-language",
  "content-disposition",
  "content-encoding",
  "last-modified",
  "link",
  "x-robots-tag",
  "retry-after",
  "access-control-allow-origin",
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-resource-policy",
  "cross-origin-opener-policy",
  "permissions-policy",
  "set-cookie",
];

async function ask(site, token, question) {
  const headers = { "accept-encoding": "gzip", ...question.headers };
  if (question.staff) headers["access-token"] = token;
  const controller = new AbortController();
  const response = await fetch(`${site.url}${question.address}`, {
    method: question.method,
    headers,
    body: question.body,
    redirect: "manual",
    signal: controller.signal,
  });
  const body = question.stream
    ? await firstEvent(response, controller)
    : Buffer.from(await response.arrayBuffer());
  const compared = { status: String(response.status) };
  for (const name of COMPARED_HEADERS) {
    const value = response.headers.get(name);
    // A file of the web build is as new as the build.
    if (value !== null && !(name === "last-modified" && question.buildFile))
      compared[name] = normalise(value);
  }
  if (!isText(response.headers.get("content-type"))) return { headers: compared, body };
  const text = normalise(body.toString("utf8"));
  return { headers: compared, body: question.transform ? question.transform(text) : text };
}

/** A stream's first event, then the request is dropped. */
async function firstEvent(response, controller) {
  const reader = response.body.getReader();
  let text = "";
  const giveUp = setTimeout(() => controller.abort(), 5000);
  try {
    while (!text.includes("\n\n")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += Buffer.from(value).toString("utf8");
    }
  } catch (error) {
    if (error.name !== "AbortError") throw error;
  } finally {
    clearTimeout(giveUp);
    controller.abort();
  }
  return Buffer.from(text.slice(0, text.indexOf("\n\n") + 2));
}

function isText(contentType) {
  return /^text\/|json|xml|javascript|manifest|csv|calendar/.test(contentType ?? "");
}

/** A hashed asset's name: Vite's `name-` and eight characters of its hash before the extension. */
const HASHED_ASSET =
  /(assets\/[\w.-]+?)-[A-Za-z0-9_-]{8}(\.(?:js|mjs|css|woff2?|png|jpe?g|svg|webp|avif|wasm)\b)/g;
/** The service worker's version, a hash of the built pages (web/vite.sw.config.ts), in its caches' names. */
const SITE_VERSION = /\b(pages|assets|pictures)-[0-9a-f]{12}\b/g;
const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;
/** A moment as the exports write it, in Kakamega's time (UTC+3, no summer time): 2026-11-29 04:55:08. */
/** A moment as iCalendar writes it, in UTC: a calendar's DTSTAMP is when it was made. */
const ICALENDAR_MOMENT = /\b(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\b/g;
const KAKAMEGA_MOMENT = /\b(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2})?)\b/g;

/** What legitimately differs between two builds, or two runs of the same moment, made alike. */
function normalise(text) {
  const duringTheRun = (moment) => moment.getTime() >= Math.floor(sitesStarted.getTime() / 60_000) * 60_000;
  return text
    .replace(HASHED_ASSET, "$1-[hash]$2")
    .replace(SITE_VERSION, "$1-[version]")
    .replace(INSTANT, (instant) => (duringTheRun(new Date(instant)) ? "[during the run]" : instant))
    .replace(ICALENDAR_MOMENT, (moment, year, month, day, hours, minutes, seconds) =>
      duringTheRun(new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`))
        ? "[during the run]"
        : moment,
    )
    .replace(KAKAMEGA_MOMENT, (moment, date, time) =>
      duringTheRun(new Date(`${date}T${time}+03:00`)) ? "[during the run]" : moment,
    );
}

/** Null when the answers are the same; otherwise what differs, in a few lines. */
function compare(a, b) {
  const lines = [];
  for (const name of new Set([...Object.keys(a.headers), ...Object.keys(b.headers)])) {
    if (a.headers[name] !== b.headers[name]) {
      lines.push(
        `  header ${name}:`,
        `    - ${a.headers[name] ?? "(none)"}`,
        `    + ${b.headers[name] ?? "(none)"}`,
      );
    }
  }
  const sameBody =
    Buffer.isBuffer(a.body) && Buffer.isBuffer(b.body) ? a.body.equals(b.body) : a.body === b.body;
  if (!sameBody) lines.push(...bodyExcerpt(a.body, b.body, a.headers["content-type"]));
  return lines.length > 0 ? lines : null;
}

/**
 * A unified diff's one hunk around the part that differs (lines in common at both ends left out),
 * cut short when long. Pages and feeds come on few long lines, so they are split at their tags,
 * and JSON is indented, for the excerpt only: the comparison is of the bytes as sent.
 */
function bodyExcerpt(a, b, contentType) {
  if (Buffer.isBuffer(a) || Buffer.isBuffer(b)) {
    return [`  body: ${String(a.length)} bytes before, ${String(b.length)} after, not the same bytes`];
  }
  const split = (text) => {
    if (/json/.test(contentType ?? "")) {
      try {
        return JSON.stringify(JSON.parse(text), null, 1).split("\n");
      } catch {
        // Not JSON after all: shown as it is.
      }
    }
    return text.replace(/></g, ">\n<").split("\n");
  };
  const left = split(a);
  const right = split(b);
  let start = 0;
  while (start < left.length && start < right.length && left[start] === right[start]) start++;
  let end = 0;
  while (
    end < left.length - start &&
    end < right.length - start &&
    left[left.length - 1 - end] === right[right.length - 1 - end]
  )
    end++;
  const context = 2;
  const from = Math.max(0, start - context);
  const removed = left.slice(start, left.length - end);
  const added = right.slice(start, right.length - end);
  const cut = (list, sign) => [
    ...list.slice(0, 12).map((line) => `  ${sign}${line.length > 200 ? `${line.slice(0, 200)}...` : line}`),
    ...(list.length > 12 ? [`  ${sign}... (${list.length - 12} more lines)`] : []),
  ];
  return [
    `  @@ -${from + 1},${removed.length + start - from} +${from + 1},${added.length + start - from} @@`,
    ...left.slice(from, start).map((line) => `   ${line.slice(0, 200)}`),
    ...cut(removed, "-"),
    ...cut(added, "+"),
  ];
}

function report() {
  const { different } = results;
  console.log(
    `\n${questions.length} answers compared (${Object.entries(asked)
      .map(([kind, list]) => `${list.filter((question) => questions.includes(question)).length} ${kind}`)
      .join(", ")}): ${results.identical} identical, ${different.length} different.`,
  );
  for (const [index, { question, difference, answerBefore, answerAfter }] of different.entries()) {
    console.log(`\n${question.label}`);
    for (const line of difference) console.log(line);
    if (options.keep) {
      const dir = path.join(workDir, "different", String(index + 1).padStart(3, "0"));
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "question.txt"), `${question.label}\n`);
      for (const [name, answer] of [
        ["before", answerBefore],
        ["after", answerAfter],
      ]) {
        writeFileSync(path.join(dir, `${name}.headers.json`), `${JSON.stringify(answer.headers, null, 1)}\n`);
        writeFileSync(path.join(dir, `${name}.body`), answer.body);
      }
    }
  }
  if (options.keep) console.log(`\nData folders and differing answers kept in ${workDir}`);
  keepWorkDir = options.keep;
  process.exitCode = different.length > 0 ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// The run (last, so that it finds every constant above initialised)

for (const checkout of [before, after]) {
  console.log(`Checking the build of ${checkout}...`);
  const { ensureBuilt } = await import(pathToFileURL(path.join(checkout, "scripts/build-if-stale.mjs")).href);
  ensureBuilt();
}

// One database with the sample content, and a copy of its folder (database and uploads) for each.
const seedDir = path.join(workDir, "seed");
if (options.data) cpSync(path.resolve(options.data), seedDir, { recursive: true, preserveTimestamps: true });
else {
  const seeding = await startSite(before, seedDir, {
    SAMPLE_CONTENT: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  await seeding.stop();
}
for (const name of ["before", "after"]) {
  cpSync(seedDir, path.join(workDir, name), { recursive: true, preserveTimestamps: true });
}
sitesStarted = new Date();

const sites = {
  before: await startSite(before, path.join(workDir, "before")),
  after: await startSite(after, path.join(workDir, "after")),
};
console.log(`Sites running: before ${sites.before.url}, after ${sites.after.url}`);

// Staff's answers need a session on each site: the legacy sign-in's token, sent as access-token.
const staffToken = {};
for (const [name, site] of Object.entries(sites)) {
  const response = await fetch(`${site.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const answer = await response.json();
  if (answer.Status !== "Success") throw new Error(`Signing in on ${name} failed: ${JSON.stringify(answer)}`);
  staffToken[name] = answer.token;
}

const samples = await collectSamples(sites.before, staffToken.before);
const asked = {
  pages: pageQuestions(samples),
  REST: restQuestions(samples),
  GraphQL: graphqlQuestions(samples),
};
const questions = Object.values(asked)
  .flat()
  .filter((question) => !only || only.test(question.label));

const results = { identical: 0, different: [] };
for (const question of questions) {
  const [answerBefore, answerAfter] = await Promise.all([
    ask(sites.before, staffToken.before, question),
    ask(sites.after, staffToken.after, question),
  ]);
  const difference = compare(answerBefore, answerAfter);
  if (difference) results.different.push({ question, difference, answerBefore, answerAfter });
  else results.identical++;
}

for (const site of Object.values(sites)) await site.stop();
report();
