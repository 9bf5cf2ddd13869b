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

/** Something the search may find, with the texts a search's words are looked for in. */
type Candidate = SearchResult & { texts: (string | null | undefined)[] };

/** The news, events, jobs, sermons and albums the API listed, in that order. */
function itemCandidates(data: AdminSearchQuery, t: TFunction): Candidate[] {
  return [
    ...data.newsArticles.items.map((article) => ({
      kind: t("dashboard.search.kinds.news"),
      label: article.title,
      href: paths.adminEditNews.getHref(article.slug),
      texts: [article.title],
    })),
    ...data.events.items.map((event) => ({
      kind: t("dashboard.search.kinds.event"),
      label: `${event.title} (${event.date})`,
      href: paths.adminEvents.getHref(event.id),
      texts: [event.title, event.date],
    })),
    ...(data.jobOpenings?.items ?? []).map((job) => ({
      kind: t("dashboard.search.kinds.job"),
      label: `${job.position} (${job.referenceNumber})`,
      href: paths.adminCareers.getHref(job.id),
      texts: [job.position, job.referenceNumber],
    })),
    ...data.sermons.items.map((sermon) => ({
      kind: t("dashboard.search.kinds.sermon"),
      label: `${sermon.title} (${sermon.preacher}, ${sermon.preachedOn})`,
      href: paths.adminSermons.getHref(),
      texts: [sermon.title, sermon.preacher, sermon.preachedOn],
    })),
    ...data.photoAlbums.items.map((album) => ({
      kind: t("dashboard.search.kinds.album"),
      label: `${album.title} (${album.date})`,
      href: paths.adminGallery.getHref(album.slug),
      texts: [album.title, album.date],
    })),
  ];
}

/**
 * The diocese's structure: the archdeaconries, each followed by its parishes, the committees, each
 * by its members, and the departments.
 */
function structureCandidates(data: AdminSearchQuery, t: TFunction): Candidate[] {
  return [
    ...data.archdeaconries.flatMap((archdeaconry) => {
      const href = paths.adminArchdeaconry.getHref(archdeaconry.id);
      return [
        {
          kind: t("dashboard.search.kinds.archdeaconry"),
          label: archdeaconry.name,
          href,
          texts: [archdeaconry.name],
        },
        ...archdeaconry.parishes.map((parish) => ({
          kind: t("dashboard.search.kinds.parish"),
          label: `${parish.name} (${archdeaconry.name})`,
          href,
          texts: [parish.name],
        })),
      ];
    }),
    ...(data.committees ?? []).flatMap((committee) => {
      const href = paths.adminCommittees.getHref(committee.id);
      return [
        { kind: t("dashboard.search.kinds.committee"), label: committee.name, href, texts: [committee.name] },
        ...committee.members.map((member) => ({
          kind: t("dashboard.search.kinds.committeeMember"),
          label: `${member.name} (${committee.name})`,
          href,
          texts: [member.name],
        })),
      ];
    }),
    ...data.departments.map((department) => ({
      kind: t("dashboard.search.kinds.department"),
      label: department.name,
      href: paths.adminDepartments.getHref(department.slug),
      texts: [department.name],
    })),
  ];
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
  const pages: SearchResult[] = navigationLinksFor(role)
    .filter((link) => matches(t(link.label), messages.en.t(link.label), link.keywords))
    .map((link) => ({ kind: t("dashboard.search.kinds.page"), label: t(link.label), href: link.href }));
  const found = data
    ? [...itemCandidates(data, t), ...structureCandidates(data, t)]
        .filter((candidate) => matches(...candidate.texts))
        .map(({ kind, label, href }) => ({ kind, label, href }))
    : [];
  return [...pages, ...found].slice(0, MAX_RESULTS);
}
