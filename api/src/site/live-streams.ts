/*
 * The addresses of the site's live streams, apart from site-routes.ts: the appeal's progress bar
 * is a behaviour of every public page's script, which would otherwise carry the table of every
 * address of the site (7 KB) to open its stream.
 */

/** Server-Sent Events of a project's progress: an event `progress` at once and at every change. */
export const APPEAL_PROGRESS_STREAM_PATH = "/live/appeal-progress/:projectId";
export const appealProgressStreamHref = (projectId: string) =>
  `/live/appeal-progress/${encodeURIComponent(projectId)}`;
