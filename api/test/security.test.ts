import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle, signedInHeaders } from "./factories.js";
import { graphqlAs, requestJson } from "./http.js";
import { startTestApp, type TestApp } from "./test-app.js";

let server: TestApp;

beforeAll(async () => {
  // The dashboard's page, which the site serves from the web build.
  const webDistDir = await mkdtemp(path.join(tmpdir(), "diocese-web-"));
  await writeFile(
    path.join(webDistDir, "index.html"),
    "<!doctype html><title>Dashboard</title><div id=root></div>",
  );
  server = await startTestApp({ webDistDir });
});
afterAll(() => server.close());

describe("security headers", () => {
  it("sends a page the content security policy the site works under, and the usual hardening headers", async () => {
    const response = await fetch(`${server.url}/admin`);
    expect(response.headers.get("content-type")).toContain("text/html");
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("sends a JSON answer the headers OWASP lists for an API, without those only a document uses", async () => {
    const answers = [
      await fetch(`${server.url}/healthz`),
      await fetch(`${server.url}/api/getAllNews`),
      await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ newsArticles { total } }" }),
      }),
      // An answer from the response cache, the second time.
      await fetch(`${server.url}/api/getAllNews`),
    ];
    for (const response of answers) {
      expect(response.headers.get("content-type")).toContain("json");
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
      expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      expect(response.headers.get("referrer-policy")).toBeNull();
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
    }
    expect(answers[3]!.headers.get("x-cache")).toBe("hit");
  });

  it("sends a feed, which a browser may show, the document's headers", async () => {
    const response = await fetch(`${server.url}/feed.xml`);
    expect(response.headers.get("content-type")).toContain("application/rss+xml");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
  });
});

describe("GraphQL limits", () => {
  it("refuses a batch of operations in one request", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ query: "{ me { id } }" }, { query: "{ me { id } }" }]),
    });
    expect(response.status).toBe(400);
  });

  it("refuses a query with more than 15 aliases", async () => {
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: newsArticles { total }`).join(" ");
    const { body } = await graphqlAs(server.url, {}, `{ ${aliases} }`);
    expect(body.errors?.[0]?.message).toMatch(/aliases/i);
    expect(body.data).toBeUndefined();
  });

  it("refuses a query of more than 2,000 tokens", async () => {
    const fields = Array.from({ length: 2100 }, () => "total").join(" ");
    const { body } = await graphqlAs(server.url, {}, `{ newsArticles { ${fields} } }`);
    expect(body.errors?.[0]?.message).toMatch(/token/i);
  });

  it("answers a document that does not parse with 400, never 500", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ newsArticles {" }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toMatch(/^Syntax Error/);
  });

  it("keeps introspection and field suggestions: the schema is public", async () => {
    const { body } = await graphqlAs(server.url, {}, `{ newsArticle(slug: "x") { titel } }`);
    expect(body.errors?.[0]?.message).toMatch(/Did you mean "title"\?/);
  });
});

describe("deeply nested JSON", () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

  it("is refused with 400 and a clear message before it is parsed, in production too", async () => {
    const production = await startTestApp({ env: { NODE_ENV: "production" } });
    try {
      // Signed in: without a session a body this large (about 600 KB) is refused for its size.
      const staff = await signedInHeaders(production);
      const body = `{"query":"query ($v: String) { siteSettings { shortName } }","variables":${nested(100_000)}}`;
      for (const path of ["/graphql", "/api/createArchdeaconry"]) {
        const response = await fetch(`${production.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...staff },
          body,
        });
        expect(response.status).toBe(400);
        expect(JSON.stringify(await response.json())).toContain(
          "The request body nests JSON more than 64 levels deep",
        );
      }
    } finally {
      await production.close();
    }
  });

  it("is taken as usual up to 64 levels", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"query":"{ siteSettings { shortName } }","extensions":${nested(62)}}`,
    });
    expect(response.status).toBe(200);
  });
});

describe("errors in production", () => {
  it("never show SQL or a stack trace", async () => {
    const production = await startTestApp({ env: { NODE_ENV: "production" } });
    try {
      await createNewsArticle(production.services);
      await production.dataSource.query("DROP TABLE news_article");
      const { body } = await graphqlAs(production.url, {}, `{ newsArticles { total } }`);
      expect(body.errors?.[0]).toMatchObject({
        message: "Something went wrong on the server",
        extensions: { code: "INTERNAL_SERVER_ERROR" },
      });
      expect(JSON.stringify(body)).not.toMatch(/SQLITE|relation|news_article|stacktrace|at /i);
      const rest = await requestJson(production.url, "GET", "/api/getAllNews");
      expect(rest).toMatchObject({
        status: 500,
        body: { status: "error", message: "Something went wrong on the server" },
      });
    } finally {
      await production.close();
    }
  });
});

describe("e-mail without SMTP_URL", () => {
  it("is written to the outbox folder as an .eml file", async () => {
    await server.services.mail.send({
      to: "office@diocese.example",
      subject: "Synod papers",
      text: "Attached.",
    });
    const outbox = path.join(server.config.dataDir, "outbox");
    const [file] = await readdir(outbox);
    expect(file).toMatch(/\.eml$/);
    const message = await readFile(path.join(outbox, file!), "utf8");
    expect(message).toContain("To: office@diocese.example");
    expect(message).toContain("Subject: Synod papers");
  });
});
