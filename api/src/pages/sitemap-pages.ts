import type { SitemapPage } from "../content-type.js";
import { sitemapPagesOfTypes } from "../content-types.js";
import type { Services } from "../services.js";
import { SITEMAP_PAGES } from "../site/main-menu.js";
import { sitePaths } from "../site/site-routes.js";

/** The latest of these changes; null when none is known. */
export function latest(changes: (Date | null | undefined)[]): Date | null {
  let found: Date | null = null;
  for (const change of changes) if (change && (!found || change > found)) found = change;
  return found;
}

/** The latest change of these records (missing ones left aside). */
const changed = (records: ({ updatedAt: Date | null } | null)[]) =>
  latest(records.map((record) => record?.updatedAt));

/**
 * The pages of the sitemap's first file: those of one fixed address, and those of the kinds a
 * diocese has tens or hundreds of (parishes, departments, albums, archdeaconries, and the content
 * types' own). Articles and sermons, which grow every week, have files of their own (sitemap.ts).
 * Each is dated by the latest change of what the page itself shows (not the frame around it: a
 * new phone number in the footer is no news of the page's).
 */
export async function sitemapPages(services: Services): Promise<SitemapPage[]> {
  const archdeaconries = await services.archdeaconries.list();
  const parishes = await services.parishes.listOfEach(archdeaconries.map((archdeaconry) => archdeaconry.id));
  const albums = await services.gallery.list();
  const publishedYears = await services.yearSummaries.publishedSettings();
  const fixedPageChanged = fixedPagesChanged(services, {
    parishes: changed([...archdeaconries, ...parishes.flat()]),
    gallery: changed(albums),
    yearsInNumbers: changed(publishedYears),
  });
  const pages: SitemapPage[] = [];
  for (const name of SITEMAP_PAGES) {
    pages.push({ path: sitePaths[name].getHref(), changed: await fixedPageChanged[name]() });
  }
  pages.push(
    ...(await services.departments.list()).map((department) => ({
      path: sitePaths.department.getHref(department.slug),
      changed: department.updatedAt,
    })),
    ...parishes
      .flat()
      .map((parish) => ({ path: sitePaths.parish.getHref(parish.slug), changed: parish.updatedAt })),
    ...albums.map((album) => ({ path: sitePaths.photoAlbum.getHref(album.slug), changed: album.updatedAt })),
    ...archdeaconries.map((archdeaconry, index) => ({
      path: sitePaths.archdeaconry.getHref(String(archdeaconry.id)),
      changed: changed([archdeaconry, ...parishes[index]!]),
    })),
    ...publishedYears.map((published) => ({
      path: sitePaths.yearInNumbers.getHref(published.year),
      changed: published.updatedAt,
    })),
    ...(await sitemapPagesOfTypes(services)),
  );
  return pages;
}

/** When each page of one fixed address last changed: what it shows, asked as the page is listed. */
function fixedPagesChanged(
  services: Services,
  known: { parishes: Date | null; gallery: Date | null; yearsInNumbers: Date | null },
): Record<(typeof SITEMAP_PAGES)[number], () => Promise<Date | null>> {
  const informationPage = (slug: string) => services.informationPages.findBySlug(slug);
  return {
    home: async () =>
      latest([
        // The appeal banner's words and numbers.
        (await services.siteSettings.get()).updatedAt,
        changed(await services.slides.list()),
        changed([await services.bishopMessages.current(), await services.projects.featured()]),
        await services.events.latestChange(),
        await services.news.latestChange(),
      ]),
    aboutUs: async () =>
      changed([await informationPage("about-us"), await services.administrativeSecretary.get()]),
    dioceseHistory: async () =>
      changed([await informationPage("diocese-history"), ...(await services.historyBishops.list())]),
    governanceSystem: async () =>
      changed([await informationPage("governance-system"), await services.committees.standingCommittee()]),
    // 50, the most a page of the API holds, as the Projects page asks for them.
    projects: async () =>
      changed([await informationPage("projects"), ...(await services.projects.page({ pageSize: 50 })).items]),
    parishes: async () => known.parishes,
    yearsInNumbers: async () => known.yearsInNumbers,
    // The events it lists; the parishes and departments its form offers are dated on their own pages.
    events: () => services.events.latestChange(),
    newsList: () => services.news.latestChange(),
    careers: async () => changed(await services.jobOpenings.listOpen()),
    boardsAndCommittees: async () => {
      const committees = await services.committees.list();
      return changed([...committees, ...committees.flatMap((committee) => committee.members)]);
    },
    sermons: () => services.sermons.latestChange(),
    gallery: async () => known.gallery,
  };
}
