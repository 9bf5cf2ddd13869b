import { appealProgressStreamHref } from "@diocese/site/live-streams";
import type { AppealProgressFieldsFragment } from "../../gql/graphql";

/*
 * The API's live progress of appeals (Server-Sent Events), shared by every part of a page that
 * shows one: the progress itself, the give page's list of recent gifts. One stream per appeal,
 * however many parts listen; closed when the visitor leaves the page, and opened again if the
 * browser brings the page back from its cache.
 */

export type Progress = Omit<AppealProgressFieldsFragment, "__typename">;
type Listener = (progress: Progress) => void;

interface Stream {
  listeners: Set<Listener>;
  source: EventSource | null;
  /** The last progress heard, told at once to a part that starts listening later. */
  last: Progress | null;
}

const streams = new Map<string, Stream>();
let watchingPage: AbortController | null = null;

function isProgress(value: unknown): value is Progress {
  if (typeof value !== "object" || value === null) return false;
  const { projectId, raisedKes, openingKes, targetKes, gifts, percent } = value as Record<string, unknown>;
  return (
    (typeof projectId === "string" || typeof projectId === "number") &&
    [raisedKes, openingKes, targetKes, gifts, percent].every((number) => typeof number === "number")
  );
}

function open(projectId: string, stream: Stream) {
  if (stream.source) return;
  stream.source = new EventSource(appealProgressStreamHref(projectId));
  stream.source.addEventListener("progress", (event: MessageEvent<string>) => {
    let progress: unknown;
    try {
      progress = JSON.parse(event.data);
    } catch {
      return;
    }
    if (!isProgress(progress) || String(progress.projectId) !== projectId) return;
    stream.last = progress;
    for (const listener of [...stream.listeners]) listener(progress);
  });
}

function watchPage() {
  if (watchingPage) return;
  watchingPage = new AbortController();
  const { signal } = watchingPage;
  window.addEventListener(
    "pagehide",
    () => {
      for (const stream of streams.values()) {
        stream.source?.close();
        stream.source = null;
      }
    },
    { signal },
  );
  window.addEventListener(
    "pageshow",
    (event) => {
      if (event.persisted) for (const [projectId, stream] of streams) open(projectId, stream);
    },
    { signal },
  );
}

/** Calls `listener` with each progress the API tells of an appeal. Returns what stops listening. */
export function listenToAppealProgress(projectId: string, listener: Listener): () => void {
  // Browsers without EventSource (and jsdom) keep what the server drew.
  if (typeof EventSource === "undefined") return () => {};
  let stream = streams.get(projectId);
  if (!stream) streams.set(projectId, (stream = { listeners: new Set(), source: null, last: null }));
  const joined = stream;
  joined.listeners.add(listener);
  open(projectId, joined);
  watchPage();
  if (joined.last) listener(joined.last);
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size > 0) return;
    joined.source?.close();
    streams.delete(projectId);
    if (streams.size > 0) return;
    watchingPage?.abort();
    watchingPage = null;
  };
}
