import {
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  type IntrospectionQuery,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { LEGACY_ROUTES } from "../../src/rest/legacy-routes.js";
import type { DioceseUnderTest } from "../diocese-under-test.js";
import {
  callField,
  LEGACY_WRITE_BODY,
  PUBLIC_LEGACY_WRITES,
  PUBLIC_MUTATIONS,
  PUBLIC_QUERIES,
} from "../every-operation.js";
import { createStaffMember, daysFromToday } from "../factories.js";
import { graphql, requestJson, type GraphQLResponse } from "../http.js";
import { smallImage } from "../images.js";
import { EXPECTED, SCOPED_OTHER, WHO, type Who } from "./expected.js";
import { argumentsOf, headersOf, makeFixtures, type MatrixSite } from "./fixtures.js";

/** Calls one operation of the table (`query name`, `query name(argument)`, `mutation name`). */
async function callOperation(
  site: MatrixSite,
  schema: GraphQLSchema,
  operation: string,
  headers: Record<string, string>,
  given: Record<string, unknown>,
): Promise<GraphQLResponse<unknown>> {
  if (operation === "query event.occurrences") {
    const document = `query ($id: ID!) { event(id: $id) { occurrences(from: "${daysFromToday(0)}", to: "${daysFromToday(60)}") { date } } }`;
    const { body } = await graphql(site.diocese.url, document, given, headers);
    return body;
  }
  const [kind, rest] = operation.split(" ") as ["query" | "mutation", string];
  const name = rest.replace(/\(.*\)$/, "");
  const root = kind === "query" ? schema.getQueryType()! : schema.getMutationType()!;
  const field = root.getFields()[name];
  if (!field) throw new Error(`${operation} is not in the schema`);
  return callField({ url: site.diocese.url, picture: site.picture }, kind, field, headers, given);
}

type Outcome = "allowed" | "refused";
const REFUSALS = new Set(["UNAUTHENTICATED", "FORBIDDEN"]);

/** Every operation of the table in the order tried: deletions last, so that the rest find their records. */
function operationsInOrder(): string[] {
  return Object.keys(EXPECTED).sort(
    (a, b) => Number(/ (\/api\/)?delete/i.test(a)) - Number(/ (\/api\/)?delete/i.test(b)),
  );
}

/** What one caller met on each operation of the table. */
async function outcomesFor(
  site: MatrixSite,
  schema: GraphQLSchema,
  who: Who,
): Promise<Record<string, Outcome | string>> {
  const fixtures = await makeFixtures(site);
  const headers = await headersOf(site, who, fixtures);
  const outcomes: Record<string, Outcome | string> = {};
  for (const operation of operationsInOrder()) {
    const legacy = /^(POST|DELETE) \/api\//.exec(operation);
    if (legacy) {
      const side = SCOPED_OTHER.includes(who) ? fixtures.other : fixtures.own;
      const [method, path] = operation.split(" ") as [string, string];
      const pathname = path.replace(":id", String(side.parish.id));
      const body = method === "POST" ? LEGACY_WRITE_BODY : undefined;
      const { status } = await requestJson(site.diocese.url, method, pathname, { body, headers });
      outcomes[operation] = status === 401 || status === 403 ? "refused" : "allowed";
      continue;
    }
    const body = await callOperation(site, schema, operation, headers, argumentsOf(operation, fixtures, who));
    const code = body.errors?.[0]?.extensions?.code;
    if (code === "INTERNAL_SERVER_ERROR") outcomes[operation] = `failed: ${body.errors![0]!.message}`;
    else outcomes[operation] = code && REFUSALS.has(String(code)) ? "refused" : "allowed";
  }
  return outcomes;
}

/**
 * Every role against every operation of the table, in the diocese `diocese()` gives once the
 * file's own set-up has run: each caller is refused (UNAUTHENTICATED or FORBIDDEN) exactly where
 * the table says, and nothing fails.
 */
export function describeRoleMatrix(diocese: () => DioceseUnderTest): void {
  let site: MatrixSite;
  let schema: GraphQLSchema;

  beforeAll(async () => {
    const { url, app, run } = diocese();
    const { body } = await graphql<IntrospectionQuery>(url, getIntrospectionQuery());
    schema = buildClientSchema(body.data!);
    site = {
      diocese: diocese(),
      picture: await smallImage("png", 40),
      systemAdmin: await run(() => createStaffMember(app)),
    };
  });

  describe("every role against every operation", () => {
    it("has an expected line for every mutation, private query and legacy write", () => {
      const listed = new Set(Object.keys(EXPECTED).map((operation) => operation.replace(/\(.*\)$/, "")));
      const missing = [
        ...Object.keys(schema.getMutationType()!.getFields())
          .filter((name) => !PUBLIC_MUTATIONS.has(name))
          .map((name) => `mutation ${name}`),
        ...Object.keys(schema.getQueryType()!.getFields())
          .filter((name) => !PUBLIC_QUERIES.has(name))
          .map((name) => `query ${name}`),
        ...LEGACY_ROUTES.filter((route) => route.method !== "GET")
          .map((route) => `${route.method} ${route.path}`)
          .filter((route) => !PUBLIC_LEGACY_WRITES.has(route)),
      ].filter((operation) => !listed.has(operation));
      expect(missing).toEqual([]);
    });

    it.each(WHO)("answers %s as the table says", async (who) => {
      const expected = Object.fromEntries(
        operationsInOrder().map((operation) => [
          operation,
          EXPECTED[operation]!.includes(who) ? "allowed" : "refused",
        ]),
      );
      expect(await outcomesFor(site, schema, who)).toEqual(expected);
    });
  });
}
