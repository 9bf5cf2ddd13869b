import { assessmentLoaders } from "./modules/assessment/assessment.loaders.js";
import { archdeaconryLoaders } from "./modules/archdeaconry/archdeaconry.loaders.js";
import { clergyLoaders } from "./modules/clergy/clergy.loaders.js";
import { clergyPostingLoaders } from "./modules/clergy-posting/clergy-posting.loaders.js";
import { contributionLoaders } from "./modules/contribution/contribution.loaders.js";
import { departmentLoaders } from "./modules/department/department.loaders.js";
import { eventLoaders } from "./modules/event/event.loaders.js";
import { eventRegistrationLoaders } from "./modules/event-registration/event-registration.loaders.js";
import { galleryLoaders } from "./modules/gallery/gallery.loaders.js";
import { newsletterLoaders } from "./modules/newsletter/newsletter.loaders.js";
import { parishLoaders } from "./modules/parish/parish.loaders.js";
import { pledgeLoaders } from "./modules/pledge/pledge.loaders.js";
import { projectLoaders } from "./modules/project/project.loaders.js";
import { smsNoticeLoaders } from "./modules/sms-notice/sms-notice.loaders.js";
import { siteSettingsLoaders } from "./modules/site-settings/site-settings.loaders.js";
import type { Actor } from "./authorization.js";
import type { Services } from "./services.js";

/**
 * Batches the lookups of one request, so that a list of archdeaconries with their parishes (or
 * parishes with their archdeaconry) costs one query per level, not one per item. Each module makes
 * its own (<module>.loaders.ts); this lists them, as services.ts lists the services. Made per
 * request (context.ts): what a loader caches never outlives the request that read it, and the
 * actor, for the loaders whose answers depend on who asks, is the request's.
 */
export function createLoaders(services: Services, actor: Actor | null) {
  return {
    ...archdeaconryLoaders(services.archdeaconries),
    ...parishLoaders(services.parishes),
    ...siteSettingsLoaders(services.siteSettings),
    ...departmentLoaders(services.departments),
    ...projectLoaders(services.projects),
    ...contributionLoaders(services.contributions),
    ...pledgeLoaders(services.pledges, services.treasurerPledges),
    ...eventLoaders(services.events),
    ...eventRegistrationLoaders(services.registrations),
    ...galleryLoaders(services.gallery),
    ...newsletterLoaders(services.newsletter),
    ...smsNoticeLoaders(services.smsNotices),
    ...assessmentLoaders(services.assessments),
    ...clergyLoaders(services.clergy),
    ...clergyPostingLoaders(services.clergyPostings, actor),
  };
}

export type RequestLoaders = ReturnType<typeof createLoaders>;
