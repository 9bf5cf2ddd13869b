import {
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  type IntrospectionQuery,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminRole, ApiTokenScope, SYSTEM_ACTOR, type Actor } from "../src/authorization.js";
import type { AdminUser } from "../src/modules/admin-user/admin-user.entity.js";
import { RevisedContentType } from "../src/modules/revision/revision.entity.js";
import { LEGACY_ROUTES } from "../src/rest/legacy-routes.js";
import type { DashboardReach } from "../src/site/content-type.js";
import {
  createArchdeaconry,
  createEvent,
  createInstitution,
  createNewsArticle,
  createSermon,
  createParish,
  createStaffMember,
  daysFromToday,
  signedInHeaders,
} from "./factories.js";
import { graphql, requestJson, type GraphQLResponse } from "./http.js";
import { smallImage } from "./images.js";
import {
  callField,
  LEGACY_WRITE_BODY,
  PUBLIC_LEGACY_WRITES,
  PUBLIC_MUTATIONS,
  PUBLIC_QUERIES,
  PUBLISHABLE_OPERATIONS,
} from "./every-operation.js";
import { startTestApp, type TestApp } from "./test-app.js";

/**
 * Who tries each operation. A parish editor and a department editor each try it twice: on what
 * they keep ("own": their parish's or department's records) and on another parish's or
 * department's ("other"). Everyone else tries it on the first; an archdeacon's archdeaconry holds
 * both sides' parishes, and they change none of them.
 */
const WHO = [
  "visitor",
  "treasurer",
  "editor",
  "systemAdmin",
  "apiToken",
  "parishEditor",
  "parishEditorOther",
  "departmentEditor",
  "departmentEditorOther",
  "archdeacon",
] as const;
type Who = (typeof WHO)[number];

const STAFF: readonly Who[] = WHO.filter((who) => who !== "visitor" && who !== "apiToken");
const SCOPED_OTHER: readonly Who[] = ["parishEditorOther", "departmentEditorOther"];
/** Diocese-wide content: editors, system admins and a token with WRITE_CONTENT. */
const DIOCESE: readonly Who[] = ["editor", "systemAdmin", "apiToken"];
/** A parish's page and its news: diocese-wide editors and that parish's editor. */
const PARISH: readonly Who[] = [...DIOCESE, "parishEditor"];
/** A department's page: diocese-wide editors and that department's editor. */
const DEPARTMENT: readonly Who[] = [...DIOCESE, "departmentEditor"];
/** Events, which belong to a parish, a department or both. */
const EVENTS: readonly Who[] = [...DIOCESE, "parishEditor", "departmentEditor"];
/** The staff of an event themselves, signed in: its editors, without a token. */
const EVENT_STAFF: readonly Who[] = ["editor", "systemAdmin", "parishEditor", "departmentEditor"];
const GALLERY_MUTATIONS = [
  "createPhotoAlbum",
  "updatePhotoAlbum",
  "deletePhotoAlbum",
  "setPhotoAlbumCover",
  "reorderPhotos",
  "addPhoto",
  "updatePhoto",
  "deletePhoto",
];
/** Who may write a type whose dashboard page has this reach (api/src/site/staff-reach.ts). */
const WHO_REACHES: Record<DashboardReach, readonly Who[]> = { dioceseWide: DIOCESE, parishContent: PARISH };
const SYSTEM_ADMIN: readonly Who[] = ["systemAdmin"];
const TREASURER: readonly Who[] = ["treasurer", "systemAdmin"];
/**
 * Parishes' records (assessments, returns): diocese-wide staff and a token with READ_PRIVATE; a parish's
 * editor their own; an archdeacon their archdeaconry's, which holds both sides' parishes.
 */
const PARISH_RECORDS: readonly Who[] = [
  "treasurer",
  "editor",
  "systemAdmin",
  "apiToken",
  "parishEditor",
  "archdeacon",
];
/** A parish's money acted on (a prompt, its treasurer named): treasurers, and the parish's own editor. */
const PARISH_PAYING: readonly Who[] = [...TREASURER, "parishEditor"];
/** SMS notices: diocese-wide editors and a parish's editor, never a token (sending costs money). */
const NOTICE_SENDERS: readonly Who[] = ["editor", "systemAdmin", "parishEditor"];

/** A return's questions, its reopening and the reminders: the diocese's people, never a token. */
const DIOCESE_STAFF: readonly Who[] = ["editor", "systemAdmin"];

/**
 * Who may call each operation that is not public; everyone else is refused (UNAUTHENTICATED or
 * FORBIDDEN). A new mutation or private query fails this test until it has its line here.
 */
const EXPECTED: Record<string, readonly Who[]> = {
  "query adminUsers": SYSTEM_ADMIN,
  "query apiTokens": SYSTEM_ADMIN,
  "query contributions": TREASURER,
  "query giftTotals": [...STAFF, "apiToken"],
  "query unmatchedPayments": TREASURER,
  "query smsMessages": TREASURER,
  "query smsMonthCost": TREASURER,
  "query pledges": TREASURER,
  "query pledgeTotals": TREASURER,
  "query givingStatementYear": TREASURER,
  "query givingStatementsSent": TREASURER,
  "mutation sendGivingStatements": TREASURER,
  "query smsNoticePreview": NOTICE_SENDERS,
  "mutation sendSmsNotice": NOTICE_SENDERS,
  // A parish editor's list holds their parish's notices alone.
  "query smsNotices": [...NOTICE_SENDERS, "parishEditorOther"],
  // A parish editor's lists hold their own parish alone.
  "query assessmentOverview": [...PARISH_RECORDS, "parishEditorOther"],
  "query assessmentTotals": [...PARISH_RECORDS, "parishEditorOther"],
  "query assessmentMonths": [...PARISH_RECORDS, "parishEditorOther"],
  "query parishAssessments": PARISH_RECORDS,
  "query assessmentPayments": PARISH_RECORDS,
  "query parishTreasurer": PARISH_RECORDS,
  "mutation setAssessment": TREASURER,
  "query assessmentRulePreview": TREASURER,
  "mutation applyAssessmentRule": TREASURER,
  "mutation recordAssessmentPayment": TREASURER,
  "mutation reverseAssessmentPayment": TREASURER,
  "mutation payAssessmentByMpesa": PARISH_PAYING,
  "mutation setParishTreasurer": PARISH_PAYING,
  // The lists of returns hold what the reader reaches: a parish editor's, their own parish.
  "query parishReturnYears": [...PARISH_RECORDS, "parishEditorOther"],
  "query parishReturnQuestions": [...PARISH_RECORDS, "parishEditorOther"],
  "query parishReturnStatuses": [...PARISH_RECORDS, "parishEditorOther"],
  "query parishReturnTotals": [...PARISH_RECORDS, "parishEditorOther"],
  "query parishReturnTrend": [...PARISH_RECORDS, "parishEditorOther"],
  "query parishReturn": PARISH_RECORDS,
  "mutation startParishReturnYear": DIOCESE_STAFF,
  "mutation setParishReturnQuestions": DIOCESE_STAFF,
  "mutation saveParishReturnDraft": [...DIOCESE_STAFF, "parishEditor"],
  "mutation submitParishReturn": [...DIOCESE_STAFF, "parishEditor"],
  "mutation reopenParishReturn": DIOCESE_STAFF,
  "mutation remindParishReturns": DIOCESE_STAFF,
  // The synod report holds every parish's records and money: the diocese's people who read them all.
  "mutation makeSynodReport": ["treasurer", "editor", "systemAdmin"],
  // Who sets the year's questions decides whether its summary is published, and what it shows.
  "query yearSummarySetting": DIOCESE_STAFF,
  "mutation setYearSummary": DIOCESE_STAFF,
  "query newsletterSubscriber": DIOCESE,
  "query newsletterSubscribers": DIOCESE,
  "query jobOpenings(includeClosed)": DIOCESE,
  // A parish editor's list holds their parish's articles alone, whichever parish they look for.
  "query newsArticles(includeUnpublished)": [...PARISH, "parishEditorOther"],
  "query newsArticle(includeUnpublished)": PARISH,
  // Sermons are kept as the news is.
  "query sermons(includeUnpublished)": [...PARISH, "parishEditorOther"],
  "query sermon(includeUnpublished)": PARISH,
  "query event.occurrences": EVENTS,
  "query auditLog": SYSTEM_ADMIN,
  // An item's history is for whoever may change the item: here a news article of the parish.
  "query contentRevisions": PARISH,
  "query compareRevisions": PARISH,
  "mutation restoreRevision": PARISH,

  "mutation changePassword": STAFF,
  "mutation setMyPicture": STAFF,
  "mutation setMyLanguage": STAFF,
  "mutation checkGiftStatus": TREASURER,
  "mutation recordGift": TREASURER,
  "mutation reverseGift": TREASURER,
  "mutation resendGiftReceipt": TREASURER,
  "mutation recordPaperPledge": TREASURER,
  "mutation adjustPledge": TREASURER,
  "mutation cancelPledge": TREASURER,
  "mutation assignUnmatchedPayment": TREASURER,
  "mutation assignUnmatchedPaymentToAssessment": TREASURER,
  "mutation setAsideUnmatchedPayment": TREASURER,
  "mutation createAdminUser": SYSTEM_ADMIN,
  "mutation setAdminUserActive": SYSTEM_ADMIN,
  "mutation setAdminUserRole": SYSTEM_ADMIN,
  "mutation resetAdminUserPassword": SYSTEM_ADMIN,
  "mutation createApiToken": SYSTEM_ADMIN,
  "mutation revokeApiToken": SYSTEM_ADMIN,

  "mutation createParish": DIOCESE,
  "mutation updateParish": PARISH,
  "mutation deleteParish": DIOCESE,
  "mutation createDepartment": DIOCESE,
  "mutation updateDepartment": DEPARTMENT,
  "mutation deleteDepartment": DIOCESE,
  "mutation createEvent": EVENTS,
  "mutation updateEvent": EVENTS,
  "mutation deleteEvent": EVENTS,
  "mutation restoreEventOccurrence": EVENTS,
  // An event's registrations: who may change the event, and a token with READ_PRIVATE the lists.
  "mutation setRegistrationSetup": EVENTS,
  "query eventRegistrations": EVENTS,
  "query eventRegistrationCounts": EVENTS,
  // The door and the registrants' messages are someone's act: the event's staff, never a token.
  "mutation checkInRegistrations": EVENT_STAFF,
  "mutation messageRegistrants": EVENT_STAFF,
  // Giving a fee back is the treasurer's decision, as reversing a gift is.
  "mutation recordRegistrationRefund": TREASURER,
  "mutation createNewsArticle": PARISH,
  "mutation updateNewsArticle": PARISH,
  "mutation deleteNewsArticle": PARISH,
  "mutation setNewsArticleImage": PARISH,
  "mutation createSermon": PARISH,
  "mutation updateSermon": PARISH,
  "mutation deleteSermon": PARISH,

  "mutation createArchdeaconry": DIOCESE,
  "mutation updateArchdeaconry": DIOCESE,
  "mutation deleteArchdeaconry": DIOCESE,
  "mutation createBishopMessage": DIOCESE,
  "mutation updateBishopMessage": DIOCESE,
  "mutation deleteBishopMessage": DIOCESE,
  "mutation createHistoryBishop": DIOCESE,
  "mutation updateHistoryBishop": DIOCESE,
  "mutation deleteHistoryBishop": DIOCESE,
  "mutation reorderHistoryBishops": DIOCESE,
  "mutation createInformationPage": DIOCESE,
  "mutation updateInformationPage": DIOCESE,
  "mutation deleteInformationPage": DIOCESE,
  "mutation createJobOpening": DIOCESE,
  "mutation updateJobOpening": DIOCESE,
  "mutation deleteJobOpening": DIOCESE,
  "mutation createProject": DIOCESE,
  "mutation updateProject": DIOCESE,
  "mutation deleteProject": DIOCESE,
  "mutation createSlide": DIOCESE,
  // An album of a parish, like its news: diocese-wide editors and that parish's editor.
  ...Object.fromEntries(GALLERY_MUTATIONS.map((name) => [`mutation ${name}`, PARISH])),
  "mutation updateSlide": DIOCESE,
  "mutation deleteSlide": DIOCESE,
  "mutation reorderSlides": DIOCESE,
  "mutation updateAdministrativeSecretary": DIOCESE,
  "mutation deleteAdministrativeSecretary": DIOCESE,
  "mutation updateSiteSettings": DIOCESE,
  "mutation updateNewsletterSubscriber": DIOCESE,
  "mutation deleteNewsletterSubscriber": DIOCESE,
  "query newsletterIssues": DIOCESE,
  "query newsletterIssue": DIOCESE,
  "query newsletterDigest": DIOCESE,
  "query newsletterReaders": DIOCESE,
  "mutation createNewsletterIssue": DIOCESE,
  "mutation updateNewsletterIssue": DIOCESE,
  "mutation deleteNewsletterIssue": DIOCESE,
  "mutation sendNewsletterTest": DIOCESE,
  "mutation sendNewsletterIssue": DIOCESE,
  "mutation unscheduleNewsletterIssue": DIOCESE,
  // A parish editor keeps the institutions their parish sponsors; their list holds those alone.
  "query institutions(includeUnpublished)": [...PARISH, "parishEditorOther"],
  "query institution(includeUnpublished)": PARISH,
  "mutation createInstitution": PARISH,
  "mutation updateInstitution": PARISH,
  "mutation deleteInstitution": PARISH,
  "mutation createCommittee": DIOCESE,
  "mutation updateCommittee": DIOCESE,
  "mutation deleteCommittee": DIOCESE,
  "mutation createCommitteeMember": DIOCESE,
  "mutation updateCommitteeMember": DIOCESE,
  "mutation deleteCommitteeMember": DIOCESE,
  "mutation reorderCommitteeMembers": DIOCESE,
  // The clergy's postings and their lists: the diocese's editors, like the clergy themselves.
  "query clergyPostingLists": DIOCESE,
  "query clergyPostingList": DIOCESE,
  "mutation createClergyPostingList": DIOCESE,
  "mutation updateClergyPostingList": DIOCESE,
  "mutation deleteClergyPostingList": DIOCESE,
  "mutation addClergyPosting": DIOCESE,
  "mutation updateClergyPosting": DIOCESE,
  "mutation removeClergyPosting": DIOCESE,
  "mutation endClergyPosting": DIOCESE,
  ...Object.fromEntries(
    PUBLISHABLE_OPERATIONS.flatMap(({ item, list, mutations, reach }) =>
      [`query ${list}(includeUnpublished)`, `query ${item}(includeUnpublished)`]
        .concat(mutations.map((name) => `mutation ${name}`))
        .map((operation) => [operation, WHO_REACHES[reach]]),
    ),
  ),

  "POST /api/uploadSliderImage": DIOCESE,
  "POST /api/uploadBishopInfo": DIOCESE,
  "POST /api/createArchdeaconry": DIOCESE,
  "POST /api/createParish": DIOCESE,
  "DELETE /api/deleteParish/:id": DIOCESE,
  // The old form names no parish or department, so a scoped editor's event would be the diocese's.
  "POST /api/createEvents": DIOCESE,
  // A parish editor's article is tagged to their parish.
  "POST /api/createNews": [...PARISH, "parishEditorOther"],
  "POST /api/changePassword": STAFF,
};

/** The records one caller works on: theirs (or the first of each) and another's. */
interface Side {
  parish: { id: number; name: string };
  departmentId: number;
  department: { slug: string; name: string };
  eventId: number;
  eventToDeleteId: number;
  article: { id: number; slug: string };
  articleToDeleteId: number;
  /** The article's first two revisions: as written, and retitled. */
  revisionIds: [string, string];
  sermonIds: { kept: number; toDelete: number };
  keptSermonSlug: string;
  /** An album of the parish with two photographs, one of them to delete, and an album to delete. */
  album: { id: number; photoIds: [number, number] };
  albumToDeleteId: number;
  /** The parish's assessment of this year. */
  assessmentId: number;
  /** A school the parish sponsors, kept, and one to delete. */
  institutionId: number;
  institutionToDeleteId: number;
}
interface Fixtures {
  archdeaconryId: number;
  own: Side;
  other: Side;
  bystanderId: number;
  spareTokenId: number;
}

const THIS_YEAR = new Date().getUTCFullYear();
let server: TestApp;
let schema: GraphQLSchema;
let picture: Buffer;
let systemAdmin: AdminUser;

beforeAll(async () => {
  server = await startTestApp();
  const { body } = await graphql<IntrospectionQuery>(server.url, getIntrospectionQuery());
  schema = buildClientSchema(body.data!);
  picture = await smallImage("png", 40);
  systemAdmin = await createStaffMember(server);
});

afterAll(async () => {
  await server.close();
});

let sequence = 0;

async function makeSide(archdeaconryId: number): Promise<Side> {
  sequence += 1;
  const { services } = server;
  const parish = await createParish(services, { name: `St Luke's ${sequence}`, archdeaconryId });
  const department = await services.departments.create(SYSTEM_ACTOR, {
    slug: `mothers-union-${sequence}`,
    name: `Mothers' Union ${sequence}`,
    body: "<p>Prayer, fellowship and service.</p>",
  });
  const owners = { parishId: String(parish.id), departmentId: String(department.id) };
  const event = await createEvent(services, owners);
  const eventToDelete = await createEvent(services, owners);
  const article = await createNewsArticle(services, { parishId: String(parish.id) });
  const articleToDelete = await createNewsArticle(services, { parishId: String(parish.id) });
  await services.news.update(SYSTEM_ACTOR, article.id, {
    title: `${article.title}, retitled`,
    body: article.body,
  });
  const revisions = await services.revisions.history(
    SYSTEM_ACTOR,
    RevisedContentType.NEWS_ARTICLE,
    article.id,
  );
  const album = await services.gallery.createAlbum(SYSTEM_ACTOR, {
    title: `Confirmation at St Luke's ${sequence}`,
    date: daysFromToday(-3),
    parishId: String(parish.id),
  });
  const photos = [];
  for (const caption of ["The procession", "The laying on of hands"]) {
    photos.push(await services.gallery.addPhoto(SYSTEM_ACTOR, album.id, { caption }, { buffer: picture }));
  }
  const parishOnly = { parishId: String(parish.id) };
  const keptSermon = await createSermon(services, { ...parishOnly, status: "draft" }, null);
  const albumToDelete = await services.gallery.createAlbum(SYSTEM_ACTOR, {
    title: `Harvest at St Luke's ${sequence}`,
    date: daysFromToday(-9),
    parishId: String(parish.id),
  });
  const assessment = await services.assessments.set(SYSTEM_ACTOR, {
    parishId: String(parish.id),
    year: THIS_YEAR,
    amountKes: 60_000,
  });
  const institution = await createInstitution(services, { parishId: parish.id, status: "draft" });
  const institutionToDelete = await createInstitution(services, { parishId: parish.id });
  return {
    assessmentId: assessment.id,
    institutionId: institution.id,
    institutionToDeleteId: institutionToDelete.id,
    album: { id: album.id, photoIds: [photos[0]!.id, photos[1]!.id] },
    albumToDeleteId: albumToDelete.id,
    parish: { id: parish.id, name: parish.name },
    departmentId: department.id,
    department: { slug: department.slug, name: department.name },
    eventId: event.id,
    eventToDeleteId: eventToDelete.id,
    article: { id: article.id, slug: article.slug },
    articleToDeleteId: articleToDelete.id,
    revisionIds: [String(revisions.at(-1)!.id), String(revisions[0]!.id)],
    sermonIds: { kept: keptSermon.id, toDelete: (await createSermon(services, parishOnly, null)).id },
    keptSermonSlug: keptSermon.slug,
  };
}

async function makeFixtures(): Promise<Fixtures> {
  const { id: archdeaconryId } = await createArchdeaconry(server.services);
  const bystander = await createStaffMember(server, { role: AdminRole.EDITOR });
  const admin: Actor = { userId: systemAdmin.id, role: "system_admin", sessionId: 0 };
  sequence += 1;
  const spare = await server.services.apiTokens.create(admin, {
    name: `Spare token ${sequence}`,
    scopes: [ApiTokenScope.READ_PRIVATE],
  });
  return {
    archdeaconryId,
    own: await makeSide(archdeaconryId),
    other: await makeSide(archdeaconryId),
    bystanderId: bystander.id,
    spareTokenId: spare.apiToken.id,
  };
}

/**
 * The headers of each caller, with the parish or department a scoped editor keeps (the own
 * side's), and the archdeaconry of both sides' parishes an archdeacon reads.
 */
async function headersOf(who: Who, fixtures: Fixtures): Promise<Record<string, string>> {
  switch (who) {
    case "visitor":
      return {};
    case "apiToken": {
      const admin: Actor = { userId: systemAdmin.id, role: "system_admin", sessionId: 0 };
      sequence += 1;
      const { token } = await server.services.apiTokens.create(admin, {
        name: `Parish finder app ${sequence}`,
        scopes: [ApiTokenScope.READ_PRIVATE, ApiTokenScope.WRITE_CONTENT],
      });
      return { authorization: `Bearer ${token}` };
    }
    case "treasurer":
      return signedInHeaders(server, await createStaffMember(server, { role: AdminRole.TREASURER }));
    case "editor":
      return signedInHeaders(server, await createStaffMember(server, { role: AdminRole.EDITOR }));
    case "systemAdmin":
      return signedInHeaders(server, await createStaffMember(server, { role: AdminRole.SYSTEM_ADMIN }));
    case "parishEditor":
    case "parishEditorOther":
      return signedInHeaders(
        server,
        await createStaffMember(server, { role: AdminRole.PARISH_EDITOR, parishId: fixtures.own.parish.id }),
      );
    case "archdeacon":
      return signedInHeaders(
        server,
        await createStaffMember(server, {
          role: AdminRole.ARCHDEACON,
          archdeaconryId: fixtures.archdeaconryId,
        }),
      );
    case "departmentEditor":
    case "departmentEditorOther":
      return signedInHeaders(
        server,
        await createStaffMember(server, {
          role: AdminRole.DEPARTMENT_EDITOR,
          departmentId: fixtures.own.departmentId,
        }),
      );
  }
}

/**
 * The arguments of the operations that address a record, for the side tried; the others get a
 * sample of every required argument. A scoped editor's new event belongs to the place they try.
 */
function argumentsOf(operation: string, fixtures: Fixtures, who: Who): Record<string, unknown> {
  const side = SCOPED_OTHER.includes(who) ? fixtures.other : fixtures.own;
  const ownersOfNewEvent = who.startsWith("department")
    ? { departmentId: String(side.departmentId) }
    : { parishId: String(side.parish.id) };
  const eventInput = {
    title: "Confirmation service",
    date: daysFromToday(14),
    startTime: "10:00",
    endTime: "12:00",
  };
  const article = { title: "Harvest thanksgiving", body: "<p>First fruits.</p>" };
  const sermon = {
    title: "The sower",
    preacher: "Canon Otieno",
    preachedOn: "2026-11-22",
    passages: "Mark 4:1-20",
    notes: "",
  };
  const album = { title: "Synod in pictures", date: daysFromToday(-1) };
  const byOperation: Record<string, Record<string, unknown>> = {
    "mutation updateParish": {
      id: String(side.parish.id),
      input: { name: side.parish.name, archdeaconryId: String(fixtures.archdeaconryId), town: "Mumias" },
    },
    "mutation deleteParish": { id: String(side.parish.id) },
    "mutation updateDepartment": {
      id: String(side.departmentId),
      input: { ...side.department, body: "<p>Meetings every first Saturday.</p>" },
    },
    "mutation deleteDepartment": { id: String(side.departmentId) },
    "mutation createEvent": { input: { ...eventInput, ...ownersOfNewEvent } },
    "mutation updateEvent": {
      id: String(side.eventId),
      input: { ...eventInput, parishId: String(side.parish.id), departmentId: String(side.departmentId) },
    },
    "mutation deleteEvent": { id: String(side.eventToDeleteId) },
    "mutation restoreEventOccurrence": { id: String(side.eventId), occurrenceDate: daysFromToday(14) },
    "mutation setRegistrationSetup": {
      eventId: String(side.eventId),
      input: { closesAt: `${daysFromToday(5)}T12:00:00.000Z`, capacity: 40 },
    },
    "query eventRegistrations": { eventId: String(side.eventId) },
    "query eventRegistrationCounts": { eventId: String(side.eventId) },
    "mutation checkInRegistrations": { eventId: String(side.eventId), checkIns: [] },
    "mutation messageRegistrants": {
      eventId: String(side.eventId),
      input: { statuses: ["CONFIRMED"], channel: "EMAIL", text: "Gates open at 7." },
    },
    "mutation recordRegistrationRefund": { id: "1", amountKes: 100, note: "M-Pesa" },
    "mutation createNewsArticle": { input: { ...article, parishId: String(side.parish.id) } },
    "mutation updateNewsArticle": { id: String(side.article.id), input: article },
    "mutation deleteNewsArticle": { id: String(side.articleToDeleteId) },
    "mutation setNewsArticleImage": { slug: side.article.slug },
    "mutation createSermon": { input: { ...sermon, parishId: String(side.parish.id) } },
    "mutation updateSermon": { id: String(side.sermonIds.kept), input: sermon },
    "mutation deleteSermon": { id: String(side.sermonIds.toDelete) },
    "mutation createPhotoAlbum": { input: { ...album, parishId: String(side.parish.id) } },
    "mutation updatePhotoAlbum": {
      id: String(side.album.id),
      input: { ...album, parishId: String(side.parish.id) },
    },
    "mutation deletePhotoAlbum": { id: String(side.albumToDeleteId) },
    "mutation setPhotoAlbumCover": {
      albumId: String(side.album.id),
      photoId: String(side.album.photoIds[0]),
    },
    "mutation reorderPhotos": { albumId: String(side.album.id), ids: side.album.photoIds.map(String) },
    "mutation addPhoto": { albumId: String(side.album.id), input: { caption: "The choir" } },
    "mutation updatePhoto": { id: String(side.album.photoIds[0]), input: { caption: "The procession" } },
    "mutation deletePhoto": { id: String(side.album.photoIds[1]) },
    "mutation setAdminUserActive": { id: String(fixtures.bystanderId), active: true },
    "mutation setAdminUserRole": { id: String(fixtures.bystanderId), input: { role: "EDITOR" } },
    "mutation resetAdminUserPassword": { id: String(fixtures.bystanderId) },
    "mutation revokeApiToken": { id: String(fixtures.spareTokenId) },
    "query assessmentOverview": { year: THIS_YEAR },
    "query assessmentRulePreview": { rule: { year: THIS_YEAR + 1, fromYear: THIS_YEAR, percent: 5 } },
    "mutation applyAssessmentRule": { rule: { year: THIS_YEAR + 1, fromYear: THIS_YEAR, percent: 5 } },
    "query assessmentTotals": { year: THIS_YEAR },
    "query assessmentMonths": { year: THIS_YEAR },
    "query parishAssessments": { parishId: String(side.parish.id) },
    "query parishTreasurer": { parishId: String(side.parish.id) },
    "query assessmentPayments": { assessmentId: String(side.assessmentId) },
    "mutation setAssessment": {
      input: { parishId: String(side.parish.id), year: THIS_YEAR, amountKes: 70_000 },
    },
    "mutation recordAssessmentPayment": {
      input: {
        assessmentId: String(side.assessmentId),
        amountKes: 500,
        method: "CASH",
        receivedOn: daysFromToday(0),
      },
    },
    "mutation payAssessmentByMpesa": {
      input: { assessmentId: String(side.assessmentId), amountKes: 500, phone: "0712 345 678" },
    },
    "mutation setParishTreasurer": {
      input: { parishId: String(side.parish.id), name: "Jane Wafula", phone: "0712 345 678" },
    },
    "query smsNoticePreview": { input: { parishId: String(side.parish.id), body: "Synod on Saturday." } },
    "mutation sendSmsNotice": { input: { parishId: String(side.parish.id), body: "Synod on Saturday." } },
    "query parishReturn": { parishId: String(side.parish.id), year: 2040 },
    "mutation saveParishReturnDraft": { parishId: String(side.parish.id), year: 2040, answers: [] },
    "mutation submitParishReturn": { parishId: String(side.parish.id), year: 2040, answers: [] },
    "mutation reopenParishReturn": {
      parishId: String(side.parish.id),
      year: 2040,
      reason: "A count is missing",
    },
    "mutation startParishReturnYear": { year: 2040 },
    "mutation setParishReturnQuestions": { year: 2041, questions: [] },
    "mutation remindParishReturns": { year: 2040 },
    "query parishReturnYears": {},
    "query parishReturnQuestions": { year: 2040 },
    "query parishReturnStatuses": { year: 2040 },
    "query parishReturnTotals": { year: 2040 },
    "query parishReturnTrend": { key: "baptisms", lastYear: 2040 },
    "mutation makeSynodReport": { year: 2040, language: "en" },
    "query yearSummarySetting": { year: 2040 },
    "mutation setYearSummary": { year: 2040, published: false, showsParishPayments: true },
    "query institutions(includeUnpublished)": { includeUnpublished: true },
    "query institution(includeUnpublished)": { id: String(side.institutionId), includeUnpublished: true },
    "mutation createInstitution": {
      input: { name: "Harambee Primary", kind: "PRIMARY_SCHOOL", parishId: String(side.parish.id) },
    },
    "mutation updateInstitution": {
      id: String(side.institutionId),
      input: { name: "Harambee Secondary", kind: "SECONDARY_SCHOOL" },
    },
    "mutation deleteInstitution": { id: String(side.institutionToDeleteId) },
    "query newsArticles(includeUnpublished)": { includeUnpublished: true },
    "query newsArticle(includeUnpublished)": { slug: side.article.slug, includeUnpublished: true },
    "query sermons(includeUnpublished)": { includeUnpublished: true },
    "query sermon(includeUnpublished)": { slug: side.keptSermonSlug, includeUnpublished: true },
    "query jobOpenings(includeClosed)": { includeClosed: true },
    "query event.occurrences": { id: String(side.eventId) },
    "query contentRevisions": { contentType: "NEWS_ARTICLE", contentId: String(side.article.id) },
    "query compareRevisions": { fromId: side.revisionIds[0], toId: side.revisionIds[1] },
    "mutation restoreRevision": { id: side.revisionIds[0] },
    ...Object.fromEntries(
      PUBLISHABLE_OPERATIONS.flatMap(({ item, list }) => [
        [`query ${list}(includeUnpublished)`, { includeUnpublished: true }],
        [`query ${item}(includeUnpublished)`, { id: "1", includeUnpublished: true }],
      ]),
    ),
  };
  return byOperation[operation] ?? {};
}

/** Calls one operation of the table (`query name`, `query name(argument)`, `mutation name`). */
async function callOperation(
  operation: string,
  headers: Record<string, string>,
  given: Record<string, unknown>,
): Promise<GraphQLResponse<unknown>> {
  if (operation === "query event.occurrences") {
    const document = `query ($id: ID!) { event(id: $id) { occurrences(from: "${daysFromToday(0)}", to: "${daysFromToday(60)}") { date } } }`;
    const { body } = await graphql(server.url, document, given, headers);
    return body;
  }
  const [kind, rest] = operation.split(" ") as ["query" | "mutation", string];
  const name = rest.replace(/\(.*\)$/, "");
  const root = kind === "query" ? schema.getQueryType()! : schema.getMutationType()!;
  const field = root.getFields()[name];
  if (!field) throw new Error(`${operation} is not in the schema`);
  return callField({ url: server.url, picture }, kind, field, headers, given);
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
async function outcomesFor(who: Who): Promise<Record<string, Outcome | string>> {
  const fixtures = await makeFixtures();
  const headers = await headersOf(who, fixtures);
  const outcomes: Record<string, Outcome | string> = {};
  for (const operation of operationsInOrder()) {
    const legacy = /^(POST|DELETE) \/api\//.exec(operation);
    if (legacy) {
      const side = SCOPED_OTHER.includes(who) ? fixtures.other : fixtures.own;
      const [method, path] = operation.split(" ") as [string, string];
      const pathname = path.replace(":id", String(side.parish.id));
      const body = method === "POST" ? LEGACY_WRITE_BODY : undefined;
      const { status } = await requestJson(server.url, method, pathname, { body, headers });
      outcomes[operation] = status === 401 || status === 403 ? "refused" : "allowed";
      continue;
    }
    const body = await callOperation(operation, headers, argumentsOf(operation, fixtures, who));
    const code = body.errors?.[0]?.extensions?.code;
    if (code === "INTERNAL_SERVER_ERROR") outcomes[operation] = `failed: ${body.errors![0]!.message}`;
    else outcomes[operation] = code && REFUSALS.has(String(code)) ? "refused" : "allowed";
  }
  return outcomes;
}

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
    expect(await outcomesFor(who)).toEqual(expected);
  });
});
