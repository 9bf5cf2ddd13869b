import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

/* The Subscribers page's Export CSV, written by the server as it reads the list. */

let server: TestApp;
const CSV_URL = () => `${server.url}/exports/newsletter-subscribers.csv`;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

/** Subscribers put straight into the table, as no form would take some of these addresses. */
async function insertSubscriber(
  email: string,
  createdAt: string,
  confirmedAt: string | null,
  language = "en",
) {
  const postgres = server.dataSource.options.type === "postgres";
  const p = (n: number) => (postgres ? `$${n}` : "?");
  await server.dataSource.query(
    `INSERT INTO newsletter_subscriber (email, confirmed, confirmed_at, language, created_at)
     VALUES (${p(1)}, ${confirmedAt ? "(1 = 1)" : "(1 = 0)"}, ${p(2)}, ${p(3)}, ${p(4)})`,
    [email, confirmedAt, language, createdAt],
  );
}

describe("the subscribers' CSV", () => {
  it("is for whoever may see the subscribers: not visitors, treasurers or a token that reads nothing private", async () => {
    expect((await fetch(CSV_URL())).status).toBe(401);
    const treasurer = await createStaffMember(server, { role: "treasurer" });
    const { token: writer } = await server.services.apiTokens.create(SYSTEM_ACTOR, {
      name: "Writer",
      scopes: ["WRITE_CONTENT"],
    });
    for (const headers of [await signedInHeaders(server, treasurer), { authorization: `Bearer ${writer}` }]) {
      const refused = await fetch(CSV_URL(), { headers });
      expect(refused.status).toBe(403);
      expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    }
    const { token: reader } = await server.services.apiTokens.create(SYSTEM_ACTOR, {
      name: "Reader",
      scopes: ["READ_PRIVATE"],
    });
    const editor = await createStaffMember(server, { role: "editor" });
    for (const headers of [await signedInHeaders(server, editor), { authorization: `Bearer ${reader}` }]) {
      expect((await fetch(CSV_URL(), { headers })).status).toBe(200);
    }
  });

  it("lists every subscriber newest first, days in Kakamega, quoted where needed, with no formula a spreadsheet would run", async () => {
    await insertSubscriber('"odd", name@example.org', "2026-11-12 17:00:00.000", null);
    // 22:15 UTC is already the next day in Kakamega.
    await insertSubscriber("mary@example.org", "2026-10-01 09:30:00.000", "2026-10-01 22:15:00.000", "sw");
    await insertSubscriber("line\nbreak@example.org", "2026-11-13 08:00:00.000", null);
    await insertSubscriber('=HYPERLINK("http://evil.example")@example.org', "2026-11-14 08:00:00.000", null);

    const response = await fetch(CSV_URL(), { headers: await signedInHeaders(server) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The byte-order mark tells Excel the file is UTF-8 (lib/csv.ts); text() would drop it.
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer())).toBe(
      "\uFEFFE-mail,Confirmed,Confirmed on,Language,Subscribed on\r\n" +
        `"'=HYPERLINK(""http://evil.example"")@example.org",no,,en,2026-11-14\r\n` +
        `"line\nbreak@example.org",no,,en,2026-11-13\r\n` +
        `"""odd"", name@example.org",no,,en,2026-11-12\r\n` +
        "mary@example.org,yes,2026-10-02,sw,2026-10-01\r\n",
    );
  });

  it("sends each of thousands once, across the batches it is read in", async () => {
    const postgres = server.dataSource.options.type === "postgres";
    // Two subscribers to each moment, so that batches end inside ties.
    const at = postgres
      ? "timestamptz '2025-01-01 00:00:00+00' + (i / 2) * interval '1 minute'"
      : "strftime('%Y-%m-%d %H:%M:%f', '2025-01-01', '+' || (i / 2) || ' minutes')";
    await server.dataSource.query(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2500)
       INSERT INTO newsletter_subscriber (email, language, created_at)
       SELECT 'reader' || i || '@example.org', 'en', ${at} FROM n`,
    );
    const response = await fetch(CSV_URL(), { headers: await signedInHeaders(server) });
    const emails = (await response.text())
      .split("\r\n")
      .map((line) => line.split(",")[0])
      .filter((email) => email?.startsWith("reader"));
    const expected: { email: string }[] = await server.dataSource.query(
      "SELECT email FROM newsletter_subscriber WHERE email LIKE 'reader%' ORDER BY created_at DESC, id DESC",
    );
    expect(emails).toHaveLength(2500);
    expect(emails).toEqual(expected.map((row) => row.email));
  });
});
