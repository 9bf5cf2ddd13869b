import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestAt } from "../../../test/in-diocese.js";
import { PROVINCE_HOST, provinceBrowser, startProvinceSite } from "../../../test/province-site.js";
import type { TestApp } from "../../../test/test-app.js";
import { ProvinceAuditLog } from "../province-admin/province-audit.service.js";
import { ProvinceSettings } from "./province-settings.entity.js";
import { ProvinceSettingsService } from "./province-settings.service.js";

/*
 * The province's name (issue #44): its administrators set it at PROVINCE_HOST, in English and
 * Kiswahili, and it heads every page of the province's site and ends its title.
 */

const OFFICE = { email: "office@province.example", name: "Provincial Secretary" };
const PASSWORD = "Province-office-2026!";
const NAMED = { name: "Anglican Church of Kenya", nameInKiswahili: "Kanisa la Kianglikana Kenya" };

let app: TestApp;
let session: string;
let office: { admin: { id: number; name: string }; ip: string };
beforeAll(async () => {
  app = await startProvinceSite();
  const { admin } = await app.services.provinceAdmins.create(OFFICE, PASSWORD);
  office = { admin: { id: admin.id, name: admin.name }, ip: "127.0.0.1" };
  session = (await signIn(OFFICE.email, PASSWORD)).session!;
}, 60_000);
afterAll(() => app.close());

const { atProvince, signIn, follow } = provinceBrowser(() => app);
const stored = () => app.dataSource.getRepository(ProvinceSettings).find();
const titleOf = (page: string) => /<title>(.*)<\/title>/.exec(page)![1];

describe("the province's name", () => {
  it("is none at first: the site's pages say only what they are", async () => {
    const home = await requestAt(app, PROVINCE_HOST, "/");
    expect(titleOf(home.body)).toBe("The dioceses of the province");
    expect(home.body).toContain(
      '<header><p><a href="/sw" hreflang="sw" lang="sw">Kiswahili</a></p></header>',
    );
    const form = await atProvince("GET", "/province/settings", { session });
    expect(form.body).toContain('<input id="name" name="name" type="text" maxlength="120" required');
  });

  it("is set by an administrator, heads every page of the site in its language, and is in the audit log", async () => {
    const saved = await atProvince("POST", "/province/settings", { session, form: NAMED });
    expect(saved.headers.location).toBe("/province/settings?saved");
    const shown = await follow(saved, session);
    expect(shown.body).toContain('<p role="status">The province&#39;s name is saved.</p>');
    expect(shown.body).toContain('value="Kanisa la Kianglikana Kenya"');
    expect(await stored()).toEqual([
      expect.objectContaining({ id: 1, ...NAMED, changedBy: office.admin.id }),
    ]);

    const home = await requestAt(app, PROVINCE_HOST, "/");
    expect(titleOf(home.body)).toBe("The dioceses of the province · Anglican Church of Kenya");
    expect(home.body).toContain('<header><p><a href="/">Anglican Church of Kenya</a> · <a href="/sw"');
    const news = await requestAt(app, PROVINCE_HOST, "/sw/news");
    expect(titleOf(news.body)).toBe("Habari za jimbo · Kanisa la Kianglikana Kenya");
    expect(news.body).toContain('<a href="/sw">Kanisa la Kianglikana Kenya</a>');
    for (const path of ["/parishes", "/calendar", "/news/no-such-article", "/calendar?day=someday"]) {
      const page = await requestAt(app, PROVINCE_HOST, path);
      expect([path, titleOf(page.body)]).toEqual([
        path,
        expect.stringMatching(/ · Anglican Church of Kenya$/),
      ]);
    }

    const log = (await atProvince("GET", "/province/audit-log", { session })).body;
    expect(log).toContain(
      "<td>Provincial Secretary</td><td>named the province</td><td>Anglican Church of Kenya</td>",
    );
  });

  it("is the English one on the Kiswahili pages when none was given in Kiswahili", async () => {
    await atProvince("POST", "/province/settings", {
      session,
      form: { name: "  Anglican Church of Kenya ", nameInKiswahili: "  " },
    });
    expect(await stored()).toEqual([
      expect.objectContaining({ name: "Anglican Church of Kenya", nameInKiswahili: null }),
    ]);
    const home = await requestAt(app, PROVINCE_HOST, "/sw");
    expect(titleOf(home.body)).toMatch(/ · Anglican Church of Kenya$/);
    await atProvince("POST", "/province/settings", { session, form: NAMED });
  });

  it.each([
    ["no name", { name: "  " }, "name must have at least 3 characters"],
    ["a name too long", { name: "A".repeat(121) }, "name must have at most 120 characters"],
    ["a name of two lines", { name: "Anglican Church\nof Kenya" }, "name"],
    [
      "a Kiswahili name too long",
      { name: "ACK", nameInKiswahili: "K".repeat(121) },
      "nameInKiswahili must have at most 120",
    ],
  ])(
    "refuses %s, saying why, with the form as sent, and keeps the name it had",
    async (_case, form, message) => {
      const before = await stored();
      const refused = await atProvince("POST", "/province/settings", { session, form });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('<p role="alert"><strong>');
      expect(refused.body).toContain(message);
      expect(refused.body).toContain(`value="${form.name.slice(0, 20)}`);
      expect(await stored()).toEqual(before);
    },
  );

  it("is changed by no one signed out, and by no form from another site", async () => {
    const before = await stored();
    const signedOut = await atProvince("POST", "/province/settings", { form: { name: "Someone's church" } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).toContain("Sign in again");
    const fromElsewhere = await atProvince("POST", "/province/settings", {
      session,
      site: "cross-site",
      form: { name: "Someone's church" },
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect((await atProvince("GET", "/province/settings")).body).toContain(
      "<h1>The province's administration</h1>",
    );
    expect(await stored()).toEqual(before);
  });

  it("is not changed when its audit entry cannot be written", async () => {
    class FailingLog extends ProvinceAuditLog {
      override async record(): Promise<void> {
        throw new Error("the audit log cannot be written");
      }
    }
    const before = await stored();
    const settings = new ProvinceSettingsService(app.dataSource, new FailingLog(app.dataSource));
    await expect(settings.change(office, { name: "Someone's church" })).rejects.toThrow(
      "the audit log cannot be written",
    );
    expect(await stored()).toEqual(before);
    expect(await settings.nameIn("en")).toBe("Anglican Church of Kenya");
  });

  it("shows another instance's change within a minute", async () => {
    let now = new Date("2026-12-03T09:00:00Z");
    const other = new ProvinceSettingsService(app.dataSource, app.services.provinceAudit, () => now);
    expect(await other.nameIn("sw")).toBe("Kanisa la Kianglikana Kenya");
    await app.services.provinceSettings.change(office, {
      name: "Anglican Church of Kenya",
      nameInKiswahili: "ACK",
    });
    now = new Date("2026-12-03T09:00:59Z");
    expect(await other.nameIn("sw")).toBe("Kanisa la Kianglikana Kenya");
    now = new Date("2026-12-03T09:01:00Z");
    expect(await other.nameIn("sw")).toBe("ACK");
    await app.services.provinceSettings.change(office, NAMED);
  });
});
