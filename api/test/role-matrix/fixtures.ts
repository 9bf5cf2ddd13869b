import { AdminRole, ApiTokenScope, SYSTEM_ACTOR, type Actor } from "../../src/authorization.js";
import type { AdminUser } from "../../src/modules/admin-user/admin-user.entity.js";
import { RevisedContentType } from "../../src/modules/revision/revision.entity.js";
import type { DioceseUnderTest } from "../diocese-under-test.js";
import { PUBLISHABLE_OPERATIONS } from "../every-operation.js";
import {
  createArchdeaconry,
  createEvent,
  createInstitution,
  createNewsArticle,
  createParish,
  createSermon,
  createStaffMember,
  daysFromToday,
  signedInHeaders,
} from "../factories.js";
import { SCOPED_OTHER, type Who } from "./expected.js";

/** Where the matrix runs: the diocese, a picture to upload, and a system administrator of it. */
export interface MatrixSite {
  diocese: DioceseUnderTest;
  picture: Buffer;
  systemAdmin: AdminUser;
}

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
export interface Fixtures {
  archdeaconryId: number;
  own: Side;
  other: Side;
  bystanderId: number;
  spareTokenId: number;
}

const THIS_YEAR = new Date().getUTCFullYear();
let sequence = 0;

async function makeSide(site: MatrixSite, archdeaconryId: number): Promise<Side> {
  sequence += 1;
  const { services } = site.diocese.app;
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
    photos.push(
      await services.gallery.addPhoto(SYSTEM_ACTOR, album.id, { caption }, { buffer: site.picture }),
    );
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

/** Both sides' records, made in the site's diocese. */
export function makeFixtures(site: MatrixSite): Promise<Fixtures> {
  return site.diocese.run(() => makeBothSides(site));
}

async function makeBothSides(site: MatrixSite): Promise<Fixtures> {
  const server = site.diocese.app;
  const { id: archdeaconryId } = await createArchdeaconry(server.services);
  const bystander = await createStaffMember(server, { role: AdminRole.EDITOR });
  const admin: Actor = { userId: site.systemAdmin.id, role: "system_admin", sessionId: 0 };
  sequence += 1;
  const spare = await server.services.apiTokens.create(admin, {
    name: `Spare token ${sequence}`,
    scopes: [ApiTokenScope.READ_PRIVATE],
  });
  return {
    archdeaconryId,
    own: await makeSide(site, archdeaconryId),
    other: await makeSide(site, archdeaconryId),
    bystanderId: bystander.id,
    spareTokenId: spare.apiToken.id,
  };
}

/**
 * The headers of each caller, with the parish or department a scoped editor keeps (the own
 * side's), and the archdeaconry of both sides' parishes an archdeacon reads.
 */
export function headersOf(site: MatrixSite, who: Who, fixtures: Fixtures): Promise<Record<string, string>> {
  return site.diocese.run(() => signIn(site, who, fixtures));
}

async function signIn(site: MatrixSite, who: Who, fixtures: Fixtures): Promise<Record<string, string>> {
  const server = site.diocese.app;
  switch (who) {
    case "visitor":
      return {};
    case "apiToken": {
      const admin: Actor = { userId: site.systemAdmin.id, role: "system_admin", sessionId: 0 };
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
 * sample of every required argument.
 */
export function argumentsOf(operation: string, fixtures: Fixtures, who: Who): Record<string, unknown> {
  const side = SCOPED_OTHER.includes(who) ? fixtures.other : fixtures.own;
  const byOperation: ArgumentsByOperation = {
    ...contentArguments(fixtures, side, who),
    ...accountArguments(fixtures),
    ...parishRecordArguments(side),
    ...readArguments(side),
  };
  return byOperation[operation] ?? {};
}

type ArgumentsByOperation = Record<string, Record<string, unknown>>;

/** Changes of the diocese's content. A scoped editor's new event belongs to the place they try. */
function contentArguments(fixtures: Fixtures, side: Side, who: Who): ArgumentsByOperation {
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
  return {
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
  };
}

/** Changes of another member of staff's account, and of a token. */
function accountArguments(fixtures: Fixtures): ArgumentsByOperation {
  return {
    "mutation setAdminUserActive": { id: String(fixtures.bystanderId), active: true },
    "mutation setAdminUserRole": { id: String(fixtures.bystanderId), input: { role: "EDITOR" } },
    "mutation resetAdminUserPassword": { id: String(fixtures.bystanderId) },
    "mutation revokeApiToken": { id: String(fixtures.spareTokenId) },
  };
}

/** The parishes' records: assessments, SMS notices, returns and the synod's report. */
function parishRecordArguments(side: Side): ArgumentsByOperation {
  return {
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
  };
}

/** The schools a parish sponsors, and private reads of the content. */
function readArguments(side: Side): ArgumentsByOperation {
  return {
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
}
