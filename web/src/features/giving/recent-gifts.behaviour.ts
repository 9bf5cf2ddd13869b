import { defineBehaviour } from "../../behaviours/behaviour";
import { RecentGiftsDocument, type RecentGiftsQuery } from "../../behaviours/gql/graphql";
import { messageOf, pageLocale } from "../../behaviours/messages";
import { sendOperation } from "../../behaviours/send-operation";
import { formatShortDateAndTime } from "./appeal-format";
import { listenToAppealProgress } from "./appeal-progress-stream";
import { formatKesIn } from "./kes";

type RecentGift = RecentGiftsQuery["recentGifts"][number];

/** Draws the gifts in the list RecentGifts drew, each a copy of its hidden model line. */
export function showRecentGifts(part: HTMLElement, gifts: RecentGift[]) {
  const list = part.querySelector<HTMLElement>("[data-recent-list]");
  const model = list?.querySelector<HTMLElement>("[data-recent-gift-model]");
  if (!list || !model) return;
  const locale = pageLocale();
  const lines = gifts.map((gift) => {
    const line = model.cloneNode(true) as HTMLElement;
    line.removeAttribute("data-recent-gift-model");
    line.hidden = false;
    const slot = (name: string) => line.querySelector<HTMLElement>(`[data-recent-slot="${name}"]`);
    slot("name")!.textContent = gift.unnamed ? messageOf(part, "unnamed") || gift.name : gift.name;
    slot("amount")!.textContent = formatKesIn(gift.amountKes, locale);
    const at = slot("at")!;
    at.textContent = formatShortDateAndTime(gift.at, locale);
    at.setAttribute("datetime", gift.at);
    return line;
  });
  list.replaceChildren(model, ...lines);
  list.hidden = gifts.length === 0;
  part.querySelector<HTMLElement>("[data-recent-none]")?.toggleAttribute("hidden", gifts.length > 0);
}

/**
 * The give page's list of recent gifts (RecentGifts) kept up to date: when the appeal's live
 * progress moves (a gift paid, reversed or recorded by staff), it asks the API for the newest
 * gifts and draws them, so that a donor thanked in place sees their gift without a reload.
 */
export const recentGifts = defineBehaviour("recent-gifts", (part) => {
  const projectId = part.dataset.projectId;
  if (!projectId) return () => {};
  const first = Number(part.dataset.first);
  let shown = `${part.dataset.gifts} ${part.dataset.raised}`;
  let asked = 0;
  let stopped = false;

  const ask = async () => {
    const asking = ++asked;
    try {
      const answer = await sendOperation<RecentGiftsQuery>("RecentGifts", String(RecentGiftsDocument), {
        projectId,
        first,
      });
      // Only the answer to the latest question is drawn: an earlier one may come after it.
      if (!stopped && asking === asked && answer.data) showRecentGifts(part, answer.data.recentGifts);
    } catch {
      // The network failed for a moment: the next gift asks again.
    }
  };

  const stopListening = listenToAppealProgress(projectId, (progress) => {
    const now = `${progress.gifts} ${progress.raisedKes}`;
    if (now === shown) return;
    shown = now;
    void ask();
  });
  return () => {
    stopped = true;
    stopListening();
  };
});
