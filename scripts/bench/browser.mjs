// The bench's browser parts: the home page on a throttled phone, the bytes pages cost, Lighthouse.
import path from "node:path";
import { chromium } from "playwright-core";
import { format, root } from "./sites.mjs";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function measurePhone(site) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    // Lighthouse's mobile profile: a slow 4G link and a phone CPU four times slower than this one.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    let jsBytes = 0;
    let totalBytes = 0;
    cdp.on("Network.loadingFinished", (event) => (totalBytes += event.encodedDataLength));
    const scripts = new Set();
    cdp.on("Network.responseReceived", (event) => {
      if (event.type === "Script") scripts.add(event.requestId);
    });
    cdp.on("Network.loadingFinished", (event) => {
      if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
    });
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: "largest-contentful-paint", buffered: true });
          setTimeout(() => resolve(NaN), 5000);
        }),
    );
    console.log(`\nHome page on a throttled phone (360 px, slow 4G, CPU ÷4), Debian's Chromium`);
    console.log(
      `JavaScript transferred: ${format(jsBytes / 1024, 1)} KB (compressed); everything: ${format(totalBytes / 1024, 1)} KB`,
    );
    console.log(`largest contentful paint: ${format(lcp)} ms`);
  } finally {
    await browser.close();
  }
}

/** Issue #22's budgets for a page's bytes on the wire, and the pages they are measured on. */
const TRANSFER_BUDGETS = { first: 150 * 1024, saveData: 60 * 1024, repeat: 10 * 1024 };

/** The answer's data to a GraphQL query of the site under test, asked by GET as a visitor's page would. */
async function askSite(site, query) {
  return (await (await fetch(`${site.url}/graphql?${new URLSearchParams({ query })}`)).json()).data;
}

/** Issue #21's pages that must score at least what the home page scores: an album and a sermon. */
async function pagesAsGoodAsHome(site) {
  const { photoAlbums, sermons, publishedYearSummaries, institutions, upcoming } = await askSite(
    site,
    `{
      photoAlbums(page: 1, pageSize: 1) { items { slug } }
      sermons(page: 1, pageSize: 1) { items { slug } }
      publishedYearSummaries
      institutions(page: 1, pageSize: 1) { items { slug } }
      upcoming: events(period: UPCOMING, pageSize: 50) { items { id registrationSetup { feeKes } } }
    }`,
  );
  const camp = upcoming.items.find((event) => event.registrationSetup);
  return [
    `/gallery/${photoAlbums.items[0].slug}`,
    `/sermons/${sermons.items[0].slug}`,
    // The finder of the church's schools and hospitals, and one's page (issue 42).
    "/institutions",
    `/institutions/${institutions.items[0].slug}`,
    // The year in numbers the sample publishes (last year's).
    ...publishedYearSummaries.slice(0, 1).map((year) => `/year-in-numbers/${year}`),
    // The sample youth camp's registration form, and a registrant's own page (issue 43).
    ...(camp ? [`/events/${camp.id}/register`, await registrantPage(site, camp.id)] : []),
  ];
}

/** The page of a registration the bench makes for the camp, paying by the paybill as a visitor may. */
async function registrantPage(site, eventId) {
  const { event } = await askSite(
    site,
    `{ event(id: "${eventId}") { registrationSetup { questions { id required choices } } } }`,
  );
  const answers = event.registrationSetup.questions
    .filter((question) => question.required)
    .map((question) => ({ questionId: question.id, answer: question.choices[0] ?? "Yes" }));
  const response = await fetch(`${site.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `mutation ($input: RegisterInput!) { register(input: $input, payBy: PAYBILL) { token } }`,
      variables: { input: { eventId, name: "Grace Bench", phone: "0712 345 678", role: "YOUTH", answers } },
    }),
  });
  const { data, errors } = await response.json();
  if (!data) throw new Error(`The bench could not register for the camp: ${JSON.stringify(errors)}`);
  return `/registrations/${data.register.token}`;
}

/** The budget pages' addresses: the home page, an article, the parish finder and the appeal's give page. */
async function budgetPages(site) {
  const graphql = (query) => askSite(site, query);
  const { newsArticles } = await graphql(`
    {
      newsArticles(page: 1, pageSize: 1) {
        items {
          slug
        }
      }
    }
  `);
  const { featuredProject } = await graphql(`
    {
      featuredProject {
        slug
      }
    }
  `);
  return ["/", `/blogs-and-news/${newsArticles.items[0].slug}`, "/parishes", `/give/${featuredProject.slug}`];
}

/**
 * Bytes a page costs the network in Chromium (Network.loadingFinished, compressed as sent, headers
 * included): a first visit, a first visit with Save-Data, and a repeat visit in the same profile.
 * The service worker is held off here: it fetches pages through the same HTTP cache (network
 * first, each page revalidated by its ETag), so a repeat visit costs the same with it, and what it
 * saves at install is not the page's own cost.
 */
export async function measureTransfer(site) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const kb = (bytes) => `${format(bytes / 1024, 1)} KB`;
  const verdict = (bytes, budget) => `${kb(bytes)} ${bytes <= budget ? "within" : "OVER"} ${kb(budget)}`;
  try {
    console.log(`\nBytes transferred in Debian's Chromium (phone viewport; budgets of issue #22)`);
    for (const pathname of await budgetPages(site)) {
      const visit = async (context) => {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        let bytes = 0;
        cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
        await page.goto(`${site.url}${pathname}`, { waitUntil: "networkidle" });
        await page.close();
        return bytes;
      };
      const phone = {
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        serviceWorkers: "block",
      };
      const ordinary = await browser.newContext(phone);
      const first = await visit(ordinary);
      const repeat = await visit(ordinary);
      await ordinary.close();
      const savingData = await browser.newContext({ ...phone, extraHTTPHeaders: { "save-data": "on" } });
      const saveData = await visit(savingData);
      await savingData.close();
      console.log(
        `${pathname.slice(0, 40).padEnd(42)} first ${verdict(first, TRANSFER_BUDGETS.first)}; Save-Data ${verdict(saveData, TRANSFER_BUDGETS.saveData)}; repeat ${verdict(repeat, TRANSFER_BUDGETS.repeat)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

/** Lighthouse 12's mobile audit of a page, in Debian's Chromium (version 13 needs Node 22). */
async function lighthouse(site, pathname) {
  const { execFile } = await import("node:child_process");
  const { promisify } = await import("node:util");
  const { stdout } = await promisify(execFile)(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      `${site.url}${pathname}`,
      "--output=json",
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=--headless ${CHROMIUM_ARGS.join(" ")}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
      maxBuffer: 64 * 2 ** 20,
    },
  );
  const { categories } = JSON.parse(stdout);
  return Object.fromEntries(
    Object.values(categories).map((category) => [category.title, Math.round(category.score * 100)]),
  );
}

/** Lighthouse now and then fails to record its trace (NO_NAVSTART): such a run is tried again. */
async function lighthouseRun(site, pathname, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(site, pathname);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`(Lighthouse could not record ${pathname}: trying again)`);
    }
  }
}

/** Scores move by a few points from run to run on a shared machine: the median of three is shown. */
const LIGHTHOUSE_RUNS = 3;

export async function measureLighthouse(site) {
  console.log(
    `\nLighthouse 12, mobile (simulated slow 4G and a mid-range phone), median of ${LIGHTHOUSE_RUNS} runs`,
  );
  // The parish finder, a parish's page and the calendar are the pages visitors look for first
  // (issue #17); issue #22 asks 100 in every category of the home page, an article, the parish
  // finder and the give page.
  const budgeted = await budgetPages(site);
  const likeHome = await pagesAsGoodAsHome(site);
  // BENCH_LIGHTHOUSE_MATCHING=register,registrations audits only the pages whose address holds one
  // of these, and the home page.
  const matching = process.env.BENCH_LIGHTHOUSE_MATCHING?.split(",");
  const all = [
    ...new Set([
      ...budgeted,
      ...likeHome,
      "/blogs-and-news",
      "/parishes/cathedral-parish-kakamega",
      "/events",
      // The clergy directory and a person's page (issue #42).
      "/clergy",
      "/clergy/joseph-amukoya",
    ]),
  ];
  // The home page always: the others are held to its scores.
  const pages = matching
    ? all.filter((pathname) => pathname === "/" || matching.some((part) => pathname.includes(part)))
    : all;
  let homeScores = null;
  for (const pathname of pages) {
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseRun(site, pathname));
    const median = (name) =>
      runs.map((scores) => scores[name]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    const scores = Object.keys(runs[0]).map((name) => [name, median(name)]);
    if (pathname === "/") homeScores = Object.fromEntries(scores);
    const verdict = (met) => (met ? "met" : "NOT met");
    const budget = budgeted.includes(pathname)
      ? ` (budget 100: ${verdict(scores.every(([, score]) => score === 100))})`
      : likeHome.includes(pathname)
        ? ` (at least the home page's: ${verdict(scores.every(([name, score]) => score >= homeScores[name]))})`
        : "";
    console.log(
      `${pathname.slice(0, 40).padEnd(42)} ${scores.map(([name, score]) => `${name} ${score}`).join(", ")}${budget}`,
    );
  }
}
