import type { Language } from "@diocese/site/languages";
import dashboardEn from "./en/dashboard.json";
import dashboardHomepageEn from "./en/dashboardHomepage.json";
import dashboardAboutUsEn from "./en/dashboardAboutUs.json";
import dashboardDepartmentsEn from "./en/dashboardDepartments.json";
import dashboardPublicationEn from "./en/dashboardPublication.json";
import dashboardRevisionsEn from "./en/dashboardRevisions.json";
import dashboardOverviewEn from "./en/dashboardOverview.json";
import dashboardEventsEn from "./en/dashboardEvents.json";
import dashboardParishesEn from "./en/dashboardParishes.json";
import dashboardProjectsEn from "./en/dashboardProjects.json";
import dashboardCareersEn from "./en/dashboardCareers.json";
import dashboardSermonsEn from "./en/dashboardSermons.json";
import dashboardEditingEn from "./en/dashboardEditing.json";
import dashboardSettingsEn from "./en/dashboardSettings.json";
import dashboardUsersEn from "./en/dashboardUsers.json";
import dashboardApiTokensEn from "./en/dashboardApiTokens.json";
import dashboardSubscribersEn from "./en/dashboardSubscribers.json";
import dashboardGivingEn from "./en/dashboardGiving.json";
import dashboardAuditLogEn from "./en/dashboardAuditLog.json";
import dashboardAccountEn from "./en/dashboardAccount.json";
import dashboardCommitteesEn from "./en/dashboardCommittees.json";
import dashboardGalleryEn from "./en/dashboardGallery.json";
import dashboardSw from "./sw/dashboard.json";
import dashboardHomepageSw from "./sw/dashboardHomepage.json";
import dashboardAboutUsSw from "./sw/dashboardAboutUs.json";
import dashboardDepartmentsSw from "./sw/dashboardDepartments.json";
import dashboardPublicationSw from "./sw/dashboardPublication.json";
import dashboardRevisionsSw from "./sw/dashboardRevisions.json";
import dashboardOverviewSw from "./sw/dashboardOverview.json";
import dashboardEventsSw from "./sw/dashboardEvents.json";
import dashboardParishesSw from "./sw/dashboardParishes.json";
import dashboardProjectsSw from "./sw/dashboardProjects.json";
import dashboardCareersSw from "./sw/dashboardCareers.json";
import dashboardSermonsSw from "./sw/dashboardSermons.json";
import dashboardEditingSw from "./sw/dashboardEditing.json";
import dashboardSettingsSw from "./sw/dashboardSettings.json";
import dashboardUsersSw from "./sw/dashboardUsers.json";
import dashboardApiTokensSw from "./sw/dashboardApiTokens.json";
import dashboardSubscribersSw from "./sw/dashboardSubscribers.json";
import dashboardNewsletterEn from "./en/dashboardNewsletter.json";
import dashboardNewsletterSw from "./sw/dashboardNewsletter.json";
import dashboardGivingSw from "./sw/dashboardGiving.json";
import dashboardAuditLogSw from "./sw/dashboardAuditLog.json";
import dashboardAccountSw from "./sw/dashboardAccount.json";
import dashboardCommitteesSw from "./sw/dashboardCommittees.json";
import dashboardGallerySw from "./sw/dashboardGallery.json";
import dashboardLibraryDocumentsEn from "./en/dashboardLibraryDocuments.json";
import dashboardLibraryDocumentsSw from "./sw/dashboardLibraryDocuments.json";
import dashboardSmsEn from "./en/dashboardSms.json";
import dashboardStatementsEn from "./en/dashboardStatements.json";
import dashboardStatementsSw from "./sw/dashboardStatements.json";
import dashboardSmsSw from "./sw/dashboardSms.json";
import dashboardPledgesEn from "./en/dashboardPledges.json";
import dashboardPledgesSw from "./sw/dashboardPledges.json";
import dashboardSmsNoticesEn from "./en/dashboardSmsNotices.json";
import dashboardSmsNoticesSw from "./sw/dashboardSmsNotices.json";
import dashboardAssessmentsEn from "./en/dashboardAssessments.json";
import dashboardAssessmentsSw from "./sw/dashboardAssessments.json";
import dashboardParishReturnsEn from "./en/dashboardParishReturns.json";
import dashboardParishReturnsSw from "./sw/dashboardParishReturns.json";
import dashboardClergyEn from "./en/dashboardClergy.json";
import dashboardClergySw from "./sw/dashboardClergy.json";
import dashboardClergyPostingsEn from "./en/dashboardClergyPostings.json";
import dashboardClergyPostingsSw from "./sw/dashboardClergyPostings.json";
import dashboardInstitutionsEn from "./en/dashboardInstitutions.json";
import dashboardInstitutionsSw from "./sw/dashboardInstitutions.json";
import dashboardRegistrationsEn from "./en/dashboardRegistrations.json";
import dashboardRegistrationsSw from "./sw/dashboardRegistrations.json";

/*
 * The dashboard's messages, one file per section and language, in its own chunk so that visitors
 * never download them; added to the site's messages when the dashboard loads (register.ts). Named
 * by section and key, as t("dashboard.frame.skipToContent") or t("dashboardEvents.title").
 */
const en = {
  dashboard: dashboardEn,
  dashboardHomepage: dashboardHomepageEn,
  dashboardAboutUs: dashboardAboutUsEn,
  dashboardDepartments: dashboardDepartmentsEn,
  dashboardPublication: dashboardPublicationEn,
  dashboardRevisions: dashboardRevisionsEn,
  dashboardOverview: dashboardOverviewEn,
  dashboardEvents: dashboardEventsEn,
  dashboardParishes: dashboardParishesEn,
  dashboardProjects: dashboardProjectsEn,
  dashboardCareers: dashboardCareersEn,
  dashboardSermons: dashboardSermonsEn,
  dashboardEditing: dashboardEditingEn,
  dashboardSettings: dashboardSettingsEn,
  dashboardUsers: dashboardUsersEn,
  dashboardApiTokens: dashboardApiTokensEn,
  dashboardSubscribers: dashboardSubscribersEn,
  dashboardNewsletter: dashboardNewsletterEn,
  dashboardGiving: dashboardGivingEn,
  dashboardAuditLog: dashboardAuditLogEn,
  dashboardAccount: dashboardAccountEn,
  dashboardCommittees: dashboardCommitteesEn,
  dashboardGallery: dashboardGalleryEn,
  dashboardLibraryDocuments: dashboardLibraryDocumentsEn,
  dashboardSms: dashboardSmsEn,
  dashboardPledges: dashboardPledgesEn,
  dashboardSmsNotices: dashboardSmsNoticesEn,
  dashboardAssessments: dashboardAssessmentsEn,
  dashboardParishReturns: dashboardParishReturnsEn,
  dashboardStatements: dashboardStatementsEn,
  dashboardClergy: dashboardClergyEn,
  dashboardClergyPostings: dashboardClergyPostingsEn,
  dashboardInstitutions: dashboardInstitutionsEn,
  dashboardRegistrations: dashboardRegistrationsEn,
};

export type DashboardMessages = typeof en;

const sw: DashboardMessages = {
  dashboard: dashboardSw,
  dashboardHomepage: dashboardHomepageSw,
  dashboardAboutUs: dashboardAboutUsSw,
  dashboardDepartments: dashboardDepartmentsSw,
  dashboardPublication: dashboardPublicationSw,
  dashboardRevisions: dashboardRevisionsSw,
  dashboardOverview: dashboardOverviewSw,
  dashboardEvents: dashboardEventsSw,
  dashboardParishes: dashboardParishesSw,
  dashboardProjects: dashboardProjectsSw,
  dashboardCareers: dashboardCareersSw,
  dashboardSermons: dashboardSermonsSw,
  dashboardEditing: dashboardEditingSw,
  dashboardSettings: dashboardSettingsSw,
  dashboardUsers: dashboardUsersSw,
  dashboardApiTokens: dashboardApiTokensSw,
  dashboardSubscribers: dashboardSubscribersSw,
  dashboardNewsletter: dashboardNewsletterSw,
  dashboardGiving: dashboardGivingSw,
  dashboardAuditLog: dashboardAuditLogSw,
  dashboardAccount: dashboardAccountSw,
  dashboardCommittees: dashboardCommitteesSw,
  dashboardGallery: dashboardGallerySw,
  dashboardLibraryDocuments: dashboardLibraryDocumentsSw,
  dashboardSms: dashboardSmsSw,
  dashboardPledges: dashboardPledgesSw,
  dashboardSmsNotices: dashboardSmsNoticesSw,
  dashboardAssessments: dashboardAssessmentsSw,
  dashboardParishReturns: dashboardParishReturnsSw,
  dashboardStatements: dashboardStatementsSw,
  dashboardClergy: dashboardClergySw,
  dashboardClergyPostings: dashboardClergyPostingsSw,
  dashboardInstitutions: dashboardInstitutionsSw,
  dashboardRegistrations: dashboardRegistrationsSw,
};

export const dashboardMessages: Readonly<Record<Language, DashboardMessages>> = { en, sw };
