import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FIRST_HOST, inDiocese, MUMIAS_HOST, requestAt } from "../../../test/in-diocese.js";
import { PROVINCE_HOST, startProvinceSite } from "../../../test/province-site.js";
import type { TestApp } from "../../../test/test-app.js";
import { createNewsArticle, createParish } from "../../../test/factories.js";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { asUnitOfWork, PROVINCE_READER } from "../../db/unit-of-work.js";
import type { Parish } from "../parish/parish.entity.js";

/*
 * The province's own site (issue #44) at PROVINCE_HOST: its home page is the directory of the
 * dioceses, each linked to its own site with the phone and e-mail that site publishes.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceSite({ phone: "+254 733 000 222", email: "office@mumias.example" });
}, 60_000);
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

describe("the province's site", () => {
  it("lists every diocese with a link to its site and the phone and e-mail its site publishes", async () => {
    const home = await requestAt(app, PROVINCE_HOST, "/");
    expect(home.statusCode).toBe(200);
    expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(home.headers["cache-control"]).toBe("public, max-age=300");
    expect(home.body).toContain("<h1>The dioceses of the province</h1>");
    expect(home.body).toContain(`<h3><a href="http://${MUMIAS_HOST}:4000/">ACK Diocese of Mumias</a></h3>`);
    expect(home.body).toContain('<a href="tel:+254733000222">+254 733 000 222</a>');
    expect(home.body).toContain('<a href="mailto:office@mumias.example">office@mumias.example</a>');
    // The first diocese's staff have not saved its settings here: the province's name for it.
    const [first] = await app.dataSource.query(`SELECT name FROM diocese WHERE id = 1`);
    expect(home.body).toContain(`<h3><a href="${app.config.publicUrl}/">${first.name}</a></h3>`);
    expect(home.body).toContain("The 2 dioceses of the province");
  });

  it("is in Kiswahili at /sw, linking to the dioceses' Kiswahili sites, each page to the other", async () => {
    const english = await requestAt(app, PROVINCE_HOST, "/");
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<a href="/sw" hreflang="sw" lang="sw">Kiswahili</a>');
    const kiswahili = await requestAt(app, PROVINCE_HOST, "/sw");
    expect(kiswahili.statusCode).toBe(200);
    expect(kiswahili.headers["cache-control"]).toBe("public, max-age=300");
    expect(kiswahili.body).toContain('<html lang="sw">');
    expect(kiswahili.body).toContain("<h1>Dayosisi za jimbo</h1>");
    expect(kiswahili.body).toContain("Dayosisi 2 za jimbo");
    expect(kiswahili.body).toContain(
      `<h3><a href="http://${MUMIAS_HOST}:4000/sw">ACK Diocese of Mumias</a></h3>`,
    );
    expect(kiswahili.body).toContain('<a href="tel:+254733000222">+254 733 000 222</a>');
    expect(kiswahili.body).toContain('<a href="/" hreflang="en" lang="en">English</a>');
    // In the head, whole, as search engines read it; and no icon for the browser to fetch in vain.
    expect(english.body).toContain(
      `<link rel="alternate" hreflang="sw" href="http://${PROVINCE_HOST}:4000/sw">`,
    );
    expect(kiswahili.body).toContain(
      `<link rel="alternate" hreflang="en" href="http://${PROVINCE_HOST}:4000/">`,
    );
    expect(english.body).toContain('<link rel="icon" href="data:,">');
    // A diocese's own Kiswahili home page stays its own.
    expect((await requestAt(app, MUMIAS_HOST, "/sw")).body).not.toContain("Dayosisi za jimbo");
  });

  it("answers with a port in the Host header, and no address that is not its page, never as a diocese", async () => {
    for (const path of ["/", "/sw", "/news", "/parishes", "/calendar", "/province"]) {
      expect((await requestAt(app, `${PROVINCE_HOST}:4000`, path)).statusCode).toBe(200);
    }
    for (const path of [
      "/sw/",
      "/parishes/",
      "/calendar/",
      "/province/",
      "/province/news/1/x",
      "/events",
      "/graphql",
    ]) {
      const answer = await requestAt(app, PROVINCE_HOST, path);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain("No diocese here");
    }
  });

  it("shows a diocese made at the province's pages, by its name, until its staff name its site", async () => {
    await app.services.province.create({
      name: "ACK Diocese of Butere",
      hosts: ["butere.example.org"],
      admin: { email: "office@butere.example", name: "Diocesan Secretary" },
    });
    const home = await requestAt(app, PROVINCE_HOST, "/");
    expect(home.body).toContain(`<a href="http://butere.example.org:4000/">ACK Diocese of Butere</a>`);
    expect(home.body.indexOf("ACK Diocese of Butere")).toBeLessThan(
      home.body.indexOf("ACK Diocese of Mumias"),
    );
  });

  it("shows what a diocese's staff change on its site within a minute, not at every request", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await requestAt(app, PROVINCE_HOST, "/");
    await inDiocese(2, () =>
      app.services.siteSettings.update(SYSTEM_ACTOR, {
        fullName: "ACK Diocese of Mumias",
        shortName: "ACK Mumias",
        phone: "+254 733 000 999",
      }),
    );
    // Within the minute the process keeps each diocese's entry, however often the page is asked for.
    vi.setSystemTime(Date.now() + 50_000);
    expect((await requestAt(app, PROVINCE_HOST, "/")).body).toContain("+254 733 000 222");
    vi.setSystemTime(Date.now() + 15_000);
    const later = (await requestAt(app, PROVINCE_HOST, "/")).body;
    expect(later).toContain('<a href="tel:+254733000999">+254 733 000 999</a>');
    expect(later).not.toContain("+254 733 000 222");
  });

  it("is the province's home page alone: each diocese's host keeps its own home page", async () => {
    // This app is built without the web app, so a diocese's pages answer "Not found" here.
    for (const host of [FIRST_HOST, MUMIAS_HOST]) {
      const home = await requestAt(app, host, "/");
      expect(home.json()).toEqual({ status: "error", message: "Not found" });
    }
    const elsewhere = await requestAt(app, PROVINCE_HOST, "/events");
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain("No diocese here");
  });
});

describe("the province's parish finder", () => {
  let kakamegas: Parish;
  let mumiass: Parish;
  beforeAll(async () => {
    kakamegas = await createParish(app.services, { name: "St Peter's Shianda", town: "Shianda" });
    mumiass = await inDiocese(2, () =>
      createParish(app.services, { name: "St Peter's Ekero", town: "Ekero" }),
    );
  });

  it("finds a parish of any diocese by its name, each linked to its page on its own diocese's site", async () => {
    const found = await requestAt(app, PROVINCE_HOST, "/parishes?q=st+peter");
    expect(found.statusCode).toBe(200);
    expect(found.headers["cache-control"]).toBe("public, max-age=300");
    expect(found.body).toContain(
      `<li><a href="http://${MUMIAS_HOST}:4000/parishes/${mumiass.slug}">St Peter&#39;s Ekero</a> · Ekero · ACK Diocese of Mumias</li>`,
    );
    expect(found.body).toContain(
      `<a href="${app.config.publicUrl}/parishes/${kakamegas.slug}">St Peter&#39;s Shianda</a>`,
    );
    // By its diocese's name too; in Kiswahili, to the parish's Kiswahili page.
    const ofMumias = await requestAt(app, PROVINCE_HOST, "/sw/parishes?q=mumias");
    expect(ofMumias.body).toContain('<html lang="sw">');
    expect(ofMumias.body).toContain(`href="http://${MUMIAS_HOST}:4000/sw/parishes/${mumiass.slug}"`);
    expect(ofMumias.body).not.toContain("Shianda");
    expect((await requestAt(app, PROVINCE_HOST, "/parishes?q=nowhere")).body).toContain(
      "No parish of the province matches “nowhere”.",
    );
    // A diocese that answers at no host has no site to link to: its parishes are not found.
    const [hostless] = await app.dataSource.query(
      `INSERT INTO diocese (name) VALUES ('ACK Hostless') RETURNING id`,
    );
    await inDiocese(hostless.id, () => createParish(app.services, { name: "St Peter's Hostless" }));
    expect((await requestAt(app, PROVINCE_HOST, "/parishes?q=st+peter")).body).not.toContain("Hostless");
  });

  it("lists twenty a page, with a link to the next and back", async () => {
    await inDiocese(2, async () => {
      for (let each = 1; each <= 21; each++) {
        await createParish(app.services, { name: `Holy Trinity ${String(each).padStart(2, "0")}` });
      }
    });
    const first = await requestAt(app, PROVINCE_HOST, "/parishes?q=holy+trinity");
    expect(first.body.match(/<li>/g)).toHaveLength(20);
    expect(first.body).toContain(
      '<a href="/parishes?q=holy+trinity&#38;page=2" rel="next">More parishes</a>',
    );
    const second = await requestAt(app, PROVINCE_HOST, "/parishes?q=holy+trinity&page=2");
    expect(second.body.match(/<li>/g)).toHaveLength(1);
    expect(second.body).toContain("Holy Trinity 21");
    expect(second.body).toContain('<a href="/parishes?q=holy+trinity" rel="prev">Earlier parishes</a>');
    expect(second.body).not.toContain('rel="next"');
  });

  it("says what is wrong with a page that is not one", async () => {
    for (const page of ["0", "two", "501", "1.5"]) {
      const refused = await requestAt(app, PROVINCE_HOST, `/parishes?page=${page}`);
      expect(refused.statusCode, page).toBe(400);
      expect(refused.body).toContain("The page must be a whole number from 1 to 500.");
      expect(refused.headers["cache-control"]).toBeUndefined();
    }
  });

  it("reads every diocese's parishes and nothing else of theirs, and can write nothing", async () => {
    await inDiocese(2, () => createNewsArticle(app.services, { title: "Mumias's harvest" }));
    const asProvince = (sql: string) => asUnitOfWork(() => app.dataSource.query(sql), PROVINCE_READER);
    const [{ parishes }] = await asProvince(`SELECT count(DISTINCT diocese_id)::int AS parishes FROM parish`);
    // Kakamega's, Mumias's and the diocese at no host's: the finder asks for the listed ones.
    expect(parishes).toBe(3);
    expect(await asProvince(`SELECT title FROM news_article`)).toEqual([]);
    await expect(asProvince(`UPDATE parish SET name = 'Taken'`)).rejects.toThrow(/read-only transaction/);
    // A diocese's own transactions still read its own parishes alone.
    const [{ dioceses }] = await inDiocese(2, () =>
      app.dataSource.query(`SELECT count(DISTINCT diocese_id)::int AS dioceses FROM parish`),
    );
    expect(dioceses).toBe(1);
  });
});
