import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NewsArticle } from "../src/modules/news/news.entity.js";
import { createEvent, createNewsArticle, createProject, daysFromToday } from "./factories.js";
import { statementsRun } from "./query-counter.js";
import { startTestApp, type TestApp } from "./test-app.js";
import { builtWebDist } from "./web-build.js";

// Issue #38: a write drops from the response cache the answers made from what it wrote, and
// leaves the rest kept; so a gift a second no longer empties the home page, the news and the calendar.

let server: TestApp;
let projectId: number;
/** The news articles' table, as plain SQL names it. */
let newsTable: string;

beforeAll(async () => {
  server = await startTestApp({ webDistDir: builtWebDist() });
  newsTable = server.dataSource.getRepository(NewsArticle).metadata.tableName;
  await createNewsArticle(server.services, { title: "Synod report" });
  await createEvent(server.services, { title: "Mothers' Union rally", date: daysFromToday(3) });
  projectId = (await createProject(server.services, { title: "Cathedral roof" })).id;
});
afterAll(() => server.close());

const get = (path: string) => fetch(`${server.url}${path}`);
const PROGRESS = (id: number) => ({ query: `{ project(id: "${id}") { amountRaisedKes } }` });
const query = (body: object) =>
  fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** Asks for each address twice, so that each is kept; says the second answers' x-cache. */
async function keep(...paths: string[]): Promise<(string | null)[]> {
  const answers: (string | null)[] = [];
  for (const path of paths) {
    await get(path);
    answers.push((await get(path)).headers.get("x-cache"));
  }
  return answers;
}

describe("what a write drops from the response cache", () => {
  it("drops the appeal's progress after a gift, and keeps the news and the calendar", async () => {
    expect(await keep("/api/getAllNews", "/events", "/blogs-and-news")).toEqual(["hit", "hit", "hit"]);
    await query(PROGRESS(projectId));
    expect((await query(PROGRESS(projectId))).headers.get("x-cache")).toBe("hit");

    await server.services.contributions.recordOpening(projectId, 5_000, "Raised at the harambee");

    const progress = await query(PROGRESS(projectId));
    expect(progress.headers.get("x-cache")).toBe("miss");
    const { data } = (await progress.json()) as { data: { project: { amountRaisedKes: number } } };
    expect(data.project.amountRaisedKes).toBe(5_000);
    for (const path of ["/api/getAllNews", "/events", "/blogs-and-news"]) {
      expect((await get(path)).headers.get("x-cache"), path).toBe("hit");
    }
  });

  it("draws the home page again after a gift from the parts kept, asking the database only for the appeal", async () => {
    const featured = await createProject(server.services, { title: "Diocesan hospital", featured: true });
    await createNewsArticle(server.services, { title: "Confirmation at St Peter's" });
    await get("/"); // drawn, every part of it kept with it
    await server.services.contributions.recordOpening(featured.id, 2_500, "Raised at the harambee");

    let home = "";
    const statements = await statementsRun(server.dataSource, async () => {
      const response = await get("/");
      expect(response.headers.get("x-cache")).toBe("miss");
      home = await response.text();
    });
    expect(home).toContain("Confirmation at St Peter"); // the news part, kept
    expect(home).toMatch(/2,500/); // the appeal's part, asked again
    expect(statements.some((sql) => sql.includes("appeal_total"))).toBe(true);
    for (const table of ["news_article", "event", "slide"]) {
      expect(
        statements.filter((sql) => new RegExp(`\\b${newsTable}\\b`).test(sql)),
        table,
      ).toEqual([]);
    }
    expect((await get("/")).headers.get("x-cache")).toBe("hit");
  });

  it("drops the news pages and the feed after an article is written, and keeps the calendar", async () => {
    expect(await keep("/blogs-and-news", "/feed.xml", "/events", "/api/getAllEvents")).toEqual([
      "hit",
      "hit",
      "hit",
      "hit",
    ]);

    await createNewsArticle(server.services, { title: "Ordination of deacons" });

    for (const path of ["/blogs-and-news", "/feed.xml"]) {
      const fresh = await get(path);
      expect(fresh.headers.get("x-cache"), path).toBe("miss");
      expect(await fresh.text(), path).toContain("Ordination of deacons");
    }
    expect((await get("/events")).headers.get("x-cache")).toBe("hit");
    expect((await get("/api/getAllEvents")).headers.get("x-cache")).toBe("hit");
  });

  it("drops what read a table written by a statement of plain SQL, outside any service", async () => {
    await keep("/api/getAllNews");
    await server.dataSource.query(
      `UPDATE ${newsTable} SET title = 'Renamed by hand' WHERE title = 'Synod report'`,
    );
    const fresh = await get("/api/getAllNews");
    expect(fresh.headers.get("x-cache")).toBe("miss");
    expect(await fresh.text()).toContain("Renamed by hand");
  });

  it("keeps everything after a statement that only reads, whatever words it holds", async () => {
    await keep("/api/getAllNews");
    await server.dataSource.query(`SELECT REPLACE(title, 'update', 'delete') AS "insert" FROM ${newsTable}`);
    expect((await get("/api/getAllNews")).headers.get("x-cache")).toBe("hit");
  });

  it("drops what read a table written by a statement that begins with a common table expression", async () => {
    await keep("/api/getAllNews");
    await server.dataSource.query(
      `WITH named AS (SELECT id FROM ${newsTable} WHERE title = 'Renamed by hand') UPDATE ${newsTable} SET title = 'Renamed again' WHERE id IN (SELECT id FROM named)`,
    );
    const fresh = await get("/api/getAllNews");
    expect(fresh.headers.get("x-cache")).toBe("miss");
    expect(await fresh.text()).toContain("Renamed again");
  });

  it("keeps everything when a write is rolled back", async () => {
    await keep("/api/getAllNews");
    await expect(
      server.dataSource.transaction(async (manager) => {
        await manager.query(`UPDATE ${newsTable} SET title = 'Never seen' WHERE title = 'Renamed again'`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const kept = await get("/api/getAllNews");
    expect(kept.headers.get("x-cache")).toBe("hit");
    expect(await kept.text()).not.toContain("Never seen");
  });
});
