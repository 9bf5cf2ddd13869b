/*
 * What the authorisation sweep and the role matrix share: what visitors may call (which the
 * sweep checks is all they may call, and the matrix leaves out of its table), and how to call any
 * operation of the schema or legacy write so that it reaches its service.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import type { DashboardReach, PublishableOperations } from "../src/site/content-type.js";
import { SITE_CONTENT_TYPES } from "../src/site/content-types/index.js";
import { graphql, graphqlUpload, type GraphQLResponse } from "./http.js";

/**
 * The operations the content types declare (`operations` in api/src/site/content-types/), each
 * type's with the reach of its dashboard page: visitors may call their queries, and the role
 * matrix expects the roles of the reach alone to write.
 */
export const PUBLISHABLE_OPERATIONS: readonly (PublishableOperations & { reach: DashboardReach })[] =
  SITE_CONTENT_TYPES.flatMap((type) =>
    "operations" in type ? [{ ...type.operations, reach: type.dashboard.reach }] : [],
  );

/**
 * Every operation a visitor may call without signing in. Anything else in the schema (a new
 * mutation included) must refuse a visitor, which fails this test the day one forgets
 * `requireEditor`.
 */
export const PUBLIC_MUTATIONS = new Set([
  "signIn",
  "signOut",
  "subscribeToNewsletter",
  "confirmNewsletterSubscription",
  "requestPasswordCode",
  "requestPasswordResetLink",
  "resetPasswordWithCode",
  "resetPasswordWithLink",
  "giveByMpesa",
  // A pledger's own: made by anyone, changed and paid at its unguessable address.
  "makePledge",
  "changePledgeReminders",
  "payPledge",
  "stopPledgeSms",
  // A registrant's own: made by anyone, seen and cancelled by its unguessable token.
  "register",
  "cancelRegistration",
  "payRegistrationOffer",
]);

/** Every query but these reads private data: the public site's content, and `me` (null for a visitor). */
export const PUBLIC_QUERIES = new Set([
  "administrativeSecretary",
  "archdeaconries",
  "archdeaconry",
  "bishopMessage",
  "bishopMessages",
  "calendarDays",
  "currentBishopMessage",
  "department",
  "departments",
  "event",
  "events",
  "eventOccurrences",
  "featuredProject",
  "findParishes",
  "gift",
  "giving",
  "pledgeStatement",
  "historyBishop",
  "historyBishops",
  "informationPage",
  "informationPages",
  // The church's schools and hospitals: the finder and each one's page (drafts are for staff alone).
  "institution",
  "institutionBySlug",
  "institutions",
  "jobOpening",
  "jobOpenings",
  "me",
  "newsArticle",
  "newsArticles",
  "parish",
  "parishBySlug",
  "parishFinder",
  "parishes",
  "sermon",
  "sermonFilters",
  "sermons",
  "photoAlbum",
  "photoAlbums",
  "project",
  "projects",
  "recentGifts",
  "registration",
  "siteSettings",
  "slide",
  "slides",
  "committee",
  "committees",
  "standingCommittee",
  // A year's summary as the diocese published it: totals, and parishes' money only when ticked.
  "yearSummary",
  "publishedYearSummaries",
  // A published member of the clergy's page, by its address.
  "clergyMemberBySlug",
  ...PUBLISHABLE_OPERATIONS.flatMap(({ item, list }) => [item, list]),
]);

/** The legacy writes a visitor may send: signing in and out, and password recovery. */
export const PUBLIC_LEGACY_WRITES = new Set([
  "POST /api/login",
  "POST /api/logout",
  "POST /api/otp",
  "POST /api/verifyOtp",
  "POST /api/resetPassword",
]);

/**
 * One body with every field a legacy content write requires, so that each reaches its service (a
 * missing field would be refused first, and would hide a missing sign-in check).
 */
export const LEGACY_WRITE_BODY = {
  title: "Synod",
  caption: "Synod",
  content: "<p>Synod</p>",
  heading: "Synod",
  bishopname: "Bishop",
  message: "<p>Synod</p>",
  image: "data:image/png;base64,iVBORw0KGgo=",
  archdeaconry: "Kakamega",
  archid: "1",
  parish: "St Peter's",
  date: "2026-12-01",
  time: "10:00",
  end: "12:00",
};

/** A value of the type the schema accepts; only the required fields of an input object. */
export function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) && field.defaultValue === undefined,
    );
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type)]));
  }
  const scalars: Record<string, unknown> = {
    ID: "1",
    String: "sample",
    Int: 1,
    Float: 1,
    Boolean: true,
    DateTimeISO: "2026-12-01T10:00:00.000Z",
  };
  if (isScalarType(type) && type.name in scalars) return scalars[type.name];
  throw new Error(`There is no sample value for ${String(type)}: add one`);
}

/**
 * Calls one field of the schema with a value for every required argument (and the ones given),
 * asking for __typename only unless a selection is given; uploads go as a multipart request with
 * the picture.
 */
export async function callField(
  site: { url: string; picture: Buffer },
  kind: "query" | "mutation",
  field: GraphQLField<unknown, unknown>,
  headers: Record<string, string>,
  given: Record<string, unknown> = {},
  selection = isObjectType(getNamedType(field.type)) ? " { __typename }" : "",
): Promise<GraphQLResponse<unknown>> {
  const args = field.args.filter(
    (arg) => arg.name in given || (isNonNullType(arg.type) && arg.defaultValue === undefined),
  );
  const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const document =
    `${kind}${declared ? `(${declared})` : ""} ` +
    `{ ${field.name}${passed ? `(${passed})` : ""}${selection} }`;
  const uploads = args.filter((arg) => getNamedType(arg.type).name === "Upload");
  const variables = Object.fromEntries(
    args
      .filter((arg) => !uploads.includes(arg))
      .map((arg) => [arg.name, arg.name in given ? given[arg.name] : sampleValue(arg.type)]),
  );
  if (uploads.length === 0) return (await graphql(site.url, document, variables, headers)).body;
  const files = Object.fromEntries(
    uploads.map((arg) => [arg.name, { bytes: site.picture, filename: "sample.png", type: "image/png" }]),
  );
  return (await graphqlUpload(site.url, document, variables, files, headers)).body;
}
