import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { builtWebDist } from "../../test/web-build.js";
import { seedSampleContent } from "../sample-content/sample-content.js";

// The web app's real build (`npm test` builds it first): the pages, manifest and icons it ships.
const WEB_DIST = builtWebDist();
let server: TestApp;

beforeAll(async () => {
  server = await startTestApp({ webDistDir: WEB_DIST });
  await seedSampleContent(server.services);
});
afterAll(() => server.close());

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${pathname}`, { headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}
const SAVE_DATA = { "save-data": "on" };
const slidesIn = (html: string) => html.match(/\sdata-slide="/g)?.length ?? 0;
/** Every width a srcset of the page offers. */
const widthsIn = (html: string) =>
  [...html.matchAll(/srcSet="([^"]*)"/gi)].flatMap(([, srcSet]) =>
    srcSet!.split(", ").map((candidate) => Number(/(\d+)w$/.exec(candidate)![1])),
  );

describe("a visitor saving data (Save-Data: on)", () => {
  it("gets the home page with the carousel's first slide alone and narrow pictures, lighter", async () => {
    const ordinary = await page("/");
    const lighter = await page("/", SAVE_DATA);
    expect(lighter.status).toBe(200);
    expect(slidesIn(ordinary.html)).toBe(3);
    expect(slidesIn(lighter.html)).toBe(1);
    // No arrows or indicators where there is nothing to move to.
    expect(lighter.html).not.toContain("data-slide-step");
    expect(Math.max(...widthsIn(ordinary.html))).toBeGreaterThan(320);
    expect(Math.max(...widthsIn(lighter.html))).toBe(320);
    expect(lighter.html.length).toBeLessThan(ordinary.html.length);
  });

  it("gets an article's picture in narrow widths only", async () => {
    const article = (await server.services.news.pageSummaries({ pageSize: 50 })).items.find(
      (item) => item.imageUrl,
    )!;
    const ordinary = await page(`/blogs-and-news/${article.slug}`);
    const lighter = await page(`/blogs-and-news/${article.slug}`, SAVE_DATA);
    expect(Math.max(...widthsIn(ordinary.html))).toBeGreaterThan(320);
    expect(widthsIn(lighter.html).length).toBeGreaterThan(0);
    expect(Math.max(...widthsIn(lighter.html))).toBe(320);
  });

  it("is answered from its own entry of the response cache, which never serves the ordinary page", async () => {
    await page("/sw", SAVE_DATA);
    const lighterAgain = await page("/sw", { "save-data": "On" });
    expect(lighterAgain.headers.get("x-cache")).toBe("hit");
    expect(slidesIn(lighterAgain.html)).toBe(1);
    const ordinary = await page("/sw");
    expect(slidesIn(ordinary.html)).toBe(3);
    // A cache in front of the site keeps the two apart too.
    for (const answer of [lighterAgain, ordinary]) {
      expect(answer.headers.get("vary")?.toLowerCase()).toContain("save-data");
    }
  });

  it("gets the ordinary page when the header says anything but on", async () => {
    expect(slidesIn((await page("/", { "save-data": "off" })).html)).toBe(3);
  });
});

describe("the site on a phone's home screen", () => {
  it("is described by a web app manifest that every page links to", async () => {
    for (const pathname of ["/", "/sw/parishes", "/no-such-page", "/login"]) {
      expect((await page(pathname)).html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    }
    const response = await fetch(`${server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: "/", display: "standalone", theme_color: "#4a1942" });
    expect(manifest.name).toEqual(expect.any(String));
    expect(manifest.short_name).toEqual(expect.any(String));
  });

  it("has its icons, 192 and 512 pixels square and a maskable one, as PNG", async () => {
    const { icons } = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of icons) {
      const response = await fetch(`${server.url}${icon.src}`);
      expect(response.headers.get("content-type")).toBe("image/png");
      const { format, width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(`${format} ${width}x${height}`).toBe(`png ${icon.sizes}`);
    }
  });
});
