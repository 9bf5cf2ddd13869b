import { plainTextPreview } from "../lib/rich-text.js";
import type { Services } from "../services.js";

/** A picture for share previews: an absolute path on this site, and its size in pixels. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
}

/** What the server knows of a public page before the app runs: enough for sharing and finding it. */
export interface PageMeta {
  /** The page's own name, shown as '{short name} | {title}'. */
  title: string;
  /** What a share preview calls the page: its title, but the diocese's name for the home page. */
  shareTitle: string;
  description: string;
  /** The page's own picture, or null for the site's share picture. */
  image: ShareImage | null;
  type: "website" | "article";
  /** Search engines leave the sign-in pages and the dashboard alone. */
  indexable: boolean;
}

export type PageResolution =
  { status: 200; meta: PageMeta } | { status: 301; location: string } | { status: 404 };

const page = (title: string, description: string, extra: Partial<PageMeta> = {}): PageResolution => ({
  status: 200,
  meta: { title, shareTitle: title, description, image: null, type: "website", indexable: true, ...extra },
});

/** The information pages and the name each has in titles (the spec's page titles). */
const INFORMATION_PAGES: Record<string, string> = {
  "/about-us": "About Us",
  "/diocese-history": "History",
  "/governance-system": "Governance System",
  "/projects": "Projects",
};

/** Correctly spelt addresses of the pages the old site spelt otherwise; old links keep working. */
export const PAGE_ALIASES: Record<string, string> = {
  "/career-opportunities": "/career-oppotunities",
};

/**
 * Every public route of the web app, resolved on the server: its meta tags for the HTML the server
 * sends (WhatsApp and Facebook do not run scripts), or 404 for a path no page answers, or the
 * redirect of an alias. The web app's routes are in web/src/app/paths.ts; a test keeps the two
 * lists in step.
 */
export async function resolvePublicPage(pathname: string, services: Services): Promise<PageResolution> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const alias = PAGE_ALIASES[path];
  if (alias) return { status: 301, location: alias };
  const settings = await services.siteSettings.get();
  const siteDescription = settings.bannerText ?? settings.fullName;

  if (path === "/") return page("Home", siteDescription, { shareTitle: settings.fullName });
  const informationTitle = INFORMATION_PAGES[path];
  if (informationTitle) {
    const information = await services.informationPages.findBySlug(path.slice(1));
    return page(informationTitle, information ? plainTextPreview(information.body, 200) : siteDescription);
  }
  if (path === "/blogs-and-news") return page("News", `News and stories from the ${settings.fullName}`);
  if (path === "/career-oppotunities")
    return page("Career Opportunities", `Job openings at the ${settings.fullName}`);

  const segments = path.split("/").slice(1).map(decodeSegment);
  if (segments.length === 2 && segments[0] === "blogs-and-news") {
    const article = await services.news.findByTitleOrSlug(segments[1]!);
    if (!article) return { status: 404 };
    // Old links carry the article's title: they move on to its one address.
    if (article.slug !== segments[1]) {
      return { status: 301, location: `/blogs-and-news/${encodeURIComponent(article.slug)}` };
    }
    return page(article.title, article.preview, {
      image: services.media.describeImage(article.imageUrl),
      type: "article",
    });
  }
  if (segments.length === 2 && segments[0] === "departments") {
    const department = await services.departments.findBySlug(segments[1]!);
    if (!department) return { status: 404 };
    return page(department.name, plainTextPreview(department.body, 200), {
      image: services.media.describeImage(department.imageUrl),
    });
  }
  if (segments.length === 2 && segments[0] === "archdeaconry") {
    const archdeaconry = /^\d+$/.test(segments[1]!)
      ? await services.archdeaconries.findById(segments[1])
      : null;
    if (!archdeaconry) return { status: 404 };
    return page(archdeaconry.name, `The parishes of ${archdeaconry.name}, ${settings.fullName}`);
  }
  if (path === "/newsletter/confirm") {
    return page("Confirm Subscription", "Confirm your subscription to our newsletter", { indexable: false });
  }
  if (path === "/authentication/login" || path === "/authentication/password-reset") {
    return page(path.endsWith("login") ? "Login" : "Reset Password", siteDescription, { indexable: false });
  }
  if (segments[0] === "administrator" || segments[0] === "admin") {
    return page("Dashboard", siteDescription, { indexable: false });
  }
  return { status: 404 };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
