import { Initial1763750000000 } from "./1763750000000-initial.js";
import { AdminSessions1763760000000 } from "./1763760000000-admin-sessions.js";
import { ThrottleAndPasswordResets1763770000000 } from "./1763770000000-throttle-and-password-resets.js";
import { AppState1763780000000 } from "./1763780000000-app-state.js";
import { ArchdeaconriesAndParishes1763800000000 } from "./1763800000000-archdeaconries-and-parishes.js";
import { Events1763810000000 } from "./1763810000000-events.js";
import { JobOpenings1763820000000 } from "./1763820000000-job-openings.js";
import { InformationPages1763830000000 } from "./1763830000000-information-pages.js";
import { SiteSettings1763840000000 } from "./1763840000000-site-settings.js";
import { NewsletterSubscribers1763850000000 } from "./1763850000000-newsletter-subscribers.js";
import { SlidesAndBishopMessages1763860000000 } from "./1763860000000-slides-and-bishop-messages.js";
import { DepartmentsHistoryBishopsSecretary1763870000000 } from "./1763870000000-departments-history-bishops-secretary.js";
import { ProjectsAndStrategicPlan1763880000000 } from "./1763880000000-projects-and-strategic-plan.js";
import { AdminUserPicture1763890000000 } from "./1763890000000-admin-user-picture.js";
import { JobOpeningDocument1763900000000 } from "./1763900000000-job-opening-document.js";
import { NewsletterConfirmation1763914000000 } from "./1763914000000-newsletter-confirmation.js";
import { KnownSignInClients1763915000000 } from "./1763915000000-known-sign-in-clients.js";
import { PictureFocalPoints1763917000000 } from "./1763917000000-picture-focal-points.js";
import { GiftsLedger1763920000000 } from "./1763920000000-gifts-ledger.js";
import { ParishPagesAndServices1763930000000 } from "./1763930000000-parish-pages-and-services.js";
import { EventsOfParishesAndDepartments1763940000000 } from "./1763940000000-events-of-parishes-and-departments.js";
import { RepeatingEvents1763950000000 } from "./1763950000000-repeating-events.js";
import { NewsPublication1763960000000 } from "./1763960000000-news-publication.js";
import { ApiTokens1763970000000 } from "./1763970000000-api-tokens.js";
import { AuditLog1763990000000 } from "./1763990000000-audit-log.js";
import { ContentRevisions1764000000000 } from "./1764000000000-content-revisions.js";
import { PublicationOfPages1763980000000 } from "./1763980000000-publication-of-pages.js";
import { ScopedRoles1764010000000 } from "./1764010000000-scoped-roles.js";
import { KiswahiliTranslations1764020000000 } from "./1764020000000-kiswahili-translations.js";
import { StaffLanguage1764030000000 } from "./1764030000000-staff-language.js";
import { Committees1764100000000 } from "./1764100000000-committees.js";
import { Sermons1764200000000 } from "./1764200000000-sermons.js";
import { Gallery1764300000000 } from "./1764300000000-gallery.js";
import { NewsletterIssues1764400000000 } from "./1764400000000-newsletter-issues.js";
import { NewsletterLanguages1764500000000 } from "./1764500000000-newsletter-languages.js";
import { SermonPublication1764600000000 } from "./1764600000000-sermon-publication.js";
import { GiftLanguage1764660000000 } from "./1764660000000-gift-language.js";
import { ServiceDurations1764736000000 } from "./1764736000000-service-durations.js";
import { UnmatchedPayments1764736100000 } from "./1764736100000-unmatched-payments.js";
import { AuditLogLabels1764736200000 } from "./1764736200000-audit-log-labels.js";
import { AppealTotals1795940000000 } from "./1795940000000-appeal-totals.js";
import { ListIndexes1795950000000 } from "./1795950000000-list-indexes.js";
import { EventNextDates1795960000000 } from "./1795960000000-event-next-dates.js";

/**
 * The migrations of the tables no one module keeps, in the order they run, for SQLite and
 * PostgreSQL alike (see portable-columns.ts); applied ones are never edited. A module's own
 * tables' migrations are declared in its `.module.ts` (`migrations`), and the data source runs
 * them with these in timestamp order (data-source.ts). A new migration of this list is appended.
 */
export const MIGRATIONS = [
  Initial1763750000000,
  AdminSessions1763760000000,
  ThrottleAndPasswordResets1763770000000,
  AppState1763780000000,
  ArchdeaconriesAndParishes1763800000000,
  Events1763810000000,
  JobOpenings1763820000000,
  InformationPages1763830000000,
  SiteSettings1763840000000,
  NewsletterSubscribers1763850000000,
  SlidesAndBishopMessages1763860000000,
  DepartmentsHistoryBishopsSecretary1763870000000,
  ProjectsAndStrategicPlan1763880000000,
  AdminUserPicture1763890000000,
  JobOpeningDocument1763900000000,
  NewsletterConfirmation1763914000000,
  KnownSignInClients1763915000000,
  PictureFocalPoints1763917000000,
  GiftsLedger1763920000000,
  ParishPagesAndServices1763930000000,
  EventsOfParishesAndDepartments1763940000000,
  RepeatingEvents1763950000000,
  NewsPublication1763960000000,
  ApiTokens1763970000000,
  PublicationOfPages1763980000000,
  AuditLog1763990000000,
  ContentRevisions1764000000000,
  ScopedRoles1764010000000,
  KiswahiliTranslations1764020000000,
  StaffLanguage1764030000000,
  Committees1764100000000,
  Sermons1764200000000,
  Gallery1764300000000,
  NewsletterIssues1764400000000,
  NewsletterLanguages1764500000000,
  SermonPublication1764600000000,
  GiftLanguage1764660000000,
  ServiceDurations1764736000000,
  UnmatchedPayments1764736100000,
  AuditLogLabels1764736200000,
  AppealTotals1795940000000,
  ListIndexes1795950000000,
  EventNextDates1795960000000,
];
