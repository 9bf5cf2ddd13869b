import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_HOST, inDiocese, MUMIAS_HOST, requestAt, startProvinceApp } from "../../../test/in-diocese.js";
import { PROVINCE_HOST, provinceBrowser } from "../../../test/province-site.js";
import type { TestApp } from "../../../test/test-app.js";
import { Diocese, DioceseHost } from "../diocese/diocese.entity.js";

/*
 * A diocese's host names, changed at the province's pages (issue #44): given another (a custom
 * domain), made the one its links name, the old one taken away, each answering or not at once.
 */

const OFFICE = { email: "office@province.example", name: "Provincial Secretary" };
const PASSWORD = "Province-office-2026!";

let app: TestApp;
let session: string;
let katakwa: number;
beforeAll(async () => {
  app = await startProvinceApp({ env: { PROVINCE_HOST } });
  await app.services.provinceAdmins.create(OFFICE, PASSWORD);
  session = (await signIn(OFFICE.email, PASSWORD)).session!;
  const made = await app.services.province.create({
    name: "ACK Diocese of Katakwa",
    hosts: ["katakwa.example.org"],
    admin: { email: "office@katakwa.example", name: "Diocesan Secretary" },
  });
  katakwa = made.diocese.id;
}, 60_000);
afterAll(() => app.close());

const { atProvince, signIn, follow } = provinceBrowser(() => app);

const change = (what: "" | "/main" | "/remove", host: string, dioceseId = katakwa) =>
  atProvince("POST", `/province/dioceses/${dioceseId}/hosts${what}`, { session, form: { host } });
const siteNameAt = async (host: string) =>
  (await requestAt(app, host, "/graphql", "POST", { query: "{ siteSettings { fullName } }" })).json().data
    ?.siteSettings?.fullName;
const hostsOf = async (dioceseId: number) =>
  (await app.dataSource.getRepository(DioceseHost).findBy({ dioceseId })).map((row) => row.host).sort();

describe("a diocese's host names", () => {
  it("are given, made the one its links name and taken away, each at once", async () => {
    const page = await atProvince("GET", `/province/dioceses/${katakwa}`, { session });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>ACK Diocese of Katakwa</h1>");
    expect(page.body).toContain(
      "<tr><td>katakwa.example.org</td><td>Its links name this one</td><td></td></tr>",
    );
    expect((await atProvince("GET", "/province", { session })).body).toContain(
      `<a href="/province/dioceses/${katakwa}">ACK Diocese of Katakwa</a>`,
    );

    const given = await change("", " WWW.AckKatakwa.org ");
    expect(given.headers.location).toBe(`/province/dioceses/${katakwa}?given=www.ackkatakwa.org`);
    expect((await follow(given, session)).body).toContain(
      "ACK Diocese of Katakwa answers at www.ackkatakwa.org now.",
    );
    expect(await siteNameAt("www.ackkatakwa.org")).toBe("ACK Diocese of Katakwa");

    const main = await change("/main", "www.ackkatakwa.org");
    expect((await follow(main, session)).body).toContain(
      "ACK Diocese of Katakwa&#39;s links name www.ackkatakwa.org now.",
    );
    expect(await inDiocese(katakwa, async () => app.services.addresses.current())).toBe(
      "http://www.ackkatakwa.org:4000",
    );

    const taken = await change("/remove", "katakwa.example.org");
    const after = (await follow(taken, session)).body;
    expect(after).toContain("ACK Diocese of Katakwa answers at katakwa.example.org no more.");
    expect(after).toContain("<tr><td>www.ackkatakwa.org</td><td>Its links name this one</td><td></td></tr>");
    const gone = await requestAt(app, "katakwa.example.org", "/graphql", "POST", {
      query: "{ siteSettings { fullName } }",
    });
    expect(gone.statusCode).toBe(404);
    expect(await hostsOf(katakwa)).toEqual(["www.ackkatakwa.org"]);

    const log = (await atProvince("GET", "/province/audit-log", { session })).body;
    for (const line of [
      "<td>took a host name away</td><td>katakwa.example.org of ACK Diocese of Katakwa</td>",
      "<td>made the host its links name</td><td>www.ackkatakwa.org of ACK Diocese of Katakwa</td>",
      "<td>gave a host name</td><td>www.ackkatakwa.org of ACK Diocese of Katakwa</td>",
    ]) {
      expect(log).toContain(line);
    }
  });

  it("refuse a change that would leave a diocese unreachable or reach another's, saying why and changing nothing", async () => {
    const before = await app.dataSource.getRepository(DioceseHost).find({ order: { host: "ASC" } });
    const mainsBefore = await app.dataSource.getRepository(Diocese).find({ order: { id: "ASC" } });
    const only = (await hostsOf(katakwa))[0]!;
    for (const [answer, why] of [
      [
        await change("/remove", only),
        `${only} is the only host name of ACK Diocese of Katakwa: give it another first`,
      ],
      [await change("", MUMIAS_HOST), `${MUMIAS_HOST} is already the host name of a diocese`],
      [await change("", PROVINCE_HOST), `${PROVINCE_HOST} is the province&#39;s own host (PROVINCE_HOST)`],
      [await change("", "https://katakwa.example.org:8080"), "is not a host name: give one such as"],
      [await change("/main", MUMIAS_HOST), `${MUMIAS_HOST} is not a host name of ACK Diocese of Katakwa`],
      [await change("/remove", MUMIAS_HOST), `${MUMIAS_HOST} is not a host name of ACK Diocese of Katakwa`],
      [
        await change("/main", FIRST_HOST, 1),
        "The first diocese&#39;s links name the host of PUBLIC_URL (localhost)",
      ],
      [
        await change("/remove", FIRST_HOST, 1),
        "localhost is the host of PUBLIC_URL, where the first diocese answers",
      ],
    ] as const) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(why);
    }
    const kept = await change("", "not a host");
    expect(kept.body).toContain('value="not a host"');

    for (const id of ["999", "abc"]) {
      const missing = await atProvince("GET", `/province/dioceses/${id}`, { session });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain(`There is no diocese ${id}`);
      expect((await change("", "new.example.org", Number(id) || 999)).statusCode).toBe(404);
    }
    const form = { host: "forged.example.org" };
    expect((await atProvince("POST", `/province/dioceses/${katakwa}/hosts`, { form })).statusCode).toBe(401);
    const forged = await atProvince("POST", `/province/dioceses/${katakwa}/hosts`, {
      form,
      session,
      site: "cross-site",
    });
    expect(forged.statusCode).toBe(403);
    const atDiocese = await atProvince("POST", `/province/dioceses/${katakwa}/hosts`, {
      form,
      session,
      host: MUMIAS_HOST,
    });
    expect(atDiocese.statusCode).toBe(404);

    expect(await app.dataSource.getRepository(DioceseHost).find({ order: { host: "ASC" } })).toEqual(before);
    expect(await app.dataSource.getRepository(Diocese).find({ order: { id: "ASC" } })).toEqual(mainsBefore);
  });
});
