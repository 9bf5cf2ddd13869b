import type { DashboardReach } from "../../src/site/content-type.js";
import { PUBLISHABLE_OPERATIONS } from "../every-operation.js";

/**
 * Who tries each operation. A parish editor and a department editor each try it twice: on what
 * they keep ("own": their parish's or department's records) and on another parish's or
 * department's ("other"). Everyone else tries it on the first; an archdeacon's archdeaconry holds
 * both sides' parishes, and they change none of them.
 */
export const WHO = [
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
export type Who = (typeof WHO)[number];

const STAFF: readonly Who[] = WHO.filter((who) => who !== "visitor" && who !== "apiToken");
export const SCOPED_OTHER: readonly Who[] = ["parishEditorOther", "departmentEditorOther"];
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
export const EXPECTED: Record<string, readonly Who[]> = {
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
