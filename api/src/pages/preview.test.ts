import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../authorization.js";
import { createStaffMember } from "../../test/factories.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { builtWebDist } from "../../test/web-build.js";
import { SESSION_COOKIE } from "../context.js";
import { seedSampleContent } from "../sample-content/sample-content.js";

let server: TestApp;
let editorCookie: string;
let treasurerCookie: string;
const WEB_DIST = builtWebDist();

async function cookieOf(role: "editor" | "treasurer"): Promise<string> {
  const user = await createStaffMember(server, { role });
  const { token } = await server.services.sessions.start(user.id);
  return `${SESSION_COOKIE}=${token}`;
}

beforeAll(async () => {
  // The real web build (`npm test` builds it first): the preview is drawn by the same call as the page.
  server = await startTestApp({ webDistDir: WEB_DIST });
  await seedSampleContent(server.services);
  editorCookie = await cookieOf("editor");
  treasurerCookie = await cookieOf("treasurer");
});
afterAll(() => server.close());

async function get(pathname: string, cookie?: string) {
  const response = await fetch(`${server.url}${pathname}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const BANNER = "Preview — not public yet";
const IN_A_DAY = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

/** Every type as it is drawn: its draft, where its preview is, and where its public page is. */
async function drafts() {
  const article = await server.services.news.create(SYSTEM_ACTOR, {
    title: "Draft: Synod resolutions",
    body: "<p>The synod resolved to plant forty churches.</p>",
    status: "draft",
  });
  const department = await server.services.departments.create(SYSTEM_ACTOR, {
    slug: "prison-ministry",
    name: "Prison Ministry",
    body: "<p>Chaplains visit Kakamega Main Prison every week.</p>",
    status: "scheduled",
    publishAt: IN_A_DAY(),
  });
  const about = (await server.services.informationPages.findBySlug("about-us"))!;
  const page = await server.services.informationPages.update(SYSTEM_ACTOR, about.id, {
    slug: "about-us",
    title: "About Us",
    body: "<p>A rewritten history of the diocese, not yet approved.</p>",
    status: "draft",
  });
  const message = await server.services.bishopMessages.create(SYSTEM_ACTOR, {
    bishopName: "The Rt. Rev. Placeholder",
    heading: "A Lenten call to prayer",
    message: "Let us pray for rain.",
    status: "draft",
  });
  const sermon = await server.services.sermons.create(SYSTEM_ACTOR, {
    title: "Draft: the parable of the talents",
    preacher: "Canon Peter Otieno",
    preachedOn: "2026-11-29",
    passages: "Matthew 25:14-30",
    notes: "<p>To each according to his ability.</p>",
    status: "draft",
  });
  return [
    {
      kind: "news",
      preview: `/preview/news/${article.id}`,
      page: `/blogs-and-news/${article.slug}`,
      text: "forty churches",
    },
    {
      kind: "departments",
      preview: `/preview/departments/${department.id}`,
      page: "/departments/prison-ministry",
      text: "Kakamega Main Prison",
    },
    { kind: "pages", preview: `/preview/pages/${page.id}`, page: "/about-us", text: "not yet approved" },
    {
      kind: "bishop-messages",
      preview: `/preview/bishop-messages/${message.id}`,
      page: "/",
      text: "A Lenten call to prayer",
    },
    {
      kind: "sermons",
      preview: `/preview/sermons/${sermon.id}`,
      page: `/sermons/${sermon.slug}`,
      text: "according to his ability",
    },
  ];
}

describe("previews of what is not published yet", () => {
  it("show staff each type in its public page's layout, under a banner, never kept or indexed", async () => {
    for (const item of await drafts()) {
      // The public page, asked first (and so kept in the response cache), does not show it.
      const before = await get(item.page);
      expect(before.html, item.kind).not.toContain(item.text);

      const preview = await get(item.preview, editorCookie);
      expect(preview.status, item.kind).toBe(200);
      expect(preview.html, item.kind).toContain(item.text);
      expect(preview.html).toContain(BANNER);
      // The public frame: the site's header and footer, drawn on the server.
      expect(preview.html).toMatch(/<header[\s>]/);
      expect(preview.html).toMatch(/<footer[\s>]/);
      expect(preview.headers.get("cache-control")).toBe("no-store");
      expect(preview.headers.get("x-robots-tag")).toBe("noindex");
      expect(preview.headers.get("etag")).toBeNull();
      expect(preview.html).toContain('<meta name="robots" content="noindex" />');
      expect(preview.html).not.toContain('rel="canonical"');

      // Nothing of it reached the public page or its cache.
      const after = await get(item.page);
      expect(after.html, item.kind).not.toContain(item.text);
      expect(after.html).not.toContain(BANNER);
    }
  });

  it("gives a visitor, a treasurer and a lapsed session the 404 page, and says no-store and noindex", async () => {
    const article = await server.services.news.create(SYSTEM_ACTOR, {
      title: "Draft: the diocesan budget",
      body: "<p>Forty million shillings for schools.</p>",
      status: "draft",
    });
    for (const cookie of [undefined, treasurerCookie, `${SESSION_COOKIE}=not-a-session`]) {
      const answer = await get(`/preview/news/${article.id}`, cookie);
      expect(answer.status).toBe(404);
      expect(answer.html).not.toContain("Forty million shillings");
      expect(answer.html).not.toContain(BANNER);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    }
  });

  it("answers 404 for an address that names no item, to staff too", async () => {
    for (const pathname of ["/preview/news/999999", "/preview/news/abc", "/preview/parishes/1"]) {
      expect((await get(pathname, editorCookie)).status, pathname).toBe(404);
    }
  });

  it("tells search engines to leave the previews alone", async () => {
    expect((await get("/robots.txt")).html).toContain("Disallow: /preview/");
  });
});
