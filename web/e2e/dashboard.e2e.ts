import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt } from "../../scripts/build-if-stale.mjs";
import { launchBrowser } from "./support/browser.js";
import { mailFiles, nextMail } from "./support/outbox.js";
import { signIn } from "./support/sign-in.js";
import { startSite, type RunningSite } from "./support/server.js";

const EMAIL = "clerk@diocese.example";
const PASSWORD = "Synod-Butere-2026";
const NEW_PASSWORD = "Mumias-Deanery-2027";

let site: RunningSite;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
// A loop over every dashboard page needs more than the default minute.
const EVERY_PAGE_TIMEOUT = 240_000;

beforeAll(async () => {
  ensureBuilt(["api", "web"]);
  [site, browser] = await Promise.all([
    startSite({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, ADMIN_NAME: "Synod Clerk" }),
    launchBrowser(),
  ]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A small picture, as a phone's photo would arrive through the file picker. */
async function png(name: string, background: string) {
  const buffer = await sharp({ create: { width: 80, height: 60, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** A public page as a visitor sees it: another browser context, with no session. */
async function visitorPage(path: string): Promise<Page> {
  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await visitor.goto(`${site.url}${path}`);
  return visitor;
}

/** What a visitor's GraphQL query answers, with no session. */
async function publicQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${site.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

async function getJson<T>(path: string): Promise<T> {
  return (await (await fetch(`${site.url}${path}`)).json()) as T;
}

const toast = (text: string | RegExp) => page.getByRole("status").filter({ hasText: text }).first();

async function openSection(name: string) {
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name, exact: true }).click();
}

describe("a member of staff runs the website from the dashboard", () => {
  it("signs in", async () => {
    await page.goto(`${site.url}/authentication/login`);
    await signIn(page, site.url, EMAIL, PASSWORD);
    await page.getByRole("heading", { level: 1, name: "Welcome, Synod Clerk" }).waitFor();
    await page.getByRole("region", { name: "At a glance" }).getByText("News articles").waitFor();
  });

  it("publishes an article with a photo and a link, and sees it on the public site", async () => {
    await openSection("News");
    await page.waitForURL(`${site.url}/admin/news`);
    await page.getByRole("button", { name: "Publish article" }).click();
    // A cover picture is optional; the title and text are not.
    await page.getByText("Enter the article's title.").waitFor();

    await page.getByLabel("Cover picture").setInputFiles(await png("choir.png", "#6a1b5a"));
    await page.getByAltText("Preview of the chosen picture").waitFor();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Choir festival at Butere");
    const editor = page.getByRole("textbox", { name: "Article", exact: true });
    await editor.click();
    // Pasted from another page, as staff often write elsewhere first: the link comes with it.
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        "text/html",
        '<p>Thirty choirs sang. See <a href="https://example.org/programme">the programme</a>.</p>',
      );
      data.setData("text/plain", "Thirty choirs sang. See the programme.");
      element.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await editor.getByText("the programme").waitFor();
    await page.getByRole("button", { name: "Publish article" }).click();
    await toast("News article created").waitFor();
    const manage = page.getByRole("region", { name: "Manage News" });
    await manage.getByText("Choir festival at Butere").waitFor();

    await manage.getByRole("link", { name: "Edit Choir festival at Butere" }).click();
    await page.waitForURL(/\/admin\/edit-news\/[^/]+$/);
    const slug = decodeURIComponent(page.url().split("/").pop()!);
    await page.getByRole("heading", { level: 1, name: "Edit News" }).waitFor();

    await page.goto(`${site.url}/blogs-and-news/${slug}`);
    await page.getByRole("heading", { level: 1, name: "Choir festival at Butere" }).waitFor();
    const link = page.getByRole("link", { name: "the programme" });
    expect(await link.getAttribute("href")).toBe("https://example.org/programme");
    expect(await page.locator("main img").first().getAttribute("src")).toMatch(/^\/uploads\/images\//);
  });

  it("creates an event with its own end time and sees 12-hour times on the home page", async () => {
    // Tomorrow in Kakamega: sooner than every sample event (the nearest is nine days away), so the
    // home page's strip, which shows the next few upcoming events, shows this one first.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(tomorrow);
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone: "Africa/Nairobi",
      day: "2-digit",
      month: "short",
      year: "numeric",
    }).formatToParts(tomorrow);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)!.value;

    await page.goto(`${site.url}/admin/events`);
    const form = page.getByRole("region", { name: "Create an event" });
    await form.getByRole("textbox", { name: "Title", exact: true }).fill("Diocesan youth rally");
    await form.getByLabel("Date").fill(date);
    await form.getByLabel("Start time").fill("09:30");
    await form.getByLabel("End time").fill("08:30");
    await form.getByRole("button", { name: "Create event" }).click();
    await form.getByText("The end time must be after the start time.").waitFor();

    await form.getByLabel("End time").fill("13:15");
    await form.getByRole("textbox", { name: "Place", exact: true }).fill("Kakamega showground");
    await form.getByRole("button", { name: "Create event" }).click();
    await toast("Event created").waitFor();
    const row = page.getByRole("row").filter({ hasText: "Diocesan youth rally" });
    await row.getByText("1:15 pm").waitFor();

    const events =
      await getJson<{ title: string; date: string; time: string; end: string }[]>("/api/getAllEvents");
    expect(events.find((event) => event.title === "Diocesan youth rally")).toMatchObject({
      date,
      time: "09:30:00",
      end: "13:15:00",
    });

    const visitor = await visitorPage("/");
    const first = visitor.getByRole("region", { name: "Programs and Events" }).getByRole("listitem").first();
    await first.getByRole("heading", { name: "Diocesan youth rally" }).waitFor();
    await first.getByText("9:30 am – 1:15 pm", { exact: true }).waitFor();
    const day = first.locator("time");
    expect(await day.getAttribute("datetime")).toBe(date);
    expect((await day.innerText()).split(/\s+/)).toEqual([part("day"), part("month"), part("year")]);
    await visitor.context().close();
  });

  it("creates an archdeaconry and a parish, then deletes the parish", async () => {
    await openSection("Archdeaconry");
    await page.waitForURL(`${site.url}/administrator/archdeoconry`);
    await page.getByRole("button", { name: "Create Archdeaconry" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Archdeaconry" });
    await dialog.getByRole("textbox", { name: "Archdeaconry name", exact: true }).fill("Shiatsala");
    await dialog.getByRole("button", { name: "Create archdeaconry" }).click();
    await toast("Archdeaconry created").waitFor();

    await page.getByRole("link", { name: "Shiatsala" }).click();
    await page.getByRole("heading", { level: 1, name: "Shiatsala" }).waitFor();
    const add = page.getByRole("region", { name: "Add a parish" });
    await add.getByRole("textbox", { name: "Parish name", exact: true }).fill("St Mark's Shiatsala");
    // Its vicar is shown, not typed: the clergy's postings set it.
    expect(await add.getByRole("textbox", { name: "Vicar", exact: true }).isDisabled()).toBe(true);
    await add.getByRole("textbox", { name: "Town or village", exact: true }).fill("Shiatsala");
    await add.getByRole("button", { name: "Create parish" }).click();
    await toast("Parish created").waitFor();
    const row = page.getByRole("row").filter({ hasText: "St Mark's Shiatsala" });
    await row.getByRole("cell", { name: "Shiatsala", exact: true }).waitFor();

    await row.getByRole("button", { name: "Delete St Mark's Shiatsala" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this parish?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast("Parish deleted").waitFor();
    await page.getByText("No parishes yet. Add one below.").waitFor();
  });

  it("creates a job opening with its PDF, which the careers API and page list", async () => {
    await openSection("Career opportunity");
    await page.getByRole("button", { name: "Create Job" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Job" });
    await dialog.getByRole("textbox", { name: "Reference number", exact: true }).fill("ADK/HR/2030/07");
    await dialog
      .getByRole("textbox", { name: "Job Position", exact: true })
      .fill("Diocesan Internal Auditor");
    await dialog
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("Keeps the diocese's books.");
    await dialog
      .getByRole("textbox", { name: "Link", exact: true })
      .fill("https://example.org/jobs/internal-auditor.pdf");
    await dialog.getByLabel("Attached PDF").setInputFiles({
      name: "internal-auditor.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\ntrailer << >>\n%%EOF\n"),
    });
    await dialog.getByRole("button", { name: "Save job" }).click();
    await toast("Job opening created").waitFor();
    await page.getByRole("row").filter({ hasText: "Diocesan Internal Auditor" }).waitFor();

    const jobs = await getJson<{ refno: string; position: string; link: string }[]>("/api/getAllJobs");
    expect(jobs.find((job) => job.refno === "ADK/HR/2030/07")).toMatchObject({
      position: "Diocesan Internal Auditor",
      link: "https://example.org/jobs/internal-auditor.pdf",
    });

    const visitor = await visitorPage("/career-oppotunities");
    await visitor.getByText("Diocesan Internal Auditor").first().waitFor();
    expect(await visitor.getByText("ADK/HR/2030/07").count()).toBeGreaterThan(0);
    const pdfUrl = await visitor
      .getByRole("row")
      .filter({ hasText: "Diocesan Internal Auditor" })
      .getByRole("link", { name: /^PDF/ })
      .getAttribute("href");
    expect(pdfUrl).toMatch(/^\/uploads\/documents\/[0-9a-f]{24}\.pdf$/);
    const pdf = await fetch(`${site.url}${pdfUrl}`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    await visitor.context().close();
  });

  it("uploads a slide and moves it up the carousel", async () => {
    await openSection("Homepage");
    await page.waitForURL(`${site.url}/admin/ui/homepage`);
    const slides = page.getByRole("list", { name: "Current slides" });
    await slides.getByRole("listitem").first().waitFor();
    const before = await slides.getByRole("listitem").count();

    await page.getByLabel("Select at most 10 Images").setInputFiles(await png("synod.png", "#c9971f"));
    await page.getByRole("textbox", { name: "Caption heading of picture 1", exact: true }).fill("Synod 2030");
    await page
      .getByRole("textbox", { name: "Caption info of picture 1", exact: true })
      .fill("Delegates at the cathedral");
    await page.getByRole("button", { name: "Upload slide" }).click();
    await toast("Slide added to the carousel").waitFor();
    await slides.getByRole("listitem").nth(before).getByText("Synod 2030").waitFor();

    await page.getByRole("button", { name: "Move Synod 2030 up" }).click();
    await toast("Slides reordered").waitFor();
    await slides
      .getByRole("listitem")
      .nth(before - 1)
      .getByText("Synod 2030")
      .waitFor();
    const { slides: saved } = await publicQuery<{ slides: { title: string }[] }>("{ slides { title } }");
    expect(saved.map((slide) => slide.title).indexOf("Synod 2030")).toBe(before - 1);
  });

  it("sets where the slide's picture is cropped, which the home page keeps in view", async () => {
    await page.getByRole("button", { name: "Edit Synod 2030" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit slide" });
    const focalPoint = dialog.getByRole("slider", { name: "Focal point" });
    // Measured once the dialog has stopped growing and the picture has its height.
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await focalPoint
      .locator("img")
      .evaluate((img: HTMLImageElement) => img.complete || new Promise((loaded) => (img.onload = loaded)));
    const box = (await focalPoint.boundingBox())!;
    await focalPoint.click({ position: { x: box.width * 0.2, y: box.height * 0.7 } });
    const [left, top] = ((await focalPoint.getAttribute("aria-valuetext")) ?? "")
      .match(/[\d.]+/g)!
      .map(Number);
    // Where the click lands, to the pixel.
    expect(Math.abs(left! - 20)).toBeLessThanOrEqual(1);
    expect(Math.abs(top! - 70)).toBeLessThanOrEqual(1);
    await focalPoint.press("ArrowRight");
    const position = `${Math.round(left! * 10 + 50) / 10}% ${top}%`;
    expect(
      await dialog
        .getByRole("img", { name: "How a wide crop looks" })
        .evaluate((img) => img.style.objectPosition),
    ).toBe(position);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await toast("Slide updated").waitFor();

    // The drawn home page carries it, for a phone that runs no app.
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain(`style="object-position:${position}"`);

    // On a phone, the picture is as tall as a photograph (4:3) and no caption covers it.
    const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await phone.goto(`${site.url}/`);
    const slide = phone.getByRole("group", { name: /^1 of / });
    const picture = (await slide.locator("img").boundingBox())!;
    const heading = (await slide.getByRole("heading").boundingBox())!;
    expect(picture.width).toBe(360);
    expect(picture.height).toBeCloseTo(270, 0);
    expect(heading.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    await phone.context().close();
  });

  it("edits a department", async () => {
    await openSection("Departments");
    // Marked as the sample content leaves it, with no Kiswahili version yet.
    await page
      .getByRole("combobox", { name: "Department" })
      .selectOption({ label: "Music (needs translation)" });
    await page.getByRole("region", { name: "Music" }).waitFor();
    await page.getByRole("textbox", { name: "Head's full name", exact: true }).fill("Mr. Peter Wekesa");
    await page.getByRole("textbox", { name: "Picture caption", exact: true }).fill("The diocesan choir");
    await page
      .getByRole("region", { name: "Preview of the department" })
      .getByText("The diocesan choir")
      .waitFor();
    await page.getByRole("button", { name: "Save department" }).click();
    await toast("Music department saved").waitFor();

    const { department } = await publicQuery<{ department: { headName: string; imageCaption: string } }>(
      'query { department(slug: "music") { headName imageCaption } }',
    );
    expect(department).toEqual({ headName: "Mr. Peter Wekesa", imageCaption: "The diocesan choir" });
  });

  it("changes the site's phone number", async () => {
    await openSection("Settings");
    const phone = page.getByRole("textbox", { name: "Phone", exact: true });
    await phone.fill("0733 111 222");
    await page.getByRole("button", { name: "Save settings" }).click();
    await toast("Site settings saved").waitFor();

    const { siteSettings } = await publicQuery<{ siteSettings: { phone: string } }>(
      "{ siteSettings { phone } }",
    );
    expect(siteSettings.phone).toMatch(/^(\+254733111222|0733 ?111 ?222)$/);

    const visitor = await visitorPage("/");
    const footer = visitor.getByRole("contentinfo");
    await expect.poll(async () => (await footer.textContent()) ?? "").toMatch(/733 ?111 ?222/);
    await visitor.context().close();
  });

  it("finds content with the header's search", async () => {
    const search = page.getByRole("searchbox", { name: "Search the dashboard" });
    await search.fill("youth rally");
    await page
      .getByRole("list", { name: "Search results" })
      .getByRole("link", { name: /Diocesan youth rally/ })
      .click();
    await page.getByRole("dialog", { name: "Edit event" }).waitFor();
    await page.getByRole("dialog", { name: "Edit event" }).getByRole("button", { name: "Cancel" }).click();
  });

  it("sees a visitor's sign-up unconfirmed until the e-mailed link's button is pressed, then confirmed that day", async () => {
    const seen = await mailFiles(site.dataDir);
    const visitor = await visitorPage("/");
    await visitor
      .getByRole("textbox", { name: "Your e-mail address", exact: true })
      .fill("reader@example.org");
    await visitor.getByRole("button", { name: "Subscribe" }).click();
    const link = new URL(/https?:\/\/\S+/.exec(await nextMail(site.dataDir, seen))![0]);
    expect(link.pathname).toBe("/newsletter/confirm");
    expect(link.search).toMatch(/^\?token=[\w-]{43}$/);

    // Opening the link, as a mail scanner does, confirms nothing.
    await visitor.goto(`${site.url}${link.pathname}${link.search}`);
    const confirmButton = visitor.getByRole("button", { name: "Confirm my subscription" });
    await confirmButton.waitFor();
    await openSection("Subscribers");
    await page.getByText("1 address signed up for the newsletter.").waitFor();
    const row = page.getByRole("row").filter({ hasText: "reader@example.org" });
    await row.getByText("Unconfirmed").waitFor();

    await confirmButton.click();
    await visitor
      .getByText("Thank you: reader@example.org is confirmed, and will receive our newsletter.")
      .waitFor();
    expect(await confirmButton.isVisible()).toBe(false);
    await page.reload();
    await row.getByText("Confirmed", { exact: true }).waitFor();
    const today = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Africa/Nairobi",
    }).format(new Date());
    await row.getByText(`on ${today}`).waitFor();

    // The link works once.
    await visitor.reload();
    await visitor.getByRole("button", { name: "Confirm my subscription" }).click();
    await visitor.getByText(/^This confirmation link is wrong or has been used already\./).waitFor();
    await visitor.context().close();
  });

  it(
    "fits every dashboard page on a 360 px phone, with a search box wide enough to use",
    async () => {
      await openSection("Archdeaconry");
      const dashboardPages = [
        ...(await page
          .getByRole("navigation", { name: "Dashboard" })
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))),
        // A page of each kind the sidebar does not list: an archdeaconry, and an article's editor.
        await page.getByRole("main").getByRole("link", { name: "Shiatsala" }).getAttribute("href"),
      ];
      await openSection("News");
      dashboardPages.push(
        await page
          .getByRole("main")
          .getByRole("link", { name: /^Edit / })
          .first()
          .getAttribute("href"),
      );
      expect(dashboardPages).toContain("/admin/career-oppotunity");

      await page.setViewportSize({ width: 360, height: 740 });
      const problems: string[] = [];
      try {
        for (const path of dashboardPages) {
          await page.goto(`${site.url}${path!}`, { waitUntil: "networkidle" });
          await page.getByRole("heading", { level: 1 }).first().waitFor();
          const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (pageWidth > 360) problems.push(`${path} is ${pageWidth} px wide`);
          const search = await page.getByRole("searchbox", { name: "Search the dashboard" }).boundingBox();
          if (!search || search.width < 160) {
            problems.push(`the search box on ${path} is ${search?.width} px wide`);
          }
        }
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      expect(problems).toEqual([]);
    },
    EVERY_PAGE_TIMEOUT,
  );

  it("changes the password and signs out", async () => {
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: /Synod Clerk/ }).click();
    await page.getByRole("menuitem", { name: "Account Settings" }).click();
    await page.getByRole("button", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.getByRole("textbox", { name: "Current password", exact: true }).fill(PASSWORD);
    await dialog.getByRole("textbox", { name: "New password", exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole("textbox", { name: "Confirm the new password", exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL(`${site.url}/authentication/login`);

    await signIn(page, site.url, EMAIL, NEW_PASSWORD);
    await header.getByRole("button", { name: /Synod Clerk/ }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL(`${site.url}/authentication/login`);
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
  });
});
