import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { graphqlAs, requestJson, sendJson } from "../../../test/http.js";
import { smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { hashToken } from "../../lib/bearer-tokens.js";
import { NewsArticle } from "../news/news.entity.js";
import { ApiTokenScope } from "../../authorization.js";
import { ApiToken } from "./api-token.entity.js";
import { updateWhere } from "../../db/store.js";

/** A small limit, so that the test reaches it in a few requests; production keeps 600. */
const TEST_REQUESTS_PER_MINUTE = 10;

let server: TestApp;
let admin: Record<string, string>;

// One site for the file; each test starts with no tokens, as a system admin of its own.
beforeAll(async () => {
  server = await startTestApp({ env: { API_TOKEN_REQUESTS_PER_MINUTE: String(TEST_REQUESTS_PER_MINUTE) } });
});
beforeEach(async () => {
  await server.dataSource.query("DELETE FROM api_token");
  admin = await signedInHeaders(server);
});
afterAll(() => server.close());

const TOKEN_FIELDS = "id name scopes prefix createdAt expiresAt lastUsedAt revokedAt";
const CREATE = `mutation ($input: NewApiTokenInput!) { createApiToken(input: $input) { token apiToken { ${TOKEN_FIELDS} } } }`;
const LIST = `{ apiTokens { ${TOKEN_FIELDS} } }`;
const REVOKE = `mutation ($id: ID!) { revokeApiToken(id: $id) { ${TOKEN_FIELDS} } }`;
const CREATE_ARTICLE = `mutation ($input: NewsArticleInput!) { createNewsArticle(input: $input) { id title } }`;
const SUBSCRIBERS = `{ newsletterSubscribers { total } }`;

interface ListedToken {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

async function createToken(
  scopes: ApiTokenScope[],
  extra: { name?: string; expiresAt?: string } = {},
): Promise<{ token: string; apiToken: ListedToken }> {
  const response = await graphqlAs<{ createApiToken: { token: string; apiToken: ListedToken } }>(
    server.url,
    admin,
    CREATE,
    { input: { name: extra.name ?? `Token ${scopes.join(" ")}`, scopes, expiresAt: extra.expiresAt } },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.createApiToken;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createArticleWith(token: string, title: string) {
  return graphqlAs<{ createNewsArticle: { id: string; title: string } }>(
    server.url,
    bearer(token),
    CREATE_ARTICLE,
    {
      input: { title, body: "<p>Sent by the parish app.</p>" },
    },
  );
}

describe("creating an API token", () => {
  it("shows the token once and keeps only its SHA-256", async () => {
    const { token, apiToken } = await createToken([ApiTokenScope.WRITE_CONTENT], { name: "Parish app sync" });
    expect(token).toMatch(/^dioc_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: "Parish app sync", scopes: ["WRITE_CONTENT"], revokedAt: null });
    expect(token.startsWith(apiToken.prefix)).toBe(true);
    expect(apiToken.prefix.length).toBeLessThan(token.length / 2);

    const row = await server.dataSource.getRepository(ApiToken).findOneByOrFail({ id: Number(apiToken.id) });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(apiToken.prefix.length));

    const listed = await graphqlAs<{ apiTokens: Record<string, unknown>[] }>(server.url, admin, LIST);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect(listed.body.data!.apiTokens).toEqual([expect.objectContaining({ name: "Parish app sync" })]);
  });

  it("refuses a name taken, no scope, and an expiry in the past, naming the field", async () => {
    await createToken([ApiTokenScope.READ_PRIVATE], { name: "Synod office" });
    const attempts = [
      [{ name: "Synod office", scopes: ["READ_PRIVATE"] }, "name"],
      [{ name: "No scopes", scopes: [] }, "scopes"],
      [{ name: "Old", scopes: ["READ_PRIVATE"], expiresAt: "2020-01-01T00:00:00Z" }, "expiresAt"],
    ] as const;
    for (const [input, field] of attempts) {
      const response = await graphqlAs(server.url, admin, CREATE, { input });
      expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    }
  });

  it("is refused to editors and visitors, as are the list and revoking", async () => {
    const { apiToken } = await createToken([ApiTokenScope.READ_PRIVATE]);
    const editor = await signedInHeaders(server, await createStaffMember(server, { role: "editor" }));
    const input = { name: "Mine", scopes: ["READ_PRIVATE"] };
    for (const [headers, code] of [
      [editor, "FORBIDDEN"],
      [{}, "UNAUTHENTICATED"],
    ] as const) {
      for (const [query, variables] of [
        [CREATE, { input }],
        [LIST, {}],
        [REVOKE, { id: apiToken.id }],
      ] as const) {
        const response = await graphqlAs(server.url, headers, query, variables);
        expect(response.body.errors?.[0]?.extensions?.code).toBe(code);
      }
    }
    expect(await server.dataSource.getRepository(ApiToken).count()).toBe(1);
  });
});

describe("a WRITE_CONTENT token", () => {
  it("creates a news article over GraphQL", async () => {
    const { token } = await createToken([ApiTokenScope.WRITE_CONTENT]);
    const response = await createArticleWith(token, "Harvest thanksgiving in Mumias");
    expect(response.status).toBe(200);
    expect(response.body.data?.createNewsArticle.title).toBe("Harvest thanksgiving in Mumias");
  });

  it("creates a news article over the legacy REST path", async () => {
    const { token } = await createToken([ApiTokenScope.WRITE_CONTENT]);
    const image = `data:image/png;base64,${(await smallImage("png", 400)).toString("base64")}`;
    const response = await sendJson(
      server.url,
      "POST",
      "/api/createNews",
      { title: "Youth camp at Butere", content: "<p>Two hundred came.</p>", image },
      bearer(token),
    );
    expect(response).toMatchObject({ status: 200, body: { status: "success", id: expect.any(Number) } });
    const saved = await server.dataSource
      .getRepository(NewsArticle)
      .findOneBy({ title: "Youth camp at Butere" });
    expect(saved).not.toBeNull();
  });

  it("may not make tokens, manage staff, read the ledger or act as a member of staff", async () => {
    const { token } = await createToken([ApiTokenScope.WRITE_CONTENT, ApiTokenScope.READ_PRIVATE]);
    const operations: [string, Record<string, unknown>][] = [
      [CREATE, { input: { name: "Another", scopes: ["WRITE_CONTENT"] } }],
      [LIST, {}],
      [`{ adminUsers { id } }`, {}],
      [
        `mutation { createAdminUser(input: { name: "Intruder", email: "x@example.org", username: "intruder" }) { password } }`,
        {},
      ],
      [`{ contributions { total } }`, {}],
      [`{ me { id } }`, {}],
    ];
    for (const [query, variables] of operations) {
      const response = await graphqlAs(server.url, bearer(token), query, variables);
      expect(response.body.errors?.[0]?.extensions?.code, query).toBe("FORBIDDEN");
    }
    expect(await server.dataSource.getRepository(ApiToken).count()).toBe(1);
  });
});

describe("a READ_PRIVATE token", () => {
  it("reads the subscribers, and is refused a write with a message naming WRITE_CONTENT", async () => {
    const { token } = await createToken([ApiTokenScope.READ_PRIVATE]);
    const read = await graphqlAs(server.url, bearer(token), SUBSCRIBERS);
    expect(read.body).toEqual({ data: { newsletterSubscribers: { total: 0 } } });

    const write = await createArticleWith(token, "Not to be saved");
    expect(write.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining("WRITE_CONTENT"),
      extensions: { code: "FORBIDDEN" },
    });
    const legacy = await sendJson(
      server.url,
      "POST",
      "/api/createArchdeaconry",
      { archdeaconry: "Not to be saved" },
      bearer(token),
    );
    expect(legacy.status).toBe(403);
    expect(JSON.stringify(legacy.body)).toContain("WRITE_CONTENT");
  });

  it("is not enough alone: a WRITE_CONTENT token is refused the private reads, naming READ_PRIVATE", async () => {
    const { token } = await createToken([ApiTokenScope.WRITE_CONTENT]);
    const read = await graphqlAs(server.url, bearer(token), SUBSCRIBERS);
    expect(read.body.errors?.[0]?.message).toContain("READ_PRIVATE");
  });
});

describe("a token that no longer works", () => {
  it("is refused once revoked, on GraphQL and REST, even for public reads; revoking again says when", async () => {
    const { token, apiToken } = await createToken([ApiTokenScope.WRITE_CONTENT]);
    const revoked = await graphqlAs<{ revokeApiToken: ListedToken }>(server.url, admin, REVOKE, {
      id: apiToken.id,
    });
    const revokedAt = revoked.body.data!.revokeApiToken.revokedAt;
    expect(revokedAt).not.toBeNull();
    const again = await graphqlAs<{ revokeApiToken: ListedToken }>(server.url, admin, REVOKE, {
      id: apiToken.id,
    });
    expect(again.body.data!.revokeApiToken.revokedAt).toBe(revokedAt);

    const graphql = await createArticleWith(token, "Too late");
    expect(graphql.status).toBe(401);
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: "This API token is unknown, revoked or expired",
      extensions: { code: "UNAUTHENTICATED" },
    });
    const publicRead = await graphqlAs(server.url, bearer(token), "{ newsArticles { total } }");
    expect(publicRead.status).toBe(401);
    const legacy = await requestJson(server.url, "GET", "/api/getAllNews", { headers: bearer(token) });
    expect(legacy).toMatchObject({ status: 401, body: { Status: "Failed" } });
    expect(await server.dataSource.getRepository(NewsArticle).countBy({ title: "Too late" })).toBe(0);
  });

  it("is refused once expired", async () => {
    const { token, apiToken } = await createToken([ApiTokenScope.WRITE_CONTENT], {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await updateWhere(
      server.dataSource.getRepository(ApiToken),
      { id: Number(apiToken.id) },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    const response = await createArticleWith(token, "Expired");
    expect(response.status).toBe(401);
    expect(response.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("is refused when made up, rather than taken for a visitor", async () => {
    const response = await graphqlAs(
      server.url,
      bearer(`dioc_${"x".repeat(43)}`),
      "{ newsArticles { total } }",
    );
    expect(response.status).toBe(401);
  });
});

describe("using a token", () => {
  it("keeps visitors' answers in the response cache: its last use and its count are no change of content", async () => {
    const { token } = await createToken([ApiTokenScope.READ_PRIVATE]);
    await fetch(`${server.url}/api/getAllNews`);
    expect((await fetch(`${server.url}/api/getAllNews`)).headers.get("x-cache")).toBe("hit");
    await graphqlAs(server.url, bearer(token), SUBSCRIBERS);
    const listed = await server.dataSource
      .getRepository(ApiToken)
      .findOneByOrFail({ tokenHash: hashToken(token) });
    expect(listed.lastUsedAt).not.toBeNull();
    expect((await fetch(`${server.url}/api/getAllNews`)).headers.get("x-cache")).toBe("hit");
  });

  it("shows when it was last used", async () => {
    const { token, apiToken } = await createToken([ApiTokenScope.READ_PRIVATE]);
    expect(apiToken.lastUsedAt).toBeNull();
    await graphqlAs(server.url, bearer(token), SUBSCRIBERS);
    const listed = await graphqlAs<{ apiTokens: ListedToken[] }>(server.url, admin, LIST);
    const lastUsedAt = listed.body.data!.apiTokens[0]!.lastUsedAt;
    expect(lastUsedAt).not.toBeNull();
    expect(Date.now() - new Date(lastUsedAt!).getTime()).toBeLessThan(60_000);
  });

  it("answers 429 with Retry-After once the token's own limit is reached, on GraphQL and REST", async () => {
    const { token } = await createToken([ApiTokenScope.READ_PRIVATE]);
    for (let request = 0; request < TEST_REQUESTS_PER_MINUTE; request++) {
      expect((await graphqlAs(server.url, bearer(token), SUBSCRIBERS)).status).toBe(200);
    }
    const graphql = await graphqlAs(server.url, bearer(token), SUBSCRIBERS);
    expect(graphql.status).toBe(429);
    expect(Number(graphql.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(graphql.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");

    const legacy = await requestJson(server.url, "GET", "/api/getAllNews", { headers: bearer(token) });
    expect(legacy.status).toBe(429);
    expect(Number(legacy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(legacy.body).toMatchObject({ status: "error" });

    // Another token, and the staff, have limits of their own.
    const other = await createToken([ApiTokenScope.READ_PRIVATE], { name: "Other" });
    expect((await graphqlAs(server.url, bearer(other.token), SUBSCRIBERS)).status).toBe(200);
  });
});
