import { defineBehaviour } from "../../behaviours/behaviour";
import { messageOf, pageLocale } from "../../behaviours/messages";
import { formatCount, formatPercent } from "./appeal-format";
import { listenToAppealProgress, type Progress } from "./appeal-progress-stream";
import { formatKesIn } from "./kes";

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
 * of the project's progress (appeal-progress-stream.ts) tells it at once and after every gift.
 */
export const appealProgress = defineBehaviour("appeal-progress", (part) => {
  const projectId = part.dataset.projectId;
  if (!projectId) return () => {};
  return listenToAppealProgress(projectId, (progress) => showProgress(part, progress));
});
