import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
  type IntrospectionQuery,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base64Length } from "../src/modules/media/media.service.js";
import { signedInHeaders } from "./factories.js";
import { getJson, graphql } from "./http.js";
import { startTestApp, type TestApp } from "./test-app.js";

let server: TestApp;
let webDistDir: string;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), "diocese-web-"));
  await mkdir(path.join(webDistDir, "assets"));
  await writeFile(
    path.join(webDistDir, "index.html"),
    "<!doctype html><title>Diocese</title><div id=root></div>",
  );
  await writeFile(path.join(webDistDir, "assets", "main-abc123.js"), "console.log('app')");
  await writeFile(
    path.join(webDistDir, "assets", "main-abc123.js.br"),
    brotliCompressSync("console.log('app')"),
  );
  server = await startTestApp({ webDistDir });
  await mkdir(path.join(server.config.uploadsDir, "news"), { recursive: true });
  await writeFile(
    path.join(server.config.uploadsDir, "news", "cover.jpg"),
    Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  );
});
afterAll(async () => {
  await server.close();
  await rm(webDistDir, { recursive: true, force: true });
});

describe("the HTTP app", () => {
  it("answers /healthz with 200 once the database is migrated", async () => {
    const response = await getJson(server.url, "/healthz");
    expect(response).toMatchObject({ status: 200, body: { status: "ok" } });
  });

  it("answers /readyz with 200 when the database answers and is migrated, and 503 when a migration is pending", async () => {
    expect(await getJson(server.url, "/readyz")).toMatchObject({ status: 200, body: { status: "ready" } });
    const [last] = await server.dataSource.query("SELECT name FROM migrations ORDER BY id DESC LIMIT 1");
    await server.dataSource.query(`DELETE FROM migrations WHERE name = '${last.name}'`);
    try {
      expect(await getJson(server.url, "/readyz")).toMatchObject({
        status: 503,
        body: { status: "migrations pending" },
      });
    } finally {
      await server.dataSource.query(
        `INSERT INTO migrations (timestamp, name) VALUES (${Number(/\d{13}/.exec(last.name)![0])}, '${last.name}')`,
      );
    }
  });

  it("answers an introspection whose schema equals the checked-in schema.graphql", async () => {
    const { body } = await graphql<IntrospectionQuery>(server.url, getIntrospectionQuery());
    const served = printSchema(lexicographicSortSchema(buildClientSchema(body.data!)));
    const schemaFile = await readFile(path.join(import.meta.dirname, "../../schema.graphql"), "utf8");
    const checkedIn = printSchema(lexicographicSortSchema(buildSchema(schemaFile)));
    expect(served).toBe(checkedIn);
  });

  it("serves the single-page app for its pages, uncached", async () => {
    const response = await fetch(`${server.url}/blogs-and-news`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("<div id=root>");
  });

  it("answers every address with the app when the web app has no server build, which owns the pages", async () => {
    // Without the server build (the API run alone) only the app knows its pages: it shows its own 404 page.
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<div id=root>");
  });

  it("sends a hashed asset's brotli copy made at build time to a browser that accepts it", async () => {
    const response = await fetch(`${server.url}/assets/main-abc123.js`, {
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toBe("console.log('app')");
  });

  it("caches hashed assets for a year", async () => {
    const response = await fetch(`${server.url}/assets/main-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves uploads with a long cache and nosniff", async () => {
    const response = await fetch(`${server.url}/uploads/news/cover.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers a missing upload or asset with 404, not the app", async () => {
    expect((await fetch(`${server.url}/uploads/news/missing.jpg`)).status).toBe(404);
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await getJson(server.url, "/api/noSuchThing");
    expect(response.status).toBe(404);
    expect(response.contentType).toBe("application/json; charset=utf-8");
    expect(response.body).toEqual({ status: "error", message: "There is no API path GET /api/noSuchThing" });
  });

  it("lets any origin read the public API, never with credentials", async () => {
    const origin = "https://stpauls-parish.example";
    const preflight = await fetch(`${server.url}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type");
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();

    const query = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ archdeaconries { name } }" }),
    });
    expect(query.status).toBe(200);
    expect(query.headers.get("access-control-allow-origin")).toBe("*");
    expect(query.headers.get("access-control-allow-credentials")).toBeNull();

    const legacy = await fetch(`${server.url}/api/getArch`, { headers: { origin } });
    expect(legacy.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("refuses a GraphQL request without a query as a bad request", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
  });

  it("takes a JSON body that holds a picture of the upload limit as a data URL, and refuses a larger one", async () => {
    const staff = await signedInHeaders(server);
    const postPadding = (length: number) =>
      fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...staff },
        body: JSON.stringify({ query: "{ __typename }", variables: { image: "x".repeat(length) } }),
      });
    const dataUrlLength = base64Length(server.config.uploadMaxBytes) + "data:image/jpeg;base64,".length;
    expect((await postPadding(dataUrlLength)).status).toBe(200);
    expect((await postPadding(dataUrlLength + 3 * 1024 * 1024)).status).toBe(413);
  });

  it("answers a malformed multipart GraphQL request with a 400 in GraphQL's error shape", async () => {
    const form = new FormData();
    form.append("operations", "{not json");
    form.append("map", "{}");
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "apollo-require-preflight": "true", ...(await signedInHeaders(server)) },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: expect.stringContaining("Invalid JSON in the ‘operations’ multipart field"),
          extensions: { code: "BAD_REQUEST" },
        },
      ],
    });
  });
});
