import {
  AdministrativeSecretary,
  ADMINISTRATIVE_SECRETARY_TRANSLATION,
} from "../administrative-secretary/administrative-secretary.entity.js";
import {
  Committee,
  CommitteeMember,
  COMMITTEE_MEMBER_TRANSLATION,
  COMMITTEE_TRANSLATION,
} from "../committee/committee.entity.js";
import { BishopMessage, BISHOP_MESSAGE_TRANSLATION } from "../bishop-message/bishop-message.entity.js";
import { Department, DEPARTMENT_TRANSLATION } from "../department/department.entity.js";
import { Event, EVENT_TRANSLATION } from "../event/event.entity.js";
import { HistoryBishop, HISTORY_BISHOP_TRANSLATION } from "../history-bishop/history-bishop.entity.js";
import {
  InformationPage,
  INFORMATION_PAGE_TRANSLATION,
} from "../information-page/information-page.entity.js";
import { JobOpening, JOB_OPENING_TRANSLATION } from "../job-opening/job-opening.entity.js";
import { NewsArticle, NEWS_ARTICLE_TRANSLATION } from "../news/news.entity.js";
import { Parish, PARISH_TRANSLATION } from "../parish/parish.entity.js";
import { Project, PROJECT_TRANSLATION } from "../project/project.entity.js";
import { SiteSettings, SITE_SETTINGS_TRANSLATION } from "../site-settings/site-settings.entity.js";
import { Slide, SLIDE_TRANSLATION } from "../slide/slide.entity.js";
import { Sermon, SERMON_TRANSLATION } from "../sermon/sermon.entity.js";
import { Photo, PHOTO_TRANSLATION } from "../gallery/photo.entity.js";
import { PhotoAlbum, PHOTO_ALBUM_TRANSLATION } from "../gallery/photo-album.entity.js";
import { NewsletterIssue, NEWSLETTER_ISSUE_TRANSLATION } from "../newsletter/newsletter-issue.entity.js";
import { TranslationResolver } from "./translation.js";

/** The `kiswahili` and `fallsBackToEnglish` fields of every translatable type (graphql/schema.ts). */
export const TRANSLATION_RESOLVERS = [
  TranslationResolver(NewsArticle, NEWS_ARTICLE_TRANSLATION),
  TranslationResolver(InformationPage, INFORMATION_PAGE_TRANSLATION),
  TranslationResolver(Department, DEPARTMENT_TRANSLATION),
  TranslationResolver(BishopMessage, BISHOP_MESSAGE_TRANSLATION),
  TranslationResolver(SiteSettings, SITE_SETTINGS_TRANSLATION),
  TranslationResolver(Slide, SLIDE_TRANSLATION),
  TranslationResolver(Event, EVENT_TRANSLATION),
  TranslationResolver(Project, PROJECT_TRANSLATION),
  TranslationResolver(JobOpening, JOB_OPENING_TRANSLATION),
  TranslationResolver(HistoryBishop, HISTORY_BISHOP_TRANSLATION),
  TranslationResolver(AdministrativeSecretary, ADMINISTRATIVE_SECRETARY_TRANSLATION),
  TranslationResolver(Parish, PARISH_TRANSLATION),
  TranslationResolver(Committee, COMMITTEE_TRANSLATION),
  TranslationResolver(CommitteeMember, COMMITTEE_MEMBER_TRANSLATION),
  TranslationResolver(Sermon, SERMON_TRANSLATION),
  TranslationResolver(PhotoAlbum, PHOTO_ALBUM_TRANSLATION),
  TranslationResolver(Photo, PHOTO_TRANSLATION),
  TranslationResolver(NewsletterIssue, NEWSLETTER_ISSUE_TRANSLATION),
] as const;
