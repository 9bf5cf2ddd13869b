import { appealProgressStreamHref } from "../../../../api/src/site/site-routes";
import { defineBehaviour } from "../../behaviours/behaviour";
import { messageOf, pageLocale } from "../../behaviours/messages";
import type { AppealProgressFieldsFragment } from "../../gql/graphql";
import { formatCount, formatPercent } from "./appeal-format";
import { formatKesIn } from "./kes";

type Progress = Omit<AppealProgressFieldsFragment, "__typename">;

function isProgress(value: unknown): value is Progress {
  if (typeof value !== "object" || value === null) return false;
  const { projectId, raisedKes, openingKes, targetKes, gifts, percent } = value as Record<string, unknown>;
  return (
    (typeof projectId === "string" || typeof projectId === "number") &&
    [raisedKes, openingKes, targetKes, gifts, percent].every((number) => typeof number === "number")
  );
}

/** Writes an appeal's new progress into the part AppealProgress drew. */
export function showProgress(part: HTMLElement, progress: Progress) {
  const locale = pageLocale();
  const percent = formatPercent(progress.percent, locale);
  // AppealProgress draws "gifts-one" and "gifts-other"; a language with more plural forms falls back to "other".
  const giftsIn = (form: string) =>
    messageOf(part, `gifts-${form}`, { gifts: formatCount(progress.gifts, locale) });
  const write = (selector: string, text: string) => {
    const element = part.querySelector(selector);
    if (element) element.textContent = text;
  };
  write("[data-progress-raised]", formatKesIn(progress.raisedKes, locale));
  write("[data-progress-target]", formatKesIn(progress.targetKes, locale));
  write("[data-progress-percent]", percent);
  const noGifts = progress.openingKes > 0 ? "no-gifts-online" : "no-gifts";
  write(
    "[data-progress-gifts]",
    progress.gifts > 0
      ? giftsIn(new Intl.PluralRules(locale).select(progress.gifts)) || giftsIn("other")
      : messageOf(part, noGifts),
  );
  write("[data-progress-opening-amount]", formatKesIn(progress.openingKes, locale));
  part.querySelector("[data-progress-opening]")?.toggleAttribute("hidden", progress.openingKes <= 0);
  const bar = part.querySelector<HTMLElement>("[role=progressbar]");
  bar?.setAttribute("aria-valuenow", String(progress.percent));
  bar?.setAttribute("aria-valuetext", messageOf(part, "of-target", { percent }));
  const range = part.querySelector<HTMLElement>("[data-progress-range]");
  if (range) range.style.width = `${progress.percent}%`;
}

/**
 * An appeal's progress (AppealProgress) kept up to date while the page is open: the API's stream
 * of the project's progress (Server-Sent Events) sends it at once and after every gift. The
 * stream is closed when the visitor leaves the page, and opened again if the browser brings the
 * page back from its cache.
 */
export const appealProgress = defineBehaviour("appeal-progress", (part) => {
  const projectId = part.dataset.projectId;
  // Browsers without EventSource (and jsdom) keep the figures the server drew.
  if (!projectId || typeof EventSource === "undefined") return () => {};

  let stream: EventSource | null = null;
  const onProgress = (event: MessageEvent<string>) => {
    let progress: unknown;
    try {
      progress = JSON.parse(event.data);
    } catch {
      return;
    }
    if (isProgress(progress) && String(progress.projectId) === projectId) showProgress(part, progress);
  };
  const open = () => {
    if (stream) return;
    stream = new EventSource(appealProgressStreamHref(projectId));
    stream.addEventListener("progress", onProgress);
  };
  const close = () => {
    stream?.close();
    stream = null;
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) open();
  };

  open();
  const listening = new AbortController();
  window.addEventListener("pagehide", close, { signal: listening.signal });
  window.addEventListener("pageshow", onPageShow, { signal: listening.signal });
  return () => {
    listening.abort();
    close();
  };
});
