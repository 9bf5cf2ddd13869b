import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArchdeaconry, createNewsArticle, createSermon } from "../../test/factories.js";
import { detailedPhoto } from "../../test/images.js";
import { wholeSitemap } from "../../test/sitemap.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { builtWebDist } from "../../test/web-build.js";
import { SYSTEM_ACTOR } from "../authorization.js";
import { ProjectStatus } from "../modules/project/project.entity.js";
import { seedSampleContent } from "../sample-content/sample-content.js";

let server: TestApp;
let webDir: string;
let webServerBuild: Crossings;
const PUBLIC_URL = "https://www.diocese.example";
const WEB_DIR = path.dirname(builtWebDist());
const NEWS_PAGE_SIZE = 12;
const NO_SUCH_PAGES = [
  "/no-such-page",
  "/blogs-and-news/no-such-story",
  "/departments/astronomy",
  "/archdeaconry/99999",
  "/archdeaconry/abc",
];

/** How many times the API called into the web app's server build, by what it asked. */
interface Crossings {
  pages(): number;
  drawings(): number;
  notFoundPages(): number;
}

// The web app's real server build (`npm test` builds it first), wrapped to count the calls the
// API makes into it and the pages drawn. About Us is refused a query, and the history page and
// the news are answered as the build answers a page it could not draw, so that what is sent for
// the app to draw them can be tested.
const WEB_SERVER_MODULE = (realBuild: string) => `
import real from ${JSON.stringify(realBuild)};
let pages = 0;
let drawings = 0;
let notFoundPages = 0;
export const crossings = {
  pages: () => pages,
  drawings: () => drawings,
  notFoundPages: () => notFoundPages,
};
const LEFT_TO_THE_APP = ["/diocese-history", "/blogs-and-news"];
export default {
  async answerPage(request, site) {
    pages += 1;
    const { pathname } = new URL(request.address, "http://localhost");
    const refusing = {
      ...site,
      runQuery: (query) => (query.operationName === "AboutUsPage" ? Promise.resolve(null) : site.runQuery(query)),
    };
    const answer = await real.answerPage(
      LEFT_TO_THE_APP.includes(pathname) ? { ...request, draw: false } : request,
      refusing,
    );
    if (answer.drawn) drawings += 1;
    return answer;
  },
  async answerNotFound(site, language) {
    notFoundPages += 1;
    return real.answerNotFound(site, language);
  },
};
`;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), "diocese-web-"));
  const webDistDir = path.join(webDir, "dist");
  await mkdir(webDistDir, { recursive: true });
  await mkdir(path.join(webDir, "dist-server"));
  const realBuild = pathToFileURL(path.join(WEB_DIR, "dist-server", "server.js")).href;
  await writeFile(path.join(webDir, "dist-server", "server.js"), WEB_SERVER_MODULE(realBuild));
  for (const file of ["index.html", "public-page.html", "share-image.jpg"]) {
    await copyFile(path.join(WEB_DIR, "dist", file), path.join(webDistDir, file));
  }
  await cp(path.join(WEB_DIR, "dist", "assets"), path.join(webDistDir, "assets"), { recursive: true });
  server = await startTestApp({ webDistDir, env: { PUBLIC_URL } });
  // The module the app loaded: the same file is the same module instance.
  webServerBuild = (
    (await import(pathToFileURL(path.join(webDir, "dist-server", "server.js")).href)) as {
      crossings: Crossings;
    }
  ).crossings;
  await seedSampleContent(server.services);
  // Enough news for a second page.
  for (let story = 1; story <= NEWS_PAGE_SIZE; story++) await createNewsArticle(server.services);
});
afterAll(async () => {
  await server.close();
  await rm(webDir, { recursive: true, force: true });
});

/** The script a template loads: the app's, or the public pages' behaviours'. */
const scriptOf = async (template: string) =>
  /<script type="module" crossorigin src="([^"]+)"/.exec(
    await readFile(path.join(WEB_DIR, "dist", template), "utf8"),
  )![1]!;

async function page(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, html: await response.text() };
}
const root = (html: string) => /<div id="root">(.*)<\/div>/s.exec(html)?.[1];
const routeData = (html: string) => {
  const json = /<script type="application\/json" id="route-data">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined
    ? undefined
    : (JSON.parse(json) as { operationName: string; variables: object; data: unknown }[]);
};
const meta = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)" />`).exec(html)?.[1];

describe("pages in the HTML the server sends", () => {
  it("carry an article's own title, description and picture for WhatsApp and Facebook", async () => {
    const article = (await server.services.news.pageSummaries({ pageSize: 50 })).items.find(
      (item) => item.imageUrl,
    )!;
    const { status, html } = await page(`/blogs-and-news/${article.slug}`);
    expect(status).toBe(200);
    const settings = await server.services.siteSettings.get();
    expect(html).toContain(`<title>${settings.shortName} | ${article.title.replace(/'/g, "&#39;")}</title>`);
    expect(html).not.toContain('content="static"');
    expect(meta(html, "property", "og:type")).toBe("article");
    expect(meta(html, "property", "og:description")).toBe(article.preview.replace(/'/g, "&#39;"));
    const share = server.services.media.describeImage(article.imageUrl)!.share;
    expect(meta(html, "property", "og:image")).toBe(`${PUBLIC_URL}${share.url}`);
    expect(meta(html, "property", "og:image:alt")).toBe(article.title.replace(/'/g, "&#39;"));
    expect(meta(html, "property", "og:url")).toBe(`${PUBLIC_URL}/blogs-and-news/${article.slug}`);
    expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blogs-and-news/${article.slug}" />`);
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(html).toContain('<link rel="alternate" type="text/calendar"');
  });

  it("give the home page's share preview the diocese's name and the site's picture", async () => {
    const settings = await server.services.siteSettings.get();
    const { html } = await page("/");
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${settings.shortName} | Home`);
    expect(meta(html, "property", "og:title")).toBe(settings.fullName);
    expect(meta(html, "name", "twitter:title")).toBe(settings.fullName);
    expect(meta(html, "property", "og:image")).toBe(`${PUBLIC_URL}/share-image.jpg`);
    expect(meta(html, "property", "og:image:width")).toBe("1200");
    expect(meta(html, "property", "og:image:height")).toBe("630");
    expect(meta(html, "property", "og:image:alt")).toBe(settings.shortName);
    expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
  });

  it("give every page without a picture of its own the site's picture", async () => {
    const article = await createNewsArticle(server.services, { title: "Choir festival without a photo" });
    const [archdeaconry] = await server.services.archdeaconries.list();
    for (const pathname of [
      "/about-us",
      "/blogs-and-news",
      "/career-oppotunities",
      `/archdeaconry/${archdeaconry!.id}`,
      `/blogs-and-news/${article.slug}`,
    ]) {
      const { html } = await page(pathname);
      expect({ pathname, image: meta(html, "property", "og:image") }).toEqual({
        pathname,
        image: `${PUBLIC_URL}/share-image.jpg`,
      });
      expect(meta(html, "property", "og:image:width")).toBe("1200");
    }
  });

  // Three photographs of six megapixels made into every width, and each share preview stepped down
  // in quality until it fits: 7 s on an idle machine, past 30 s on PostgreSQL beside the journeys.
  it(
    "give an article, a parish, a department and an appeal a share preview WhatsApp shows: a JPEG under 300 KB, of the size and with the words its tags say",
    { timeout: 120_000 },
    async () => {
      // A large photograph full of detail, whose own largest JPEG is far over WhatsApp's 300 KB.
      const photo = { buffer: await detailedPhoto(3000, 2000) };
      const article = await server.services.news.create(
        SYSTEM_ACTOR,
        { title: "Ordination of deacons at the cathedral", body: "<p>Twelve deacons were ordained.</p>" },
        photo,
      );
      const parish = await server.services.parishes.create(
        SYSTEM_ACTOR,
        { name: "St Barnabas Shibuye", archdeaconryId: (await createArchdeaconry(server.services)).id },
        photo,
      );
      const project = await server.services.projects.create(
        SYSTEM_ACTOR,
        {
          title: "Shibuye dispensary",
          summary: "A dispensary for the parishes of Shibuye.",
          body: "<p>Walls and a roof.</p>",
          targetAmountKes: 2_000_000,
          status: ProjectStatus.ONGOING,
          featured: false,
        },
        photo,
      );
      const [department] = await server.services.departments.list();
      expect(department?.imageUrl).toBeTruthy();
      for (const [pathname, alt] of [
        [`/blogs-and-news/${article.slug}`, article.title],
        [`/parishes/${parish.slug}`, parish.name],
        [`/departments/${department!.slug}`, department!.name],
        [`/give/${project.slug}`, project.title],
        [`/sw/give/${project.slug}`, project.title],
      ]) {
        const { html } = await page(pathname!);
        const image = meta(html, "property", "og:image")!;
        expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/images/[0-9a-f]{24}-share\\.jpg$`));
        expect(meta(html, "property", "og:image:alt")).toBe(alt!.replace(/'/g, "&#39;"));
        const response = await fetch(image.replace(PUBLIC_URL, server.url));
        expect(response.headers.get("content-type")).toBe("image/jpeg");
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.length).toBeLessThan(300_000);
        const { format, width, height } = await sharp(bytes).metadata();
        expect({ pathname, format, width: String(width), height: String(height) }).toEqual({
          pathname,
          format: "jpeg",
          width: meta(html, "property", "og:image:width"),
          height: meta(html, "property", "og:image:height"),
        });
        expect(width).toBeLessThanOrEqual(1200);
      }
      // The photograph itself: 1200 pixels wide, in its own shape.
      const { html } = await page(`/blogs-and-news/${article.slug}`);
      expect([meta(html, "property", "og:image:width"), meta(html, "property", "og:image:height")]).toEqual([
        "1200",
        "800",
      ]);
    },
  );

  it("serve the site's card as a 1200 x 630 JPEG under 300 KB, the size share previews want", async () => {
    const response = await fetch(`${server.url}/share-image.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(300_000);
    const { format, width, height } = await sharp(bytes).metadata();
    expect({ format, width, height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
  });

  it("send an old link that carries an article's title on to the article's address", async () => {
    const [article] = (await server.services.news.pageSummaries({ pageSize: 50 })).items;
    const { status, headers } = await page(`/blogs-and-news/${encodeURIComponent(article!.title)}`);
    expect(status).toBe(301);
    expect(headers.get("location")).toBe(`/blogs-and-news/${article!.slug}`);
  });

  it("carry the main pages', departments' and archdeaconries' own titles", async () => {
    const settings = await server.services.siteSettings.get();
    const titleOf = async (pathname: string) =>
      /<title>([^<]*)<\/title>/.exec((await page(pathname)).html)![1];
    expect(await titleOf("/")).toBe(`${settings.shortName} | Home`);
    expect(await titleOf("/about-us")).toBe(`${settings.shortName} | About Us`);
    expect(await titleOf("/diocese-history")).toBe(`${settings.shortName} | History`);
    expect(await titleOf("/governance-system")).toBe(`${settings.shortName} | Governance System`);
    expect(await titleOf("/projects")).toBe(`${settings.shortName} | Projects`);
    expect(await titleOf("/departments/education")).toBe(`${settings.shortName} | Education`);
    const [archdeaconry] = await server.services.archdeaconries.list();
    expect(await titleOf(`/archdeaconry/${archdeaconry!.id}`)).toBe(
      `${settings.shortName} | ${archdeaconry!.name}`,
    );
    expect(meta((await page("/departments/education")).html, "name", "description")).toMatch(
      /52 primary schools/,
    );
  });

  it("answer 404 for a path no page answers, and for an unknown article, department or archdeaconry", async () => {
    const { shortName } = await server.services.siteSettings.get();
    for (const pathname of NO_SUCH_PAGES) {
      const { status, html, headers } = await page(pathname);
      expect({ pathname, status }).toEqual({ pathname, status: 404 });
      expect(headers.get("content-type")).toMatch(/^text\/html/);
      // The 404 page drawn in the site's frame, with its behaviours' script, not the app.
      expect(root(html)).toContain("Oops!");
      expect(root(html)).toContain(shortName);
      expect(html).toMatch(/<style data-emotion="css [^"]*">[^<]*<\/style>\s*<\/head>/);
      expect(html).toContain(await scriptOf("public-page.html"));
      expect(html).not.toContain(await scriptOf("index.html"));
      expect(html).toContain(`<title>${shortName} | Page not found</title>`);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  it("answer 404 for a draft's or a scheduled article's page, and leave it out of the news", async () => {
    const draft = await createNewsArticle(server.services, {
      title: "Unpublished draft of the synod report",
      status: "draft",
    });
    const scheduled = await createNewsArticle(server.services, {
      title: "Scheduled Christmas message",
      status: "scheduled",
      publishAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    for (const article of [draft, scheduled]) {
      expect((await page(`/blogs-and-news/${article.slug}`)).status).toBe(404);
    }
    const { html } = await page("/blogs-and-news");
    expect(html).not.toContain("Unpublished draft of the synod report");
    expect(html).not.toContain("Scheduled Christmas message");
    expect(root((await page("/")).html)).not.toContain("Scheduled Christmas message");
  });

  it("answer 404 for a draft's or a scheduled sermon's page, and leave it out of the sermons and their filters", async () => {
    const published = await createSermon(server.services, { title: "Published sermon on the sower" });
    const draft = await createSermon(server.services, {
      title: "Unpublished sermon on the prodigal son",
      preacher: "Canon Not Yet Public",
      status: "draft",
    });
    const scheduled = await createSermon(server.services, {
      title: "Scheduled sermon for Christmas Day",
      series: "Christmas not yet public",
      status: "scheduled",
      publishAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    for (const sermon of [draft, scheduled]) {
      expect((await page(`/sermons/${sermon.slug}`)).status).toBe(404);
    }
    const { html } = await page("/sermons");
    expect(html).toContain(published.title);
    for (const text of [draft.title, scheduled.title, draft.preacher, scheduled.series!]) {
      expect(html).not.toContain(text);
    }
  });

  it("make the 404 page once for any number of addresses where there is no page", async () => {
    await page("/no-such-page");
    const made = webServerBuild.notFoundPages();
    for (let visit = 0; visit < 20; visit++) {
      expect((await page(`/no-such-page-${visit}?utm_source=${visit}`)).status).toBe(404);
      expect((await page(`/blogs-and-news/no-such-story-${visit}`)).status).toBe(404);
    }
    expect(webServerBuild.notFoundPages()).toBe(made);
  });

  it("redirect the correctly spelt careers address to the old one", async () => {
    const { status, headers } = await page("/career-opportunities");
    expect(status).toBe(301);
    expect(headers.get("location")).toBe("/career-oppotunities");
    expect((await page("/career-oppotunities")).status).toBe(200);
  });

  it("keep search engines away from the sign-in pages, the dashboard and the newsletter's confirm and unsubscribe pages", async () => {
    for (const pathname of [
      "/authentication/login",
      "/administrator/welcome",
      "/admin/news",
      "/newsletter/confirm",
      "/newsletter/unsubscribe",
    ]) {
      const { status, html } = await page(pathname);
      expect(status).toBe(200);
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("escape what staff write, so a title cannot add markup to the page", async () => {
    const article = await createNewsArticle(server.services, {
      title: `Choir "tour" <script>alert(1)</script>`,
    });
    const { html } = await page(`/blogs-and-news/${article.slug}`);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(meta(html, "property", "og:title")).toBe(
      "Choir &#34;tour&#34; &#60;script&#62;alert(1)&#60;/script&#62;",
    );
  });
});

describe("the answers to a page's first queries, inside the page", () => {
  it("come with a page the app draws, as the API answers them", async () => {
    const settings = await server.services.siteSettings.get();
    const article = await createNewsArticle(server.services, { title: "Ordination at the cathedral" });
    const answers = routeData((await page("/blogs-and-news")).html)!;
    expect(answers.map((answer) => answer.operationName)).toEqual([
      "SiteSettings",
      "SiteNavigation",
      "NewsList",
    ]);
    expect(answers[0]).toMatchObject({
      variables: {},
      data: { siteSettings: { shortName: settings.shortName, __typename: "SiteSettings" } },
    });
    expect(answers[2]).toMatchObject({
      variables: { page: 1, pageSize: NEWS_PAGE_SIZE },
      data: {
        newsArticles: {
          page: 1,
          items: expect.arrayContaining([
            expect.objectContaining({ title: article.title, slug: article.slug, __typename: "NewsArticle" }),
          ]),
          __typename: "NewsArticlePage",
        },
      },
    });
  });

  it("follow the query string: the second page of the news has the second page's answers", async () => {
    const second = routeData((await page("/blogs-and-news?page=2")).html)!;
    expect(second.find((answer) => answer.operationName === "NewsList")).toMatchObject({
      variables: { page: 2 },
      data: { newsArticles: { page: 2 } },
    });
    const first = routeData((await page("/blogs-and-news")).html)!;
    expect(first.find((answer) => answer.operationName === "NewsList")).toMatchObject({
      variables: { page: 1 },
    });
  });

  it("leave out a query the API refuses, for the app to ask again itself", async () => {
    const answers = routeData((await page("/about-us")).html)!;
    expect(answers.map((answer) => answer.operationName)).toEqual(["SiteSettings", "SiteNavigation"]);
  });

  it("are not sent with a page that does not exist", async () => {
    const { status, html } = await page("/no-such-page");
    expect(status).toBe(404);
    expect(routeData(html)).toBeUndefined();
  });

  it("cannot end their script early or add markup, whatever staff write", async () => {
    const title = `Choir </script><script>alert(1)</script> $' $& <!-- tour`;
    await createNewsArticle(server.services, { title });
    const { html } = await page("/blogs-and-news");
    expect(html).not.toContain("<script>alert(1)</script>");
    // The app's own script and the answers' script.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const answer = routeData(html)!.find((entry) => entry.operationName === "NewsList");
    expect(answer?.data).toMatchObject({
      newsArticles: { items: expect.arrayContaining([expect.objectContaining({ title })]) },
    });
    expect(html).toMatch(/<\/body>\s*<\/html>\s*$/);
  });
});

describe("a page made across the seam", () => {
  it("is made in one call into the web app's server build, then served from the cache", async () => {
    const article = await createNewsArticle(server.services, { title: "Mothers' Union rally at Butere" });
    const before = webServerBuild.pages();
    const first = await page(`/blogs-and-news/${article.slug}`);
    expect(first.status).toBe(200);
    expect(root(first.html)).toContain("Mothers&#x27; Union rally at Butere");
    expect(webServerBuild.pages() - before).toBe(1);
    // Made for this request: a miss, though it filled the cache.
    expect(first.headers.get("x-cache")).toBe("miss");
    const again = await page(`/blogs-and-news/${article.slug}`);
    expect(again.html).toBe(first.html);
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(webServerBuild.pages() - before).toBe(1);
  });
});

describe("pages kept ready-made", () => {
  it("are made once for addresses that differ only in parameters the page does not read", async () => {
    await page("/?utm_source=newsletter");
    const made = webServerBuild.pages();
    for (let visit = 0; visit < 20; visit++) {
      const { status } = await page(`/?utm_source=${visit}&fbclid=${visit * 7}`);
      expect(status).toBe(200);
    }
    expect((await page("/")).status).toBe(200);
    expect(webServerBuild.pages()).toBe(made);
  });

  it("still follow the parameters a page reads: ?page=2 of the news is page 2, with or without others", async () => {
    const newsPage = async (address: string) =>
      routeData((await page(address)).html)!.find((answer) => answer.operationName === "NewsList");
    await newsPage("/blogs-and-news?page=2");
    const made = webServerBuild.pages();
    expect(await newsPage("/blogs-and-news?page=2&fbclid=x")).toMatchObject({ variables: { page: 2 } });
    expect(await newsPage("/blogs-and-news?utm_source=y&page=2")).toMatchObject({ variables: { page: 2 } });
    expect(webServerBuild.pages()).toBe(made);
    expect(await newsPage("/blogs-and-news?fbclid=x")).toMatchObject({ variables: { page: 1 } });
  });
});

describe("pages asked for again (issue #18)", () => {
  const again = (pathname: string, etag: string) =>
    fetch(`${server.url}${pathname}`, { headers: { "if-none-match": etag } });

  it("are confirmed unchanged with 304, from their first sending on, until what they show changes", async () => {
    const first = await page("/blogs-and-news");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const repeat = await again("/blogs-and-news", etag);
    expect(repeat.status).toBe(304);
    expect(await repeat.text()).toBe("");

    // The tag is the page's bytes: a write the page does not show leaves it as it was.
    const parishes = (await page("/parishes")).headers.get("etag")!;
    await createNewsArticle(server.services, { title: "A story after the first visit" });
    expect((await again("/parishes", parishes)).status).toBe(304);
    const changed = await again("/blogs-and-news", etag);
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("A story after the first visit");
  });

  it("never confirm the not-found page as if it were the page asked for", async () => {
    const missing = await page("/no-such-page");
    expect(missing.status).toBe(404);
    const repeat = await again("/no-such-page", missing.headers.get("etag")!);
    expect(repeat.status).toBe(404);
    expect(await repeat.text()).toContain("<html");
  });
});

describe("a public page drawn on the server", () => {
  it("comes drawn from its answers, with its styles in the head and the parts' behaviours, not the app", async () => {
    const article = await createNewsArticle(server.services, { title: "Confirmation <service> at Mumias" });
    const { status, html } = await page(`/blogs-and-news/${article.slug}`);
    expect(status).toBe(200);
    expect(root(html)).toMatch(/<h1[^>]*>Confirmation &lt;service&gt; at Mumias<\/h1>/);
    expect(root(html)).toContain(encodeURIComponent(`${PUBLIC_URL}/blogs-and-news/${article.slug}`));
    expect(html).toMatch(/<style data-emotion="css [^"]*">[^<]*<\/style>\s*<\/head>/);
    expect(html).toContain(await scriptOf("public-page.html"));
    expect(html).not.toContain(await scriptOf("index.html"));
    // Nothing in the browser reads answers the page already shows.
    expect(html).not.toContain('id="route-data"');
  });

  it("still comes when the server cannot draw it, empty, with the app to draw it from its answers", async () => {
    const { status, html } = await page("/diocese-history");
    expect(status).toBe(200);
    expect(root(html)).toBe("");
    expect(html).toContain(await scriptOf("index.html"));
    expect(html).toContain('<script type="application/json" id="route-data">');
    expect(html).not.toContain("data-emotion");
  });

  it("is not drawn for the pages the browser draws, such as signing in", async () => {
    const { status, html } = await page("/authentication/login");
    expect(status).toBe(200);
    expect(root(html)).toBe("");
  });
});

describe("every spelling of an address", () => {
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
  const lastNewsPage = async () => Math.ceil((await server.services.news.count()) / NEWS_PAGE_SIZE);

  it("is sent on (301) to the page's one address, the parameters no page reads kept, drawing nothing", async () => {
    const [article] = (await server.services.news.pageSummaries({ pageSize: 50 })).items;
    const [archdeaconry] = await server.services.archdeaconries.list();
    const spellings: [string, string][] = [
      ["/blogs-and-news/", "/blogs-and-news"],
      ["/blogs-and-news////", "/blogs-and-news"],
      ["//blogs-and-news", "/blogs-and-news"],
      ["/about-us/?utm_source=whatsapp", "/about-us?utm_source=whatsapp"],
      ["//", "/"],
      [
        `/blogs-and-news/%${article!.slug.charCodeAt(0).toString(16)}${article!.slug.slice(1)}`,
        `/blogs-and-news/${article!.slug}`,
      ],
      [`/archdeaconry/000${archdeaconry!.id}`, `/archdeaconry/${archdeaconry!.id}`],
      [`/archdeaconry/000${archdeaconry!.id}/`, `/archdeaconry/${archdeaconry!.id}`],
      ["/blogs-and-news?page=1", "/blogs-and-news"],
      ["/blogs-and-news?page=1&fbclid=x", "/blogs-and-news?fbclid=x"],
      ["/blogs-and-news?page=02", "/blogs-and-news?page=2"],
      ["/blogs-and-news/?page=2", "/blogs-and-news?page=2"],
      ["/career-oppotunities?page=1", "/career-oppotunities"],
      ["/departments/education/", "/departments/education"],
      ["/admin/news/", "/admin/news"],
      ["/authentication/login/?next=%2Fadmin%2Fnews", "/authentication/login?next=%2Fadmin%2Fnews"],
      // The old site's addresses keep working, in one step whatever their spelling.
      ["/career-opportunities/", "/career-oppotunities"],
      [`/blogs-and-news/${encodeURIComponent(article!.title)}/`, `/blogs-and-news/${article!.slug}`],
    ];
    await page("/no-such-page");
    const drawn = webServerBuild.drawings();
    for (const [spelling, address] of spellings) {
      const { status, headers } = await page(spelling);
      expect({ spelling, status, location: headers.get("location") }).toEqual({
        spelling,
        status: 301,
        location: address,
      });
      expect(headers.get("x-cache")).toBeNull();
    }
    expect(webServerBuild.drawings()).toBe(drawn);
  });

  it("is never sent off this site", async () => {
    for (const spelling of [
      "//about-us",
      "//evil.example",
      "//evil.example/",
      "/\\evil.example/",
      "/%2F%2Fevil.example",
    ]) {
      const { status, headers } = await page(spelling);
      const location = headers.get("location");
      expect({ spelling, status }).toEqual({ spelling, status: location === null ? 404 : 301 });
      if (location) expect(new URL(location, server.url).origin).toBe(new URL(server.url).origin);
    }
    expect((await page("//about-us")).headers.get("location")).toBe("/about-us");
  });

  it("is answered 404 for a list's page beyond the last or a page number that is none, and an id no archdeaconry has", async () => {
    const [archdeaconry] = await server.services.archdeaconries.list();
    const last = await lastNewsPage();
    expect(last).toBeGreaterThan(1);
    expect((await page(`/blogs-and-news?page=${last}`)).status).toBe(200);
    await page("/no-such-page");
    const drawn = webServerBuild.drawings();
    const notFoundPagesMade = webServerBuild.notFoundPages();
    for (const address of [
      `/blogs-and-news?page=${last + 1}`,
      "/blogs-and-news?page=1000",
      "/blogs-and-news?page=1001&utm_source=x",
      "/blogs-and-news?page=99999999999999999999999",
      "/blogs-and-news?page=0",
      "/blogs-and-news?page=-1",
      "/blogs-and-news?page=two",
      "/blogs-and-news?page=1.5",
      "/blogs-and-news?page=",
      "/career-oppotunities?page=1000",
      "/archdeaconry/0",
      "/archdeaconry/000",
      "/archdeaconry/99999999999",
      `/archdeaconry/%20${archdeaconry!.id}`,
    ]) {
      const { status, html } = await page(address);
      expect({ address, status }).toEqual({ address, status: 404 });
      expect(root(html)).toContain("Oops!");
    }
    expect(webServerBuild.drawings()).toBe(drawn);
    expect(webServerBuild.notFoundPages()).toBe(notFoundPagesMade);
  });

  it("that is a page's own names it, and only it, as the canonical address and og:url", async () => {
    const [article] = (await server.services.news.pageSummaries({ pageSize: 50 })).items;
    const [archdeaconry] = await server.services.archdeaconries.list();
    for (const address of [
      "/",
      "/about-us",
      "/blogs-and-news",
      "/blogs-and-news?page=2",
      `/blogs-and-news/${article!.slug}`,
      "/departments/education",
      `/archdeaconry/${archdeaconry!.id}`,
      "/career-oppotunities",
      "/authentication/login",
    ]) {
      for (const spelling of [address, `${address}${address.includes("?") ? "&" : "?"}utm_source=x`]) {
        const { status, html } = await page(spelling);
        expect({
          spelling,
          status,
          canonical: canonical(html),
          url: meta(html, "property", "og:url"),
        }).toEqual({
          spelling,
          status: 200,
          canonical: `${PUBLIC_URL}${address}`,
          url: `${PUBLIC_URL}${address}`,
        });
      }
    }
  });

  it("of the dashboard is one answer, made once, that names no address as its own", async () => {
    const first = await page("/admin/news");
    expect(first.status).toBe(200);
    const made = webServerBuild.pages();
    for (const address of [
      "/administrator/welcome",
      "/admin/events?edit=3",
      "/admin/no-such-thing",
      "/administrator/x/y/z",
    ]) {
      const { status, headers, html } = await page(address);
      expect({ address, status, cache: headers.get("x-cache") }).toEqual({
        address,
        status: 200,
        cache: "hit",
      });
      expect(html).toBe(first.html);
    }
    expect(webServerBuild.pages()).toBe(made);
    expect(canonical(first.html)).toBeUndefined();
    expect(meta(first.html, "property", "og:url")).toBeUndefined();
  });
});

describe("the parish finder and a parish's page", () => {
  const parishNames = (html: string) =>
    [...root(html)!.matchAll(/<li data-place="true" data-name="([^"]*)"/g)].map((match) =>
      match[1]!.replace(/&#x27;/g, "'").replace(/&amp;/g, "&"),
    );
  const jsonLd = (html: string) => {
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
  };

  it("lists every parish without a search, 24 a page, and the parishes a search in the address finds", async () => {
    const all = await server.services.parishes.listAll();
    expect(all.length).toBeGreaterThan(24);
    const firstPage = await page("/parishes");
    expect(firstPage.status).toBe(200);
    expect(parishNames(firstPage.html)).toEqual(all.slice(0, 24).map((parish) => parish.name));
    const secondPage = await page("/parishes?page=2");
    expect(parishNames(secondPage.html)).toEqual(all.slice(24, 48).map((parish) => parish.name));
    expect((await page(`/parishes?page=${Math.ceil(all.length / 24) + 1}`)).status).toBe(404);
    const mbale = await page("/parishes?q=mbale");
    expect(parishNames(mbale.html)).toEqual(["St. Andrew's Mbale"]);
    // Sample town parishes hold their second Sunday service in Kiswahili, village parishes in Luhya.
    const sundayLuhya = parishNames((await page("/parishes?q=Jumapili+Luhya")).html);
    expect(sundayLuhya.length).toBeGreaterThan(5);
    expect(sundayLuhya).toContain("St. John's Lurambi");
    expect(sundayLuhya).not.toContain("Cathedral Parish, Kakamega");
  });

  it("makes one page of a search however a form spells it, naming the search as the canonical address", async () => {
    const { html } = await page("/parishes?language=KISWAHILI&q=+mbale+&day=&utm_source=x");
    const made = webServerBuild.pages();
    for (const spelling of [
      "/parishes?q=mbale&language=KISWAHILI",
      "/parishes?q=mbale&archdeaconry=&day=&language=KISWAHILI",
    ]) {
      const again = await page(spelling);
      expect({ spelling, status: again.status }).toEqual({ spelling, status: 200 });
      expect(parishNames(again.html)).toEqual(["St. Andrew's Mbale"]);
    }
    expect(webServerBuild.pages()).toBe(made);
    // "&" as an attribute spells it.
    expect(/<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1]).toBe(
      `${PUBLIC_URL}/parishes?q=mbale&#38;language=KISWAHILI`,
    );
  });

  it("gives a parish its page, with schema.org Church data for search engines", async () => {
    const parish = (await server.services.parishes.findBySlug("st-andrews-mbale"))!;
    const { status, html } = await page("/parishes/st-andrews-mbale");
    expect(status).toBe(200);
    const settings = await server.services.siteSettings.get();
    expect(html).toContain(`<title>${settings.shortName} | St. Andrew&#39;s Mbale</title>`);
    expect(root(html)).toContain(
      `href="webcal://www.diocese.example/parishes/st-andrews-mbale/calendar.ics"`,
    );
    expect(root(html)).toContain(`value="${PUBLIC_URL}/parishes/st-andrews-mbale/calendar.ics"`);
    expect(jsonLd(html)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Church",
      name: parish.name,
      url: `${PUBLIC_URL}/parishes/st-andrews-mbale`,
      address: { "@type": "PostalAddress", addressLocality: "Mbale", addressCountry: "KE" },
      geo: { "@type": "GeoCoordinates", latitude: parish.latitude, longitude: parish.longitude },
      telephone: parish.phone,
    });
    const events = jsonLd(html)!.event as { name: string; eventSchedule: Record<string, string> }[];
    expect(events.map((event) => event.name)).toEqual([
      "Holy Communion (English)",
      "Morning Prayer (Kiswahili)",
      "Youth Service (English)",
      "Prayer Meeting (Kiswahili)",
    ]);
    expect(events[0]!.eventSchedule).toEqual({
      "@type": "Schedule",
      repeatFrequency: "P1W",
      byDay: "https://schema.org/Sunday",
      startTime: "07:30:00",
      scheduleTimezone: "Africa/Nairobi",
    });
  });

  it("sends a parish's address spelt otherwise on to its own, and answers 404 for a parish there is not", async () => {
    const moved = await page("/parishes/ST-ANDREWS-MBALE");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/parishes/st-andrews-mbale");
    expect((await page("/parishes/no-such-parish")).status).toBe(404);
  });

  it("are in the sitemap, each parish at its own address", async () => {
    const sitemap = await wholeSitemap(server.url);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/parishes</loc>`);
    for (const parish of await server.services.parishes.listAll()) {
      expect(sitemap).toContain(`<loc>${PUBLIC_URL}/parishes/${parish.slug}</loc>`);
    }
  });
});

describe("the boards and committees page and the Governance page", () => {
  const textOf = (html: string) =>
    root(html)!
      .replace(/<[^>]+>/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ");
  /** A committee's term as its section's heading says it ("September 2025 to August 2027"): made current. */
  const termOf = async (name: string, locale = "en-KE", to = "to") => {
    const committee = (await server.services.committees.list()).find((item) => item.name === name)!;
    const month = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
    const start = month.format(Date.UTC(committee.termStartYear, committee.termStartMonth - 1));
    return `${start} ${to} ${month.format(Date.UTC(committee.termEndYear, committee.termEndMonth - 1))}`;
  };
  const standing = "Diocesan Standing Committee";

  it("lists every committee with its term and members, in English and at /sw/", async () => {
    const english = await page("/boards-and-committees");
    expect(english.status).toBe(200);
    expect(meta(english.html, "property", "og:title")).toBe("Boards &#38; Committees");
    const text = textOf(english.html);
    expect(text).toContain(`${standing} ${await termOf(standing)}`);
    expect(text).toContain(`Board of Education ${await termOf("Board of Education")}`);
    expect(text).toContain("Mrs. Janet Atieno Oduor Treasurer St. Peter's Shirere");

    const kiswahili = await page("/sw/boards-and-committees");
    expect(kiswahili.status).toBe(200);
    const maneno = textOf(kiswahili.html);
    expect(maneno).toContain("Bodi na Kamati");
    expect(maneno).toContain(`Kamati ya Kudumu ya Dayosisi ${await termOf(standing, "sw-KE", "hadi")}`);
    expect(maneno).toContain("Mrs. Janet Atieno Oduor Mweka Hazina");
  });

  it("shows the Standing Committee's members on the Governance page, from the committees", async () => {
    const text = textOf((await page("/governance-system")).html);
    expect(text).toContain(`${standing} ${await termOf(standing)}`);
    expect(text).toContain("The Ven. Esther Mukabane Secretary Cathedral Parish, Kakamega");
    expect(text).not.toContain("Finance Committee");
  });

  it("is in the ABOUT menu and in the sitemap", async () => {
    expect(root((await page("/")).html)).toContain('href="/boards-and-committees"');
    expect(root((await page("/sw")).html)).toContain('href="/sw/boards-and-committees"');
    const sitemap = await wholeSitemap(server.url);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/boards-and-committees</loc>`);
  });
});
