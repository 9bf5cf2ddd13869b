/*
 * The public site's addresses and page names: one table that both processes read. The web app
 * routes, links and draws its pages by it (web/src/lib/paths.ts spreads it into its own table);
 * the API names pages by it in the sitemap, the feeds and the e-mails it sends. It imports
 * nothing but types, so the web app bundles it as it is (see ARCHITECTURE.md, "The public site").
 */
import type { PreviewKind, PublicListName } from "./content-types/index.js";
import type {
  GiveProblem,
  PledgePaymentProblem,
  PledgeProblem,
  StatementCodeProblem,
  StatementProblem,
} from "./form-problems.js";

/** The id of a day's part of the calendar's list of days (YYYY-MM-DD), which links lead to. */
export const calendarDayAnchor = (date: string) => `day-${date}`;

/** The largest id a PostgreSQL integer column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/** Whether text from an address is an id a record can have: digits alone, from 1 to the largest. */
export function isRecordId(text: string): boolean {
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_RECORD_ID;
}

/** The title of a page, in the browser's tab, search results and share previews without their own. */
export const pageTitle = (siteName: string, page: string) => `${siteName} | ${page}`;

/** A list's address, with `?page=n` from its second page on. */
const pagedHref =
  (path: string) =>
  (page = 1) =>
    page > 1 ? `${path}?page=${page}` : path;

/** The sermon list's filters as its query string carries them: a book by its code (JHN). */
export const SERMON_SEARCH_FIELDS = ["preacher", "series", "book", "year", "page"] as const;
export type SermonSearch = Partial<Record<(typeof SERMON_SEARCH_FIELDS)[number], string>>;

/**
 * The document library's search form: `q`, words of the title; `category`, as the API names it
 * (SYNOD_REPORT, CIRCULAR, FORM, OTHER); `page`.
 */
export const LIBRARY_SEARCH_FIELDS = ["q", "category", "page"] as const;
export type LibrarySearch = Partial<Record<(typeof LIBRARY_SEARCH_FIELDS)[number], string>>;

/** The clergy directory's search form: `q`, words of a name, parish, archdeaconry or office; `page`. */
export const CLERGY_SEARCH_FIELDS = ["q", "page"] as const;
export type ClergySearch = Partial<Record<(typeof CLERGY_SEARCH_FIELDS)[number], string>>;

/**
 * The parish finder's search form, as its query string carries it: `q`, words to find (a parish,
 * town, archdeaconry or vicar, and days or languages: "Sunday Kiswahili"); `archdeaconry`, an
 * archdeaconry's id; `day` and `language`, as the API names them (SUNDAY, KISWAHILI); `page`.
 */
export const PARISH_SEARCH_FIELDS = ["q", "archdeaconry", "day", "language", "page"] as const;
export type ParishSearch = Partial<Record<(typeof PARISH_SEARCH_FIELDS)[number], string>>;

/**
 * The finder of institutions' search form, as its query string carries it: `q`, words to find (a
 * name, town, kind, parish or archdeaconry); `kind`, as the API names it (SECONDARY_SCHOOL); `page`.
 */
export const INSTITUTION_SEARCH_FIELDS = ["q", "kind", "page"] as const;
export type InstitutionSearch = Partial<Record<(typeof INSTITUTION_SEARCH_FIELDS)[number], string>>;

/**
 * The calendar page's fields, as its query string carries them: `view`, "month" (the default) or
 * "list"; `month`, the month shown as YYYY-MM (this month when left out); `from`, the first day of
 * the list as YYYY-MM-DD (today when left out); `parish`, `archdeaconry` and `department`, the id
 * of one whose events alone are shown.
 */
export const EVENTS_SEARCH_FIELDS = [
  "view",
  "month",
  "from",
  "page",
  "parish",
  "archdeaconry",
  "department",
] as const;
export type EventsSearch = Partial<Record<(typeof EVENTS_SEARCH_FIELDS)[number], string>>;

/** A searched list's address, with the fields of its search that have a value, in the fields' order. */
const searchHref =
  <Field extends string>(path: string, fields: readonly Field[]) =>
  (search: Partial<Record<Field, string>> = {}) => {
    const query = new URLSearchParams(
      fields.flatMap((field): [string, string][] => (search[field] ? [[field, search[field]]] : [])),
    ).toString();
    return query ? `${path}?${query}` : path;
  };

/**
 * Every public page: `path` is its route (React Router's pattern), `title` the name titles give
 * it where the page has one name (an article's is its own title), `getHref` its address.
 */
export const sitePaths = {
  home: { path: "/", title: "Home", getHref: () => "/" },
  newsList: { path: "/blogs-and-news", title: "News", getHref: pagedHref("/blogs-and-news") },
  newsArticle: {
    path: "/blogs-and-news/:slug",
    getHref: (slug: string) => `/blogs-and-news/${encodeURIComponent(slug)}`,
  },
  aboutUs: { path: "/about-us", title: "About Us", getHref: () => "/about-us" },
  dioceseHistory: { path: "/diocese-history", title: "History", getHref: () => "/diocese-history" },
  governanceSystem: {
    path: "/governance-system",
    title: "Governance System",
    getHref: () => "/governance-system",
  },
  projects: { path: "/projects", title: "Projects", getHref: () => "/projects" },
  boardsAndCommittees: {
    path: "/boards-and-committees",
    title: "Boards & Committees",
    getHref: () => "/boards-and-committees",
  },
  // A project's card on the Projects page, which has no page of its own.
  project: { getHref: (slug: string) => `/projects#${encodeURIComponent(slug)}` },
  // The parish finder: its search form's fields travel in the query string, so that it works
  // without JavaScript and a search can be shared as a link.
  parishes: {
    path: "/parishes",
    title: "Find a Parish",
    getHref: searchHref("/parishes", PARISH_SEARCH_FIELDS),
  },
  // Where each parish the finder finds is (JSON), fetched by its "Near me" to sort them all on the
  // phone, so that the visitor's position never leaves it: the finder itself shows a page at a time.
  parishPlaces: {
    path: "/parishes/places.json",
    getHref: searchHref("/parishes/places.json", PARISH_SEARCH_FIELDS),
  },
  // The diocese's calendar: a month or a list of what is on, filtered by parish, archdeaconry or
  // department; like the finder's, its fields travel in the query string (EVENTS_SEARCH_FIELDS).
  events: {
    path: "/events",
    title: "Programs and Events",
    getHref: searchHref("/events", EVENTS_SEARCH_FIELDS),
  },
  // One day of the calendar: its month, at the day's place in the list of days below the grid, as
  // the grid's own links lead there (the newsletter's digest links each event's date so).
  eventsDay: {
    getHref: (date: string) => `/events?month=${date.slice(0, 7)}#${calendarDayAnchor(date)}`,
  },
  // iCalendar of every event of the diocese, to subscribe to (the calendar page offers it).
  eventsFeed: { path: "/events.ics", getHref: () => "/events.ics" },
  // iCalendar of one event, a repeating one as its rule with its exceptions, to add once.
  eventCalendar: {
    path: "/events/:id.ics",
    getHref: (id: string) => `/events/${encodeURIComponent(id)}.ics`,
  },
  parish: {
    path: "/parishes/:slug",
    getHref: (slug: string) => `/parishes/${encodeURIComponent(slug)}`,
  },
  // iCalendar: a parish's regular services and events, to subscribe to, and one service, to add once.
  parishCalendar: {
    path: "/parishes/:slug/calendar.ics",
    getHref: (slug: string) => `/parishes/${encodeURIComponent(slug)}/calendar.ics`,
  },
  regularServiceCalendar: {
    path: "/parishes/:slug/services/:id.ics",
    getHref: (slug: string, id: string) =>
      `/parishes/${encodeURIComponent(slug)}/services/${encodeURIComponent(id)}.ics`,
  },
  archdeaconry: {
    path: "/archdeaconry/:id",
    getHref: (id: string) => `/archdeaconry/${encodeURIComponent(id)}`,
  },
  department: {
    path: "/departments/:slug",
    getHref: (slug: string) => `/departments/${encodeURIComponent(slug)}`,
  },
  // iCalendar of a department's events, to subscribe to.
  departmentCalendar: {
    path: "/departments/:slug/calendar.ics",
    getHref: (slug: string) => `/departments/${encodeURIComponent(slug)}/calendar.ics`,
  },
  // Spelt as the old site spelt it, because links to it are out there; the alias below is the
  // correct spelling and is sent here.
  careers: {
    path: "/career-oppotunities",
    title: "Career Opportunities",
    getHref: pagedHref("/career-oppotunities"),
  },
  careersAlias: { path: "/career-opportunities" },
  // The gallery: its albums, newest first; an album's grid of photographs; one photograph's own
  // page, the address its viewer shows and shares.
  gallery: { path: "/gallery", title: "Gallery", getHref: pagedHref("/gallery") },
  photoAlbum: { path: "/gallery/:slug", getHref: (slug: string) => `/gallery/${encodeURIComponent(slug)}` },
  photo: {
    path: "/gallery/:slug/:photoId",
    getHref: (slug: string, photoId: string) =>
      `/gallery/${encodeURIComponent(slug)}/${encodeURIComponent(photoId)}`,
  },
  // The newsletter's sign-up: the footer's form posts here without JavaScript, and the page
  // answers with what came of it (api/src/pages/newsletter-forms.ts).
  newsletter: { path: "/newsletter", title: "Newsletter", getHref: () => "/newsletter" },
  // Where the newsletter's confirmation e-mail leads, with its token in ?token=: the page's
  // button posts the form to the address itself, which works without JavaScript. Opening the link
  // confirms nothing, since mail scanners open links. Links sent before carried #token=, which the
  // page's behaviour still reads.
  newsletterConfirm: {
    path: "/newsletter/confirm",
    title: "Confirm Subscription",
    getHref: (token?: string) =>
      token ? `/newsletter/confirm?token=${encodeURIComponent(token)}` : "/newsletter/confirm",
  },
  // A newsletter's unsubscribe link and List-Unsubscribe address: GET asks, POST (the page's
  // button, or a mail program's one click, RFC 8058) takes the address off the list.
  newsletterUnsubscribe: {
    path: "/newsletter/unsubscribe",
    title: "Unsubscribe",
    getHref: (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
  },
  // Giving by M-Pesa: a project's give page (GET draws the form; a form POST to the same address
  // gives without JavaScript), the same page with what was wrong with the last try, and a gift's
  // status and receipt pages at its unguessable token.
  give: {
    path: "/give/:slug",
    title: "Give",
    getHref: (slug: string) => `/give/${encodeURIComponent(slug)}`,
  },
  giveProblem: {
    path: "/give/:slug/:problem",
    getHref: (slug: string, problem: GiveProblem) => `/give/${encodeURIComponent(slug)}/${problem}`,
  },
  gift: {
    path: "/gifts/:token",
    title: "Your gift",
    getHref: (token: string) => `/gifts/${encodeURIComponent(token)}`,
  },
  giftReceipt: {
    path: "/gifts/:token/receipt",
    title: "Receipt",
    getHref: (token: string) => `/gifts/${encodeURIComponent(token)}/receipt`,
  },
  // A donor's statement of giving for a year: its form (GET draws it; a form POST to the same
  // address sends a one-time code by SMS), the form with what was wrong, the page where the code
  // is typed at its unguessable token (a form POST to it answers the PDF), the same with what was
  // wrong with the code, and the link the treasurer's sending gives each donor (GET: the PDF).
  givingStatement: {
    path: "/giving-statement",
    title: "Statement of giving",
    getHref: () => "/giving-statement",
  },
  givingStatementProblem: {
    path: "/giving-statement/try-again/:problem",
    getHref: (problem: StatementProblem) => `/giving-statement/try-again/${problem}`,
  },
  givingStatementCode: {
    path: "/giving-statement/code/:token",
    getHref: (token: string) => `/giving-statement/code/${encodeURIComponent(token)}`,
  },
  givingStatementCodeProblem: {
    path: "/giving-statement/code/:token/:problem",
    getHref: (token: string, problem: StatementCodeProblem) =>
      `/giving-statement/code/${encodeURIComponent(token)}/${problem}`,
  },
  givingStatementLink: {
    path: "/giving-statement/download/:token",
    getHref: (token: string) => `/giving-statement/download/${encodeURIComponent(token)}`,
  },
  // Pledges: an appeal's pledge form (GET draws it; a form POST to the same address pledges without
  // JavaScript), the same form with what was wrong, and a pledge's own page at its unguessable
  // address, whose forms post to its `pay` and `reminders` addresses.
  pledgeForm: {
    path: "/give/:slug/pledge",
    title: "Pledge",
    getHref: (slug: string) => `/give/${encodeURIComponent(slug)}/pledge`,
  },
  pledgeFormProblem: {
    path: "/give/:slug/pledge/:problem",
    getHref: (slug: string, problem: PledgeProblem) => `/give/${encodeURIComponent(slug)}/pledge/${problem}`,
  },
  // An appeal's honour roll, by parish, and the same by archdeaconry.
  honourRoll: {
    path: "/give/:slug/honour-roll",
    title: "Honour roll",
    getHref: (slug: string) => `/give/${encodeURIComponent(slug)}/honour-roll`,
  },
  honourRollByArchdeaconry: {
    path: "/give/:slug/honour-roll/by-archdeaconry",
    getHref: (slug: string) => `/give/${encodeURIComponent(slug)}/honour-roll/by-archdeaconry`,
  },
  pledge: {
    path: "/pledges/:id/:secret",
    title: "Your pledge",
    getHref: (id: string, secret: string) =>
      `/pledges/${encodeURIComponent(id)}/${encodeURIComponent(secret)}`,
  },
  pledgeProblem: {
    path: "/pledges/:id/:secret/:problem",
    getHref: (id: string, secret: string, problem: PledgePaymentProblem) =>
      `/pledges/${encodeURIComponent(id)}/${encodeURIComponent(secret)}/${problem}`,
  },
  pledgePayment: {
    path: "/pledges/:id/:secret/pay",
    getHref: (id: string, secret: string) =>
      `/pledges/${encodeURIComponent(id)}/${encodeURIComponent(secret)}/pay`,
  },
  // Stops every SMS to the pledge's phone, for ever: the opt-out by a link.
  pledgeStopSms: {
    path: "/pledges/:id/:secret/stop-sms",
    getHref: (id: string, secret: string) =>
      `/pledges/${encodeURIComponent(id)}/${encodeURIComponent(secret)}/stop-sms`,
  },
  pledgeReminders: {
    path: "/pledges/:id/:secret/reminders",
    getHref: (id: string, secret: string) =>
      `/pledges/${encodeURIComponent(id)}/${encodeURIComponent(secret)}/reminders`,
  },
  // Registering for an event that takes registrations (api/src/modules/event-registration/): its
  // form (GET draws it; a form POST to the same address registers without JavaScript, answered
  // with the form drawn again beside what was wrong), and a registration's own page at its
  // unguessable token, whose forms post to its `pay` and `cancel` addresses (GET of `cancel` asks
  // first).
  eventRegistration: {
    path: "/events/:id/register",
    title: "Register",
    getHref: (id: string) => `/events/${encodeURIComponent(id)}/register`,
  },
  registration: {
    path: "/registrations/:token",
    title: "Your registration",
    getHref: (token: string) => `/registrations/${encodeURIComponent(token)}`,
  },
  registrationPayment: {
    path: "/registrations/:token/pay",
    getHref: (token: string) => `/registrations/${encodeURIComponent(token)}/pay`,
  },
  registrationCancel: {
    path: "/registrations/:token/cancel",
    title: "Cancel your registration",
    getHref: (token: string) => `/registrations/${encodeURIComponent(token)}/cancel`,
  },
  // What the service worker shows for a page not saved on the phone while it is offline
  // (web/src/service-worker/).
  offline: { path: "/offline", title: "Offline" },
  // A member of staff's look at an item before it is public, drawn as its public page; it answers
  // only a signed-in member of staff who may edit the item (api/src/pages/preview.ts).
  preview: {
    path: "/preview/:kind/:id",
    getHref: (kind: PreviewKind, id: string) => `/preview/${kind}/${encodeURIComponent(id)}`,
  },
  login: {
    path: "/authentication/login",
    title: "Login",
    // `next` is where to go after signing in: the dashboard's page the visitor asked for.
    getHref: (next?: string) =>
      next ? `/authentication/login?next=${encodeURIComponent(next)}` : "/authentication/login",
  },
  passwordReset: {
    path: "/authentication/password-reset",
    title: "Reset Password",
    getHref: (token?: string) =>
      token
        ? `/authentication/password-reset?token=${encodeURIComponent(token)}`
        : "/authentication/password-reset",
  },
  // Sermons: the list, filtered by the fields of SERMON_SEARCH_FIELDS in its query string; a
  // sermon's page; the podcast of their recordings and its artwork (api/src/pages/podcast.ts).
  sermons: {
    path: "/sermons",
    title: "Sermons",
    getHref: searchHref("/sermons", SERMON_SEARCH_FIELDS),
  },
  sermon: { path: "/sermons/:slug", getHref: (slug: string) => `/sermons/${encodeURIComponent(slug)}` },
  sermonsPodcast: { path: "/sermons/podcast.xml", getHref: () => "/sermons/podcast.xml" },
  // The site's own card (web/public/share-image.jpg), 1200 x 630: the picture of whatever has
  // none of its own, in share previews and as a picture-less article's file on the legacy paths.
  shareImage: { path: "/share-image.jpg", getHref: () => "/share-image.jpg" },
  podcastArtwork: { path: "/sermons/podcast-artwork.jpg", getHref: () => "/sermons/podcast-artwork.jpg" },
  // A year in numbers, as the diocese published it (api/src/modules/year-summary/): the years
  // published, and one year's totals, with each parish's assessment paid a page at a time
  // (`?page=n`) when the diocese shows them.
  yearsInNumbers: {
    path: "/year-in-numbers",
    title: "The Year in Numbers",
    getHref: () => "/year-in-numbers",
  },
  yearInNumbers: {
    path: "/year-in-numbers/:year",
    getHref: (year: number | string, page = 1) =>
      pagedHref(`/year-in-numbers/${encodeURIComponent(year)}`)(page),
  },
  // The document library: its list, searched and filtered by the fields of LIBRARY_SEARCH_FIELDS
  // in its query string (a plain form, which works without JavaScript).
  libraryDocuments: {
    path: "/documents",
    title: "Documents",
    getHref: searchHref("/documents", LIBRARY_SEARCH_FIELDS),
  },
  // The clergy directory, searched by name, parish or archdeaconry (CLERGY_SEARCH_FIELDS in its
  // query string, a plain form), and each member's page.
  clergy: { path: "/clergy", title: "Our Clergy", getHref: searchHref("/clergy", CLERGY_SEARCH_FIELDS) },
  clergyMember: {
    path: "/clergy/:slug",
    getHref: (slug: string) => `/clergy/${encodeURIComponent(slug)}`,
  },
  // The finder of the schools, colleges, hospitals and homes the church sponsors: like the parish
  // finder, its fields travel in the query string (INSTITUTION_SEARCH_FIELDS).
  institutions: {
    path: "/institutions",
    title: "Schools and Hospitals",
    getHref: searchHref("/institutions", INSTITUTION_SEARCH_FIELDS),
  },
  // Where each institution the finder finds is (JSON), for its "Near me", as the parishes' places.
  institutionPlaces: {
    path: "/institutions/places.json",
    getHref: searchHref("/institutions/places.json", INSTITUTION_SEARCH_FIELDS),
  },
  institution: {
    path: "/institutions/:slug",
    getHref: (slug: string) => `/institutions/${encodeURIComponent(slug)}`,
  },
} as const;

/**
 * A content type's public list, which its declaration names (`publicPage` in
 * api/src/site/content-types/): a name that is no page of `sitePaths` fails the type check here.
 * The check is a type alone, so that the declarations stay out of the script of a page the server
 * drew, which imports this file.
 */
export type PublicListOfType = (typeof sitePaths)[PublicListName];

/** The news as RSS, for feed readers; in Kiswahili under /sw. */
export const NEWS_FEED_PATH = "/feed.xml";

/** Correctly spelt addresses of the pages the old site spelt otherwise; old links keep working. */

export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  [sitePaths.careersAlias.path]: sitePaths.careers.path,
};

/** The first parts of the dashboard's addresses: the old site's and the short ones. */
export const DASHBOARD_SECTIONS: readonly string[] = ["admin", "administrator"];

/**
 * The pages whose text is an information page, in the order the dashboard's About screen offers
 * them: staff write each one there, and its record's slug is the page's address without the slash
 * (`informationPageSlug`). A page added here gets its tab on that screen, its preview and its text.
 */
export const INFORMATION_PAGES = [
  "aboutUs",
  "dioceseHistory",
  "governanceSystem",
  "projects",
] as const satisfies readonly (keyof typeof sitePaths)[];
export type InformationPageName = (typeof INFORMATION_PAGES)[number];

/** The slug of an information page's record: its page's address without the slash, `about-us`. */
export const informationPageSlug = (page: InformationPageName) => sitePaths[page].path.slice(1);

/** The address sections search engines are asked to leave alone: the dashboard and signing in. */
export const PRIVATE_SECTIONS: readonly string[] = [
  ...DASHBOARD_SECTIONS,
  "authentication",
  "gifts",
  "preview",
  "registrations",
];
