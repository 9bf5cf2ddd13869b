import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiTokenScope, SYSTEM_ACTOR } from "../src/authorization.js";
import { LEGACY_ROUTES } from "../src/rest/legacy-routes.js";
import {
  createArchdeaconry,
  createEvent,
  createInstitution,
  createJobOpening,
  createNewsArticle,
  createParish,
  createProject,
  createSermon,
  createStaffMember,
  daysFromToday,
} from "./factories.js";
import { callField, LEGACY_WRITE_BODY } from "./every-operation.js";
import { graphql, requestJson } from "./http.js";
import { smallImage } from "./images.js";
import { inDiocese, startProvinceApp } from "./in-diocese.js";
import type { TestApp } from "./test-app.js";

/*
 * The cross-diocese sweep (issue #44): a system administrator of the second diocese, and an
 * integrator's API token of it, at its own host, call every query, mutation and legacy path of the
 * API with the ids, slugs and titles of the first diocese's records. No answer carries any of them, and not one of the first diocese's
 * rows is changed. Row-level security is what holds this; the sweep is what shows no operation
 * reaches around it (a read by a deployment-wide id, a cache keyed without the diocese).
 */

/** What every record of the first diocese is named, so that any answer carrying one shows it. */
const KAKAMEGA_ONLY = "Kakamega only";
/** The address such a record's name makes. */
const KAKAMEGA_SLUG = "kakamega-only";

let app: TestApp;
let schema: GraphQLSchema;
let picture: Buffer;
/** The second diocese's site, at localhost, where the first's is at 127.0.0.1. */
let mumias: string;
let mumiasAdminId: number;
let mumiasToken: string;

beforeAll(async () => {
  app = await startProvinceApp({
    ownPublicUrl: true,
    mumiasHost: "localhost",
    // The sweep makes some hundreds of calls a minute with one token.
    env: { API_TOKEN_REQUESTS_PER_MINUTE: "100000" },
  });
  mumias = app.config.publicUrl.replace("127.0.0.1", "localhost");
  // Made first, so that each is the first row of its table: the id "1" every call sends.
  await inDiocese(1, async () => {
    const { services } = app;
    const archdeaconry = await createArchdeaconry(services, { name: KAKAMEGA_ONLY });
    await createParish(services, { name: KAKAMEGA_ONLY, archdeaconryId: String(archdeaconry.id) });
    await createNewsArticle(services, { title: KAKAMEGA_ONLY });
    await createEvent(services, { title: KAKAMEGA_ONLY, date: daysFromToday(7) });
    await createProject(services, { title: KAKAMEGA_ONLY });
    await createInstitution(services, { name: KAKAMEGA_ONLY });
    await createJobOpening(services, { position: KAKAMEGA_ONLY });
    await createSermon(services, { title: KAKAMEGA_ONLY });
    await createStaffMember(app, { name: KAKAMEGA_ONLY, username: KAKAMEGA_SLUG });
    await services.apiTokens.create(SYSTEM_ACTOR, {
      name: KAKAMEGA_ONLY,
      scopes: [ApiTokenScope.READ_PRIVATE],
    });
  });
  mumiasAdminId = (await inDiocese(2, () => createStaffMember(app, { role: "system_admin" }))).id;
  const scopes = [ApiTokenScope.READ_PRIVATE, ApiTokenScope.WRITE_CONTENT];
  ({ token: mumiasToken } = await inDiocese(2, () =>
    app.services.apiTokens.create(SYSTEM_ACTOR, { name: "Mumias integration", scopes }),
  ));
  const { body } = await graphql<IntrospectionQuery>(mumias, getIntrospectionQuery());
  schema = buildClientSchema(body.data!);
  picture = await smallImage("png", 40);
}, 120_000);
afterAll(() => app.close());

/** A new session of the second diocese's system administrator: a call that signs out ends only its own. */
async function mumiasAdmin(): Promise<Record<string, string>> {
  const { token } = await inDiocese(2, () => app.services.sessions.start(mumiasAdminId));
  return { "access-token": token };
}

/**
 * Arguments that reach the records themselves, by name and type: this year's and month's, drafts
 * and closed ones too. Every other required argument is every-operation.ts's sample ("1" for an id).
 */
const REACHING: Record<string, { type: string; value: unknown }> = {
  year: { type: "Int", value: new Date().getFullYear() },
  fromYear: { type: "Int", value: new Date().getFullYear() },
  month: { type: "String", value: new Date().toISOString().slice(0, 7) },
  from: { type: "String", value: daysFromToday(-60) },
  to: { type: "String", value: daysFromToday(60) },
  date: { type: "String", value: daysFromToday(7) },
  includeUnpublished: { type: "Boolean", value: true },
  includeClosed: { type: "Boolean", value: true },
};

/** The arguments of a call aimed at the first diocese's records: by its slug, else its title or name. */
function aimedAtKakamega(field: GraphQLField<unknown, unknown>): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  const named = (name: string) => field.args.find((arg) => arg.name === name);
  for (const arg of field.args) {
    const reaching = REACHING[arg.name];
    if (reaching && getNamedType(arg.type).name === reaching.type) given[arg.name] = reaching.value;
  }
  if (named("slug")) given.slug = KAKAMEGA_SLUG;
  else if (named("title")) given.title = KAKAMEGA_ONLY;
  else if (named("name") && getNamedType(named("name")!.type).name === "String") given.name = KAKAMEGA_ONLY;
  return given;
}

/**
 * A selection of every field of a type that needs no argument, objects within objects to `depth`,
 * so that an answer shows whatever it carries.
 */
function everythingOf(type: GraphQLNamedType, depth: number): string {
  if (isUnionType(type)) return "{ __typename }";
  if (!isObjectType(type)) return "";
  const fields = Object.values(type.getFields()).filter((field) =>
    field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined),
  );
  const selected = fields.flatMap((field) => {
    const named = getNamedType(field.type);
    if (!isObjectType(named) && !isUnionType(named)) return [field.name];
    return depth > 0 ? [`${field.name} ${everythingOf(named, depth - 1)}`] : [];
  });
  return `{ __typename ${selected.join(" ")} }`;
}

/** Each of the first diocese's rows, table by table, as it reads them. */
async function kakamegasRows(): Promise<Record<string, unknown[]>> {
  const tables: { name: string }[] = await app.dataSource.query(
    `SELECT table_name AS name FROM information_schema.columns
      WHERE column_name = 'diocese_id' AND table_schema = current_schema() ORDER BY table_name`,
  );
  const rows: Record<string, unknown[]> = {};
  await inDiocese(1, async () => {
    for (const { name } of tables) {
      rows[name] = await app.dataSource.query(`SELECT * FROM "${name}" ORDER BY 1`);
    }
  });
  return rows;
}

/** Which queries' answers at `site` carry any of the first diocese's records. */
async function queriesCarryingKakamega(site: string, headers: Record<string, string>): Promise<string[]> {
  const carrying: string[] = [];
  for (const field of fieldsOf("query")) {
    const selection = everythingOf(getNamedType(field.type), 2);
    const answer = await callField(
      { url: site, picture },
      "query",
      field,
      headers,
      aimedAtKakamega(field),
      selection,
    );
    if (JSON.stringify(answer).includes(KAKAMEGA_ONLY)) carrying.push(field.name);
  }
  return carrying;
}

function fieldsOf(kind: "query" | "mutation") {
  const root = kind === "query" ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root!.getFields());
}

/** Who calls from the second diocese, and which changes of the first diocese's records reach a service that finds none. */
const CALLERS = [
  {
    who: "system administrator's session",
    headers: mumiasAdmin,
    reaches: [
      "setAdminUserRole",
      "resetAdminUserPassword",
      "revokeApiToken",
      "deleteArchdeaconry",
      "updateEvent",
      "deleteNewsArticle",
      "updateParish",
      "deleteProject",
      "updateSermon",
      "updateInstitution",
      "setParishTreasurer",
    ],
  },
  {
    who: "integrator's API token",
    headers: async () => ({ "access-token": mumiasToken }),
    reaches: [
      "deleteArchdeaconry",
      "updateEvent",
      "deleteNewsArticle",
      "updateParish",
      "deleteProject",
      "updateSermon",
    ],
  },
];

describe.each(CALLERS)("the second diocese's $who, at its own host", ({ headers, reaches }) => {
  it("reads nothing of the first diocese's through any query", async () => {
    expect(await queriesCarryingKakamega(mumias, await headers())).toEqual([]);
    // The same calls at the first diocese's host, as its administrator, do carry its records.
    const kakamegaAdmin = await inDiocese(1, () => createStaffMember(app, { role: "system_admin" }));
    const { token } = await inDiocese(1, () => app.services.sessions.start(kakamegaAdmin.id));
    const carrying = await queriesCarryingKakamega(app.config.publicUrl, { "access-token": token });
    expect(carrying).toEqual(
      expect.arrayContaining([
        "adminUsers",
        "archdeaconries",
        "events",
        "institutions",
        "jobOpenings",
        "newsArticle",
        "parishBySlug",
        "parishes",
        "projects",
        "sermons",
      ]),
    );
  }, 300_000);

  it("changes nothing of the first diocese's through any mutation", async () => {
    const before = await kakamegasRows();
    expect(JSON.stringify(before.parish)).toContain(KAKAMEGA_ONLY);
    const unknownThere: string[] = [];
    for (const field of fieldsOf("mutation")) {
      const answer = await callField(
        { url: mumias, picture },
        "mutation",
        field,
        await headers(),
        aimedAtKakamega(field),
      );
      if (answer.errors?.[0]?.message.startsWith("There is no")) unknownThere.push(field.name);
    }
    // Each change of one of the first diocese's records by its id finds no such record.
    expect(unknownThere).toEqual(expect.arrayContaining(reaches));
    expect(await kakamegasRows()).toEqual(before);
  }, 300_000);

  it("reads and changes nothing of the first diocese's through any legacy path", async () => {
    const before = await kakamegasRows();
    const leaks: string[] = [];
    for (const route of LEGACY_ROUTES) {
      const pathname = route.path.replace(/:id/g, "1").replace(/:title/g, encodeURIComponent(KAKAMEGA_ONLY));
      const { body } = await requestJson(mumias, route.method, pathname, {
        body: route.method === "POST" ? LEGACY_WRITE_BODY : undefined,
        headers: await headers(),
      });
      if (JSON.stringify(body).includes(KAKAMEGA_ONLY)) leaks.push(`${route.method} ${route.path}`);
    }
    expect(leaks).toEqual([]);
    expect(await kakamegasRows()).toEqual(before);
    // The same paths at the first diocese's host do carry its records.
    const { body } = await requestJson(app.config.publicUrl, "GET", "/api/getAllNews");
    expect(JSON.stringify(body)).toContain(KAKAMEGA_ONLY);
  }, 300_000);
});
