import type { FastifyBaseLogger } from "fastify";
import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import { AUDIT_RULES } from "./audit-rules.js";
import { AdministrativeSecretaryService } from "./modules/administrative-secretary/administrative-secretary.service.js";
import { AdminUserService } from "./modules/admin-user/admin-user.service.js";
import { ApiTokenService } from "./modules/api-token/api-token.service.js";
import { AuditLogService } from "./modules/audit-log/audit-log.service.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { DioceseDirectory } from "./modules/diocese/diocese-directory.js";
import { SiteAddresses } from "./modules/diocese/site-addresses.js";
import { ProvinceService } from "./modules/diocese/province.service.js";
import { PaybillOwners } from "./modules/diocese/paybill-owners.js";
import { ProvinceSettingsService } from "./modules/province-settings/province-settings.service.js";
import { ProvinceArticleService } from "./modules/province-article/province-article.service.js";
import { ProvinceAuditLog } from "./modules/province-admin/province-audit.service.js";
import { ProvinceAdminService } from "./modules/province-admin/province-admin.service.js";
import { DioceseSecretService } from "./modules/diocese/diocese-secrets.service.js";
import { SecretSeal } from "./lib/sealed-secrets.js";
import { MailService } from "./modules/mail/mail.service.js";
import { ArchdeaconryService } from "./modules/archdeaconry/archdeaconry.service.js";
import { BishopMessageService } from "./modules/bishop-message/bishop-message.service.js";
import { DepartmentService } from "./modules/department/department.service.js";
import { EventService } from "./modules/event/event.service.js";
import { CommitteeService } from "./modules/committee/committee.service.js";
import { HistoryBishopService } from "./modules/history-bishop/history-bishop.service.js";
import { InformationPageService } from "./modules/information-page/information-page.service.js";
import { JobOpeningService } from "./modules/job-opening/job-opening.service.js";
import { MediaService } from "./modules/media/media.service.js";
import { SermonService } from "./modules/sermon/sermon.service.js";
import { LocalFolderStorage, type MediaStorage } from "./modules/media/media.storage.js";
import { DioceseFolders } from "./modules/media/diocese-folders.js";
import { provinceHostOf, servesManyDioceses } from "./config/database.js";
import { NewsService } from "./modules/news/news.service.js";
import { NewsletterSubscriberService } from "./modules/newsletter-subscriber/newsletter-subscriber.service.js";
import { NewsletterSending } from "./modules/newsletter/newsletter-sending.js";
import { NewsletterService } from "./modules/newsletter/newsletter.service.js";
import { ParishService } from "./modules/parish/parish.service.js";
import { ProjectService } from "./modules/project/project.service.js";
import { RevisionService } from "./modules/revision/revision.service.js";
import { ContributionService } from "./modules/contribution/contribution.service.js";
import { TreasurerLedgerService } from "./modules/contribution/treasurer-ledger.service.js";
import { UnmatchedPaymentService } from "./modules/contribution/unmatched-payment.service.js";
import { MpesaGivingService } from "./modules/mpesa/mpesa-giving.service.js";
import { SmsSending } from "./modules/sms/sms-sending.js";
import { SmsService } from "./modules/sms/sms.service.js";
import { PledgeService } from "./modules/pledge/pledge.service.js";
import { PledgeReminders } from "./modules/pledge/pledge-reminders.js";
import { TreasurerPledgeService } from "./modules/pledge/treasurer-pledges.service.js";
import { AppealMilestones } from "./modules/pledge/appeal-milestones.js";
import { SmsNoticeService } from "./modules/sms-notice/sms-notice.service.js";
import { SmsNoticeSending } from "./modules/sms-notice/sms-notice-sending.js";
import { SessionService } from "./modules/session/session.service.js";
import { ThrottleService } from "./modules/throttle/throttle.service.js";
import { SiteSettingsService } from "./modules/site-settings/site-settings.service.js";
import { GalleryService } from "./modules/gallery/gallery.service.js";
import { SlideService } from "./modules/slide/slide.service.js";
import { LibraryDocumentService } from "./modules/library-document/library-document.service.js";
import { PhoneAnswers } from "./modules/phone/phone-answers.js";
import { SmsKeywords } from "./modules/phone/sms-keywords.js";
import { UssdService } from "./modules/phone/ussd.service.js";
import { AssessmentService } from "./modules/assessment/assessment.service.js";
import { AssessmentPaymentService } from "./modules/assessment/assessment-payments.service.js";
import { AssessmentReminders } from "./modules/assessment/assessment-reminders.js";
import { ParishReturnService } from "./modules/parish-return/parish-return.service.js";
import { ParishReturnQuestionService } from "./modules/parish-return/parish-return-questions.service.js";
import { ParishReturnOverviewService } from "./modules/parish-return/parish-return-overview.service.js";
import { ParishReturnTrendService } from "./modules/parish-return/parish-return-trend.js";
import { ParishReturnExport } from "./modules/parish-return/parish-return-export.js";
import { ParishReturnReminderService } from "./modules/parish-return/parish-return-reminders.js";
import { SynodReportService } from "./modules/synod-report/synod-report.service.js";
import { YearSummaryService } from "./modules/year-summary/year-summary.service.js";
import { GivingStatementService } from "./modules/giving-statement/giving-statement.service.js";
import { GivingStatementSending } from "./modules/giving-statement/statement-sending.js";
import { ClergyService } from "./modules/clergy/clergy.service.js";
import { ClergyPostingService } from "./modules/clergy-posting/clergy-posting.service.js";
import { ClergyPostingsTakingEffect } from "./modules/clergy-posting/postings-taking-effect.js";
import { InstitutionService } from "./modules/institution/institution.service.js";
import { RegistrationService } from "./modules/event-registration/registration.service.js";
import { RegistrationFeeService } from "./modules/event-registration/registration-fees.service.js";
import { RegistrationHolds } from "./modules/event-registration/registration-holds.js";
import { RegistrationStaffService } from "./modules/event-registration/registration-staff.service.js";
import { RegistrantPages } from "./modules/event-registration/registrant-pages.service.js";
import { createLedger, createMpesaAndRegistrations, createParishMoney } from "./money-services.js";

/** Every service of the API, made once per process and shared by GraphQL and REST. */
export interface Services {
  news: NewsService;
  archdeaconries: ArchdeaconryService;
  parishes: ParishService;
  events: EventService;
  jobOpenings: JobOpeningService;
  informationPages: InformationPageService;
  siteSettings: SiteSettingsService;
  newsletterSubscribers: NewsletterSubscriberService;
  slides: SlideService;
  gallery: GalleryService;
  bishopMessages: BishopMessageService;
  departments: DepartmentService;
  historyBishops: HistoryBishopService;
  committees: CommitteeService;
  administrativeSecretary: AdministrativeSecretaryService;
  projects: ProjectService;
  contributions: ContributionService;
  treasurerLedger: TreasurerLedgerService;
  unmatchedPayments: UnmatchedPaymentService;
  mpesa: MpesaGivingService;
  media: MediaService;
  adminUsers: AdminUserService;
  sessions: SessionService;
  apiTokens: ApiTokenService;
  auditLog: AuditLogService;
  revisions: RevisionService;
  auth: AuthService;
  mail: MailService;
  newsletter: NewsletterService;
  newsletterSending: NewsletterSending;
  sermons: SermonService;
  libraryDocuments: LibraryDocumentService;
  sms: SmsService;
  smsSending: SmsSending;
  pledges: PledgeService;
  treasurerPledges: TreasurerPledgeService;
  pledgeReminders: PledgeReminders;
  appealMilestones: AppealMilestones;
  smsNotices: SmsNoticeService;
  smsNoticeSending: SmsNoticeSending;
  ussd: UssdService;
  smsKeywords: SmsKeywords;
  assessments: AssessmentService;
  assessmentPayments: AssessmentPaymentService;
  assessmentReminders: AssessmentReminders;
  parishReturns: ParishReturnService;
  parishReturnQuestions: ParishReturnQuestionService;
  parishReturnOverview: ParishReturnOverviewService;
  parishReturnTrend: ParishReturnTrendService;
  parishReturnExport: ParishReturnExport;
  parishReturnReminders: ParishReturnReminderService;
  synodReports: SynodReportService;
  yearSummaries: YearSummaryService;
  givingStatements: GivingStatementService;
  givingStatementSending: GivingStatementSending;
  clergy: ClergyService;
  clergyPostings: ClergyPostingService;
  clergyPostingsTakingEffect: ClergyPostingsTakingEffect;
  institutions: InstitutionService;
  registrations: RegistrationService;
  /** What an event's staff do with its registrations: check-in, refunds, messages, the export. */
  registrationStaff: RegistrationStaffService;
  registrationFees: RegistrationFeeService;
  registrationHolds: RegistrationHolds;
  registrantPages: RegistrantPages;
  /** Which diocese each host name is, where the deployment serves several (issue #44). */
  dioceses: DioceseDirectory;
  /** The address of each diocese's site, which every link the site gives away is made of. */
  addresses: SiteAddresses;
  /** Each diocese's sealed secrets: its Daraja account. */
  dioceseSecrets: DioceseSecretService;
  /** What the province's administrator does: make the dioceses, and list them. */
  province: ProvinceService;
  /** The province's administrators and their sessions, at PROVINCE_HOST. */
  provinceAdmins: ProvinceAdminService;
  /** The province's own news, which its administrators write at PROVINCE_HOST. */
  provinceArticles: ProvinceArticleService;
  /** What the province's administrators did. */
  provinceAudit: ProvinceAuditLog;
  /** The province's own name, which heads its site. */
  provinceSettings: ProvinceSettingsService;
}

/**
 * Where uploaded files are kept: the uploads folder, or the object store's bucket the configuration
 * names. The AWS SDK is loaded only for a bucket: it costs a site on its folder 20 MB and a tenth
 * of a second at every start.
 */
export async function createMediaStorage(config: Config, logger: FastifyBaseLogger): Promise<MediaStorage> {
  if (config.storage.kind === "folder") return new LocalFolderStorage(config.uploadsDir);
  const { S3ObjectStorage } = await import("./modules/media/object-storage.js");
  return new S3ObjectStorage(config.storage, logger);
}

export async function createServices(
  dataSource: DataSource,
  config: Config,
  logger: FastifyBaseLogger,
): Promise<Services> {
  const media = await createMedia(dataSource, config, logger);
  const { dioceses, addresses, dioceseSecrets } = createDioceses(dataSource, config);
  const sessions = new SessionService(dataSource);
  const adminUsers = new AdminUserService(dataSource, sessions, media);
  const mail = new MailService(config.mail, logger);
  const throttle = new ThrottleService(dataSource);
  const siteSettings = new SiteSettingsService(dataSource, media);
  const projects = new ProjectService(dataSource, media);
  const moneyNeeds = { projects, throttle, mail, siteSettings, addresses, dioceseSecrets };
  const ledger = createLedger(dataSource, config, logger, moneyNeeds);
  const parishMoney = createParishMoney(dataSource, ledger, mail);
  const mpesaAndRegistrations = createMpesaAndRegistrations(dataSource, config, logger, {
    ...moneyNeeds,
    ledger,
    parishMoney,
  });
  // Its subscriber records every later write through the data source (modules/audit-log/).
  const auditLog = new AuditLogService(dataSource, config.auditLogRetentionDays, AUDIT_RULES);
  const revisions = new RevisionService(dataSource, media, config.revisionsKeptPerItem);
  const events = new EventService(dataSource);
  const newsletterSubscribers = new NewsletterSubscriberService(
    dataSource,
    throttle,
    mail,
    siteSettings,
    addresses,
  );
  const services = {
    dioceses,
    addresses,
    dioceseSecrets,
    ...createProvince(dataSource, throttle),
    news: new NewsService(dataSource, media, revisions),
    archdeaconries: new ArchdeaconryService(dataSource, media),
    ...createParishesAndClergy(dataSource, media, revisions),
    events,
    jobOpenings: new JobOpeningService(dataSource, media),
    informationPages: new InformationPageService(dataSource, revisions),
    siteSettings,
    newsletterSubscribers,
    slides: new SlideService(dataSource, media),
    gallery: new GalleryService(dataSource, media),
    bishopMessages: new BishopMessageService(dataSource, media, revisions),
    departments: new DepartmentService(dataSource, media, revisions),
    historyBishops: new HistoryBishopService(dataSource, media),
    administrativeSecretary: new AdministrativeSecretaryService(dataSource, media),
    projects,
    ...ledger,
    ...parishMoney,
    ...mpesaAndRegistrations,
    media,
    adminUsers,
    sessions,
    apiTokens: new ApiTokenService(dataSource, throttle, config.apiTokenRequestsPerMinute),
    auditLog,
    auth: new AuthService(dataSource, adminUsers, sessions, throttle, mail, addresses, auditLog),
    mail,
    revisions,
    newsletter: new NewsletterService(dataSource, mail, siteSettings, events, addresses),
    newsletterSending: new NewsletterSending(
      dataSource,
      mail,
      newsletterSubscribers,
      siteSettings,
      addresses,
      config.newsletter,
      logger,
    ),
    committees: new CommitteeService(dataSource, media),
    sermons: new SermonService(dataSource, media),
    libraryDocuments: new LibraryDocumentService(dataSource, media),
    ...createParishReturns(dataSource, mail, addresses),
  };
  return { ...services, ...createFromServices(dataSource, config, logger, services) };
}

/**
 * What the province's administrators work with at PROVINCE_HOST: their accounts, their log, its
 * news and its name.
 */
function createProvince(dataSource: DataSource, throttle: ThrottleService) {
  const provinceAudit = new ProvinceAuditLog(dataSource);
  return {
    provinceAdmins: new ProvinceAdminService(dataSource, throttle, provinceAudit),
    provinceAudit,
    provinceArticles: new ProvinceArticleService(dataSource, provinceAudit),
    provinceSettings: new ProvinceSettingsService(dataSource, provinceAudit),
  };
}

/**
 * The parishes' annual returns (modules/parish-return/): the form, the questions, the diocese's
 * view; and a year's public summary of them and of the assessments (modules/year-summary/).
 */
function createParishReturns(dataSource: DataSource, mail: MailService, addresses: SiteAddresses) {
  return {
    parishReturns: new ParishReturnService(dataSource),
    parishReturnQuestions: new ParishReturnQuestionService(dataSource),
    parishReturnOverview: new ParishReturnOverviewService(dataSource),
    parishReturnTrend: new ParishReturnTrendService(dataSource),
    parishReturnExport: new ParishReturnExport(dataSource),
    parishReturnReminders: new ParishReturnReminderService(dataSource, mail, addresses),
    yearSummaries: new YearSummaryService(dataSource),
  };
}

/**
 * The parishes, the schools and hospitals they sponsor, the clergy directory and their postings,
 * with the timed job that puts postings into effect, which sets a parish's vicar through the
 * parishes' service.
 */
function createParishesAndClergy(dataSource: DataSource, media: MediaService, revisions: RevisionService) {
  const parishes = new ParishService(dataSource, media);
  return {
    parishes,
    institutions: new InstitutionService(dataSource, media, revisions),
    clergy: new ClergyService(dataSource, media, revisions),
    clergyPostings: new ClergyPostingService(dataSource, parishes),
    clergyPostingsTakingEffect: new ClergyPostingsTakingEffect(dataSource, parishes),
  };
}

/**
 * What reads the other services: the phone menus, the synod's report (modules/synod-report/),
 * what an event's staff do with its registrations, by SMS and e-mail, and the making of dioceses.
 */
function createFromServices(
  dataSource: DataSource,
  config: Config,
  logger: FastifyBaseLogger,
  services: Omit<Services, "ussd" | "smsKeywords" | "synodReports" | "registrationStaff" | "province">,
) {
  return {
    ...createPhoneMenus(dataSource, services),
    synodReports: new SynodReportService(dataSource, services),
    registrationStaff: new RegistrationStaffService(dataSource, services.sms, services.mail, logger),
    province: new ProvinceService(
      dataSource,
      services.dioceses,
      services.adminUsers,
      services.siteSettings,
      servesManyDioceses(config.database),
      provinceHostOf(config.database),
      new URL(config.publicUrl).hostname.toLowerCase(),
    ),
  };
}

/**
 * Which diocese each host is, the address of each diocese's site, and each diocese's secrets.
 */
function createDioceses(dataSource: DataSource, config: Config) {
  const dioceses = new DioceseDirectory(dataSource);
  const manyDioceses = servesManyDioceses(config.database);
  return {
    dioceses,
    addresses: new SiteAddresses(config.publicUrl, manyDioceses ? dioceses : null),
    dioceseSecrets: new DioceseSecretService(
      dataSource,
      new SecretSeal(config.secretsKey, config.secretsKeyPrevious),
      manyDioceses,
      new PaybillOwners(dataSource, config.mpesa.shortcode),
    ),
  };
}

/** The USSD menu and the SMS keywords: what they tell and do is the other services' own. */
function createPhoneMenus(
  dataSource: DataSource,
  services: Omit<Services, "ussd" | "smsKeywords" | "synodReports" | "registrationStaff" | "province">,
) {
  const answers = new PhoneAnswers({ dataSource, ...services });
  return {
    ussd: new UssdService(dataSource, services.sms, answers, services.smsNotices),
    smsKeywords: new SmsKeywords(dataSource, services.sms, answers),
  };
}

/**
 * The uploads' service, on the disk or the bucket the configuration names; in a folder per diocese
 * where the deployment serves several.
 */
async function createMedia(dataSource: DataSource, config: Config, logger: FastifyBaseLogger) {
  const storage = await createMediaStorage(config, logger);
  const perDiocese = servesManyDioceses(config.database) ? new DioceseFolders(storage) : storage;
  return new MediaService(dataSource, perDiocese, {
    maxBytes: config.uploadMaxBytes,
    maxPixels: config.uploadMaxPixels,
    maxAudioBytes: config.audioMaxBytes,
  });
}
