import type { TFunction } from "i18next";
import { messages } from "../lib/language";
import { paths } from "../lib/paths";
import "./locales/register";
import type { AdminRole, AdminSearchQuery, AdminSearchQueryVariables } from "./gql/graphql";
import { navigationLinksFor } from "./admin-navigation";

export type SearchResult = { kind: string; label: string; href: string };

const MAX_RESULTS = 12;

/**
 * What the search asks the API for, by role: unpublished news and sermons for whoever keeps them,
 * closed job openings and draft departments for diocese-wide editors, so that no part is refused.
 */
export function searchVariables(role: AdminRole): AdminSearchQueryVariables {
  const dioceseWide = role === "EDITOR" || role === "SYSTEM_ADMIN";
  return { dioceseWide, keepsNews: dioceseWide || role === "PARISH_EDITOR" };
}

/**
 * What the header's search finds for a few words: dashboard pages, news, events, jobs, sermons,
 * albums, archdeaconries, parishes, committees, their members and departments whose names hold
 * every word, each linking to where it is edited. It searches the lists the API returned, in the browser.
 */
export function searchDashboard(
  term: string,
  role: AdminRole,
  data: AdminSearchQuery | undefined,
  t: TFunction = messages.en.t,
): SearchResult[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const matches = (...texts: (string | null | undefined)[]) => {
    const haystack = texts.join(" ").toLowerCase();
    return words.every((word) => haystack.includes(word));
  };
  const results: SearchResult[] = navigationLinksFor(role)
    .filter((link) => matches(t(link.label), messages.en.t(link.label), link.keywords))
    .map((link) => ({ kind: t("dashboard.search.kinds.page"), label: t(link.label), href: link.href }));
  if (data) {
    for (const article of data.newsArticles.items) {
      if (matches(article.title))
        results.push({
          kind: t("dashboard.search.kinds.news"),
          label: article.title,
          href: paths.adminEditNews.getHref(article.slug),
        });
    }
    for (const event of data.events.items) {
      if (matches(event.title, event.date)) {
        results.push({
          kind: t("dashboard.search.kinds.event"),
          label: `${event.title} (${event.date})`,
          href: paths.adminEvents.getHref(event.id),
        });
      }
    }
    for (const job of data.jobOpenings?.items ?? []) {
      if (matches(job.position, job.referenceNumber)) {
        results.push({
          kind: t("dashboard.search.kinds.job"),
          label: `${job.position} (${job.referenceNumber})`,
          href: paths.adminCareers.getHref(job.id),
        });
      }
    }
    for (const sermon of data.sermons.items) {
      if (matches(sermon.title, sermon.preacher, sermon.preachedOn)) {
        results.push({
          kind: t("dashboard.search.kinds.sermon"),
          label: `${sermon.title} (${sermon.preacher}, ${sermon.preachedOn})`,
          href: paths.adminSermons.getHref(),
        });
      }
    }
    for (const album of data.photoAlbums.items) {
      if (matches(album.title, album.date)) {
        results.push({
          kind: t("dashboard.search.kinds.album"),
          label: `${album.title} (${album.date})`,
          href: paths.adminGallery.getHref(album.slug),
        });
      }
    }
    for (const archdeaconry of data.archdeaconries) {
      const href = paths.adminArchdeaconry.getHref(archdeaconry.id);
      if (matches(archdeaconry.name))
        results.push({ kind: t("dashboard.search.kinds.archdeaconry"), label: archdeaconry.name, href });
      for (const parish of archdeaconry.parishes) {
        if (matches(parish.name))
          results.push({
            kind: t("dashboard.search.kinds.parish"),
            label: `${parish.name} (${archdeaconry.name})`,
            href,
          });
      }
    }
    for (const committee of data.committees ?? []) {
      const href = paths.adminCommittees.getHref(committee.id);
      if (matches(committee.name))
        results.push({ kind: t("dashboard.search.kinds.committee"), label: committee.name, href });
      for (const member of committee.members) {
        if (matches(member.name))
          results.push({
            kind: t("dashboard.search.kinds.committeeMember"),
            label: `${member.name} (${committee.name})`,
            href,
          });
      }
    }
    for (const department of data.departments) {
      if (matches(department.name)) {
        results.push({
          kind: t("dashboard.search.kinds.department"),
          label: department.name,
          href: paths.adminDepartments.getHref(department.slug),
        });
      }
    }
  }
  return results.slice(0, MAX_RESULTS);
}
