import type { Language } from "@diocese/site/languages";
import commonEn from "./en/common.json";
import careersEn from "./en/careers.json";
import eventsEn from "./en/events.json";
import givingEn from "./en/giving.json";
import headsEn from "./en/heads.json";
import homeEn from "./en/home.json";
import newsEn from "./en/news.json";
import pagesEn from "./en/pages.json";
import parishesEn from "./en/parishes.json";
import siteEn from "./en/site.json";
import sermonsEn from "./en/sermons.json";
import commonSw from "./sw/common.json";
import careersSw from "./sw/careers.json";
import eventsSw from "./sw/events.json";
import givingSw from "./sw/giving.json";
import headsSw from "./sw/heads.json";
import homeSw from "./sw/home.json";
import newsSw from "./sw/news.json";
import pagesSw from "./sw/pages.json";
import parishesSw from "./sw/parishes.json";
import siteSw from "./sw/site.json";
import sermonsSw from "./sw/sermons.json";
import libraryDocumentsEn from "./en/libraryDocuments.json";
import libraryDocumentsSw from "./sw/libraryDocuments.json";
import pledgesEn from "./en/pledges.json";
import pledgesSw from "./sw/pledges.json";
import statementsEn from "./en/statements.json";
import statementsSw from "./sw/statements.json";
import clergyEn from "./en/clergy.json";
import clergySw from "./sw/clergy.json";
import institutionsEn from "./en/institutions.json";
import institutionsSw from "./sw/institutions.json";
import registrationsEn from "./en/registrations.json";
import registrationsSw from "./sw/registrations.json";

/*
 * The public site's messages, one file per area and language (`heads` is the words of the pages'
 * heads, public/*.route.ts); the dashboard's are in admin/locales/, loaded with its chunk. Code names a message by its area and key, such as
 * t("news.readMore"); `npm run check` (scripts/check-messages.mjs) fails when a message has no
 * Kiswahili or no code uses it, and the type below fails the type check when a Kiswahili file
 * lacks a message of the English one.
 */
const en = {
  common: commonEn,
  site: siteEn,
  home: homeEn,
  news: newsEn,
  pages: pagesEn,
  events: eventsEn,
  parishes: parishesEn,
  giving: givingEn,
  careers: careersEn,
  heads: headsEn,
  sermons: sermonsEn,
  libraryDocuments: libraryDocumentsEn,
  pledges: pledgesEn,
  statements: statementsEn,
  clergy: clergyEn,
  institutions: institutionsEn,
  registrations: registrationsEn,
};

export type SiteMessages = typeof en;

const sw: SiteMessages = {
  common: commonSw,
  site: siteSw,
  home: homeSw,
  news: newsSw,
  pages: pagesSw,
  events: eventsSw,
  parishes: parishesSw,
  giving: givingSw,
  careers: careersSw,
  heads: headsSw,
  sermons: sermonsSw,
  libraryDocuments: libraryDocumentsSw,
  pledges: pledgesSw,
  statements: statementsSw,
  clergy: clergySw,
  institutions: institutionsSw,
  registrations: registrationsSw,
};

export const siteMessages: Readonly<Record<Language, SiteMessages>> = { en, sw };
