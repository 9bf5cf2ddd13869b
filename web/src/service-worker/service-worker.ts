import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { inLanguage, LANGUAGES, splitLanguage, type Language } from "@diocese/site/languages";
import { sitePaths } from "@diocese/site/site-routes";
import { isReadableOffline, mayKeepPage } from "./readable-pages";
import { withOfflineNotice } from "./offline-notice";

/*
 * The service worker (built on its own into dist/sw.js, see vite.sw.config.ts): pages a visitor
 * has opened, the latest news, the parish finder, the appeal and the offline page can be read
 * without a connection. Pages always come from the network first; a saved one is shown only when
 * the network fails, with a line saying when it is from. The caches are named by the build
 * (SITE_VERSION): a new version empties the old ones when it takes over, so no page of one build
 * runs with another's scripts.
 */

declare const self: ServiceWorkerGlobalScope;
/** The build's version: a hash of the built pages, which name every hashed script (vite.sw.config.ts). */
declare const SITE_VERSION: string;
/** The scripts and styles every public page of this build starts with (vite.sw.config.ts). */
declare const PUBLIC_PAGE_ASSETS: string[];
/** The site's logo and icons, which every page shows or names (vite.sw.config.ts). */
declare const SITE_ICONS: string[];

const PAGES = `pages-${SITE_VERSION}`;
const ASSETS = `assets-${SITE_VERSION}`;
const PICTURES = `pictures-${SITE_VERSION}`;
const OURS = [PAGES, ASSETS, PICTURES];

/**
 * Saved when the worker is installed, in the language of the page open then: the latest news,
 * the parish finder and the appeal, and the offline page in both languages. About four pages of
 * HTML, fetched once the visitor's own page has loaded.
 */
async function pagesToSave(language: Language): Promise<string[]> {
  const fixed = [sitePaths.newsList.getHref(), sitePaths.parishes.path];
  const appeal = await featuredAppeal();
  return [
    ...fixed.map((path) => inLanguage(language, path)),
    ...(appeal ? [inLanguage(language, sitePaths.give.getHref(appeal))] : []),
    ...LANGUAGES.map((each) => inLanguage(each, sitePaths.offline.path)),
  ];
}

/** The appeal on the home page, whose give page is saved; none without a connection. */
async function featuredAppeal(): Promise<string | null> {
  try {
    const response = await fetch(`/graphql?query=${encodeURIComponent("{ featuredProject { slug } }")}`);
    const { data } = (await response.json()) as { data?: { featuredProject?: { slug: string } | null } };
    return data?.featuredProject?.slug ?? null;
  } catch {
    return null;
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      // The saved pages run offline with this version's scripts, even when the visitor last opened
      // them under the version before, whose scripts this version's caches no longer hold. Already
      // in the browser's cache when a page of this version was just opened: nothing is downloaded
      // but the home-screen icon (a few KB), so that a page read offline shows the logo and icons.
      const assets = await caches.open(ASSETS);
      await Promise.allSettled([...PUBLIC_PAGE_ASSETS, ...SITE_ICONS].map((path) => assets.add(path)));
      const cache = await caches.open(PAGES);
      // The pages open now were fetched before there was a worker: they are saved too.
      const openUrls = (await self.clients.matchAll({ type: "window", includeUncontrolled: true }))
        .map((client) => new URL(client.url))
        .filter((url) => url.origin === self.location.origin && isReadableOffline(url.pathname));
      const open = openUrls.map((url) => `${url.pathname}${url.search}`);
      // One worker for both languages (its address never changes with the page's, so switching
      // language installs nothing new): it saves the pages in the open page's language.
      const language = openUrls.length ? splitLanguage(openUrls[0]!.pathname).language : "en";
      // One page that cannot be saved now (a slow moment) leaves the others saved.
      await Promise.allSettled(
        [...open, ...(await pagesToSave(language))].map(async (path) => {
          const response = await fetch(path, { credentials: "omit" });
          if (mayKeepPage(response)) await cache.put(path, response);
        }),
      );
      // The new version takes over at once: every page is asked of the network first, so none of
      // the old version's pages is shown beside the new version's scripts.
      await self.skipWaiting();
    })(),
  );
});

const isPage = (request: Request) => request.mode === "navigate";

/** Deletes the caches of every other version of the site. */
async function deleteOtherVersions(): Promise<void> {
  for (const name of await caches.keys()) if (!OURS.includes(name)) await caches.delete(name);
}

self.addEventListener("activate", (event) => event.waitUntil(deleteOtherVersions()));
clientsClaim();
// Again at each page opened: the worker of the version before may still finish what it began when
// it was replaced (its pictures' expiry opens their cache again, tried on a busy machine), leaving
// a cache of its version that nothing reads. The first page the new version serves removes it.
// Never while a newer worker installs or waits: the caches it is filling are another version's.
self.addEventListener("fetch", (event) => {
  if (!isPage(event.request) || self.registration.installing || self.registration.waiting) return;
  event.waitUntil(deleteOtherVersions());
});

const savedPages = new NetworkFirst({
  cacheName: PAGES,
  // On a weak signal a page that has not come in 8 s is shown as saved, if it was.
  networkTimeoutSeconds: 8,
  // Offline, the page saved is better than none, whichever of its variants (Save-Data) it was.
  matchOptions: { ignoreVary: true },
  plugins: [
    { cacheWillUpdate: async ({ response }) => (mayKeepPage(response) ? response : null) },
    new ExpirationPlugin({ maxEntries: 80 }),
    // A saved page is used only when the network failed: it says so, and when it is from.
    {
      cachedResponseWillBeUsed: async ({ cachedResponse }) =>
        cachedResponse && withOfflineNotice(cachedResponse),
    },
  ],
});

registerRoute(({ request, url }) => isPage(request) && isReadableOffline(url.pathname), savedPages);
// The dashboard, signing in and the give flow: the network only, never kept.
registerRoute(({ request }) => isPage(request), new NetworkOnly());

/** Whether a request is made by a public page (a script, a picture), not by the dashboard. */
const fromPublicPage = (request: Request) =>
  request.referrer !== "" && isReadableOffline(new URL(request.referrer).pathname);

// Hashed scripts and styles never change: kept for the pages kept, by the version that built them.
registerRoute(
  ({ request, url }) => url.pathname.startsWith("/assets/") && fromPublicPage(request),
  new CacheFirst({ cacheName: ASSETS, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);
// The logo and icons, saved at install: their names never change, but a new one is a new version.
registerRoute(
  ({ url }) => url.origin === self.location.origin && SITE_ICONS.includes(url.pathname),
  new CacheFirst({ cacheName: ASSETS, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);
// Pictures of the public pages read, the latest first; a picture's address changes with the
// picture. Never those of the dashboard or a preview: a draft's picture is no one else's to see.
registerRoute(
  ({ request, url }) =>
    url.pathname.startsWith("/uploads/") && request.destination === "image" && fromPublicPage(request),
  new CacheFirst({
    cacheName: PICTURES,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60 })],
  }),
);

// A page neither on the network nor saved: the offline page, in the page's language.
setCatchHandler(async ({ request, url }) => {
  if (!isPage(request)) return Response.error();
  const { language } = splitLanguage(url.pathname);
  const offline = await caches.match(inLanguage(language, sitePaths.offline.path), {
    cacheName: PAGES,
    ignoreVary: true,
  });
  return offline ?? Response.error();
});
