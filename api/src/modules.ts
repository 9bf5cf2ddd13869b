import type { EntityClass, MigrationClass } from "./db/data-source.js";
import type { ResolverClass } from "./module-declaration.js";
import { adminUserModule } from "./modules/admin-user/admin-user.module.js";
import { administrativeSecretaryModule } from "./modules/administrative-secretary/administrative-secretary.module.js";
import { apiTokenModule } from "./modules/api-token/api-token.module.js";
import { archdeaconryModule } from "./modules/archdeaconry/archdeaconry.module.js";
import { auditLogModule } from "./modules/audit-log/audit-log.module.js";
import { authModule } from "./modules/auth/auth.module.js";
import { bishopMessageModule } from "./modules/bishop-message/bishop-message.module.js";
import { committeeModule } from "./modules/committee/committee.module.js";
import { contributionModule } from "./modules/contribution/contribution.module.js";
import { departmentModule } from "./modules/department/department.module.js";
import { eventModule } from "./modules/event/event.module.js";
import { galleryModule } from "./modules/gallery/gallery.module.js";
import { historyBishopModule } from "./modules/history-bishop/history-bishop.module.js";
import { informationPageModule } from "./modules/information-page/information-page.module.js";
import { jobOpeningModule } from "./modules/job-opening/job-opening.module.js";
import { newsModule } from "./modules/news/news.module.js";
import { newsletterModule } from "./modules/newsletter/newsletter.module.js";
import { newsletterSubscriberModule } from "./modules/newsletter-subscriber/newsletter-subscriber.module.js";
import { parishModule } from "./modules/parish/parish.module.js";
import { projectModule } from "./modules/project/project.module.js";
import { revisionModule } from "./modules/revision/revision.module.js";
import { sermonModule } from "./modules/sermon/sermon.module.js";
import { sessionModule } from "./modules/session/session.module.js";
import { siteSettingsModule } from "./modules/site-settings/site-settings.module.js";
import { slideModule } from "./modules/slide/slide.module.js";
import { libraryDocumentModule } from "./modules/library-document/library-document.module.js";
import { smsModule } from "./modules/sms/sms.module.js";
import { pledgeModule } from "./modules/pledge/pledge.module.js";
import { smsNoticeModule } from "./modules/sms-notice/sms-notice.module.js";
import { assessmentModule } from "./modules/assessment/assessment.module.js";
import { phoneModule } from "./modules/phone/phone.module.js";
import { parishReturnModule } from "./modules/parish-return/parish-return.module.js";
import { synodReportModule } from "./modules/synod-report/synod-report.module.js";
import { yearSummaryModule } from "./modules/year-summary/year-summary.module.js";
import { givingStatementModule } from "./modules/giving-statement/giving-statement.module.js";
import { clergyModule } from "./modules/clergy/clergy.module.js";
import { clergyPostingModule } from "./modules/clergy-posting/clergy-posting.module.js";
import { institutionModule } from "./modules/institution/institution.module.js";
import { eventRegistrationModule } from "./modules/event-registration/event-registration.module.js";
import { dioceseModule } from "./modules/diocese/diocese.module.js";
import { provinceAdminModule } from "./modules/province-admin/province-admin.module.js";
import { provinceArticleModule } from "./modules/province-article/province-article.module.js";
import { provinceSettingsModule } from "./modules/province-settings/province-settings.module.js";

/**
 * The registry: every module of the API, listed once. The entities the database maps, the
 * resolvers GraphQL serves (with each translated type's `kiswahili` fields), and the content types
 * that scheduled publishing, previews and revisions work on are all read from this list
 * (api/src/content-types.ts); a new module is added here and nowhere else. Content types come
 * first, in the order such work visits them.
 */
export const MODULES = [
  newsModule,
  informationPageModule,
  departmentModule,
  bishopMessageModule,
  sermonModule,
  libraryDocumentModule,
  clergyModule,
  clergyPostingModule,
  institutionModule,
  adminUserModule,
  administrativeSecretaryModule,
  apiTokenModule,
  archdeaconryModule,
  auditLogModule,
  authModule,
  committeeModule,
  contributionModule,
  eventModule,
  eventRegistrationModule,
  galleryModule,
  historyBishopModule,
  jobOpeningModule,
  newsletterSubscriberModule,
  newsletterModule,
  parishModule,
  projectModule,
  revisionModule,
  sessionModule,
  siteSettingsModule,
  slideModule,
  smsModule,
  pledgeModule,
  smsNoticeModule,
  phoneModule,
  assessmentModule,
  parishReturnModule,
  synodReportModule,
  yearSummaryModule,
  givingStatementModule,
  dioceseModule,
  provinceAdminModule,
  provinceArticleModule,
  provinceSettingsModule,
] as const;

/** The entities whose rows no public answer shows, module by module. */
export const PRIVATE_ENTITIES = MODULES.flatMap((module): readonly EntityClass[] =>
  "privateEntities" in module ? module.privateEntities : [],
);

/** Every entity the database maps, module by module. */
export const ENTITIES = MODULES.flatMap((module): readonly EntityClass[] => [
  ...("entities" in module ? module.entities : []),
  ...("privateEntities" in module ? module.privateEntities : []),
]);

/** Every GraphQL resolver. */
export const RESOLVERS = MODULES.flatMap((module): readonly ResolverClass[] =>
  "resolvers" in module ? module.resolvers : [],
);

/** The migrations the modules declare, which the data source runs with db/migrations/index.ts's. */
export const MODULE_MIGRATIONS = MODULES.flatMap((module): readonly MigrationClass[] =>
  "migrations" in module ? module.migrations : [],
);
