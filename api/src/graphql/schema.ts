import { buildSchema } from "type-graphql";
import { AdminUserResolver } from "../modules/admin-user/admin-user.resolver.js";
import { ApiTokenResolver } from "../modules/api-token/api-token.resolver.js";
import { AuditLogResolver } from "../modules/audit-log/audit-log.resolver.js";
import { AuthResolver } from "../modules/auth/auth.resolver.js";
import { AdministrativeSecretaryResolver } from "../modules/administrative-secretary/administrative-secretary.resolver.js";
import { ArchdeaconryResolver } from "../modules/archdeaconry/archdeaconry.resolver.js";
import { BishopMessageResolver } from "../modules/bishop-message/bishop-message.resolver.js";
import { DepartmentResolver } from "../modules/department/department.resolver.js";
import { EventResolver } from "../modules/event/event.resolver.js";
import { HistoryBishopResolver } from "../modules/history-bishop/history-bishop.resolver.js";
import { InformationPageResolver } from "../modules/information-page/information-page.resolver.js";
import { JobOpeningResolver } from "../modules/job-opening/job-opening.resolver.js";
import { NewsResolver } from "../modules/news/news.resolver.js";
import { NewsletterSubscriberResolver } from "../modules/newsletter-subscriber/newsletter-subscriber.resolver.js";
import { NewsletterIssueResolver } from "../modules/newsletter/newsletter.resolver.js";
import { ParishResolver } from "../modules/parish/parish.resolver.js";
import { RegularServiceResolver } from "../modules/parish/regular-service.resolver.js";
import { ProjectResolver } from "../modules/project/project.resolver.js";
import {
  ContributionResolver,
  ProjectProgressResolver,
} from "../modules/contribution/contribution.resolver.js";
import { UnmatchedPaymentResolver } from "../modules/contribution/unmatched-payment.resolver.js";
import { SiteSettingsResolver } from "../modules/site-settings/site-settings.resolver.js";
import { SlideResolver } from "../modules/slide/slide.resolver.js";
import { RevisionResolver } from "../modules/revision/revision.resolver.js";
import { CommitteeMemberResolver, CommitteeResolver } from "../modules/committee/committee.resolver.js";
import { SermonResolver } from "../modules/sermon/sermon.resolver.js";
import { PhotoAlbumResolver, PhotoResolver } from "../modules/gallery/gallery.resolver.js";
import { TRANSLATION_RESOLVERS } from "../modules/translation/translation.resolvers.js";

/** Every resolver of the API; a new entity's resolver is added here. */
const RESOLVERS = [
  NewsResolver,
  ArchdeaconryResolver,
  ParishResolver,
  RegularServiceResolver,
  EventResolver,
  JobOpeningResolver,
  InformationPageResolver,
  SiteSettingsResolver,
  NewsletterSubscriberResolver,
  SlideResolver,
  BishopMessageResolver,
  DepartmentResolver,
  HistoryBishopResolver,
  AdministrativeSecretaryResolver,
  ProjectResolver,
  ProjectProgressResolver,
  ContributionResolver,
  UnmatchedPaymentResolver,
  AuthResolver,
  AdminUserResolver,
  ApiTokenResolver,
  AuditLogResolver,
  RevisionResolver,
  CommitteeResolver,
  CommitteeMemberResolver,
  SermonResolver,
  PhotoAlbumResolver,
  PhotoResolver,
  ...TRANSLATION_RESOLVERS,
  NewsletterIssueResolver,
] as const;

export function buildGraphQLSchema(options: { emitSchemaFile?: string } = {}) {
  return buildSchema({
    resolvers: RESOLVERS,
    // Validation runs in the services, where REST meets it too.
    validate: false,
    emitSchemaFile: options.emitSchemaFile ? { path: options.emitSchemaFile } : false,
  });
}
