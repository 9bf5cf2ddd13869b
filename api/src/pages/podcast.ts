import { loadSharp } from "../modules/media/image-encoding.js";
import type { Services } from "../services.js";
import { translated } from "../modules/translation/translation.js";
import { feedWord } from "../site/feed-words.js";
import { inLanguage, type Language } from "../site/languages.js";
import { sitePaths } from "../site/site-routes.js";
import { lines, xml } from "./feeds.js";

/** How many of the latest sermons the podcast carries. */
const PODCAST_EPISODES = 100;

/** Apple Podcasts asks for square artwork of 1400 to 3000 pixels, JPEG or PNG. */
export const PODCAST_ARTWORK_SIZE = 1400;

/**
 * The podcast's artwork: the site's cross (web/public/favicon.svg) across a square, as a JPEG,
 * made from the same drawing so that the podcast and the site look alike.
 */
export async function podcastArtwork(): Promise<Buffer> {
  const cross = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${PODCAST_ARTWORK_SIZE}" height="${PODCAST_ARTWORK_SIZE}"><rect width="64" height="64" fill="#4a1942"/><rect x="27" y="10" width="10" height="44" rx="2" fill="#e0b84f"/><rect x="16" y="22" width="32" height="10" rx="2" fill="#e0b84f"/></svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(cross)).jpeg({ quality: 85 }).toBuffer();
}

/** Seconds as itunes:duration writes them: H:MM:SS. */
function duration(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/**
 * The sermons' recordings as a podcast (RSS 2.0 with the itunes: tags Apple Podcasts and Spotify
 * require), in a language: in Kiswahili, each sermon's Kiswahili title and notes where it has them.
 * A sermon without a recording is no episode and is left out.
 */
export async function sermonsPodcast(
  services: Services,
  publicUrl: string,
  language: Language,
): Promise<string> {
  const settings = translated(await services.siteSettings.get(), language);
  const sermons = (await services.sermons.latest(PODCAST_EPISODES)).filter((sermon) => sermon.audioUrl);
  const listUrl = `${publicUrl}${inLanguage(language, sitePaths.sermons.getHref())}`;
  const title = feedWord(language, "feeds.sermonsTitle", { site: settings.shortName });
  const description = feedWord(language, "feeds.sermonsDescription", { diocese: settings.fullName });
  const episodes = sermons
    .map((sermon) => translated(sermon, language))
    .map((sermon) => {
      const link = `${publicUrl}${inLanguage(language, sitePaths.sermon.getHref(sermon.slug))}`;
      return lines(
        "    <item>",
        `      <title>${xml(sermon.title)}</title>`,
        `      <link>${xml(link)}</link>`,
        // The recording's own URL: it changes when a new recording replaces it, and apps fetch anew.
        `      <guid isPermaLink="false">${xml(`${publicUrl}${sermon.audioUrl}`)}</guid>`,
        `      <pubDate>${new Date(`${sermon.preachedOn}T00:00:00Z`).toUTCString()}</pubDate>`,
        `      <description>${xml(sermon.notes)}</description>`,
        `      <itunes:author>${xml(sermon.preacher)}</itunes:author>`,
        `      <itunes:duration>${duration(sermon.audioSeconds ?? 0)}</itunes:duration>`,
        "      <itunes:explicit>false</itunes:explicit>",
        `      <itunes:episodeType>full</itunes:episodeType>`,
        `      <enclosure url="${xml(`${publicUrl}${sermon.audioUrl}`)}" length="${sermon.audioBytes ?? 0}" type="${xml(sermon.audioType ?? "audio/mpeg")}"/>`,
        "    </item>",
      );
    });
  const artwork = `${publicUrl}${sitePaths.podcastArtwork.getHref()}`;
  return lines(
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xml(title)}</title>`,
    `    <link>${xml(listUrl)}</link>`,
    `    <description>${xml(description)}</description>`,
    `    <language>${language}</language>`,
    `    <copyright>${xml(settings.fullName)}</copyright>`,
    `    <atom:link href="${xml(`${publicUrl}${inLanguage(language, sitePaths.sermonsPodcast.getHref())}`)}" rel="self" type="application/rss+xml"/>`,
    `    <itunes:author>${xml(settings.fullName)}</itunes:author>`,
    `    <itunes:summary>${xml(description)}</itunes:summary>`,
    "    <itunes:type>episodic</itunes:type>",
    `    <itunes:image href="${xml(artwork)}"/>`,
    `    <image><url>${xml(artwork)}</url><title>${xml(title)}</title><link>${xml(listUrl)}</link></image>`,
    '    <itunes:category text="Religion &amp; Spirituality">',
    '      <itunes:category text="Christianity"/>',
    "    </itunes:category>",
    "    <itunes:explicit>false</itunes:explicit>",
    // Apple and Spotify send the e-mail that proves the podcast is the diocese's to the owner.
    settings.email
      ? `    <itunes:owner><itunes:name>${xml(settings.fullName)}</itunes:name><itunes:email>${xml(settings.email)}</itunes:email></itunes:owner>`
      : null,
    ...episodes,
    "  </channel>",
    "</rss>",
    "",
  );
}
