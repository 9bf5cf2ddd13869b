/**
 * The sitemap's files as a search engine reads them: the index at /sitemap.xml, then every file it
 * lists, each fetched from the site under test (whatever public address the index names).
 */
export async function sitemapFiles(serverUrl: string): Promise<string[]> {
  const index = await (await fetch(`${serverUrl}/sitemap.xml`)).text();
  const paths = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${serverUrl}${path}`);
      if (!response.ok) throw new Error(`The sitemap index lists ${path}, which answers ${response.status}`);
      return response.text();
    }),
  );
}

/** Every file of the sitemap, one after the other: to look for an address in any of them. */
export const wholeSitemap = async (serverUrl: string) => (await sitemapFiles(serverUrl)).join("\n");
