import { inLanguage, isLanguage } from "@diocese/site/languages";
import { sitePaths } from "@diocese/site/site-routes";
import {
  GiftStatusDocument,
  type GiftStatusFieldsFragment,
  type GiftStatusQuery,
} from "../../behaviours/gql/graphql";
import { messageOf, pageLocale } from "../../behaviours/messages";
import { sendOperation } from "../../behaviours/send-operation";
import { formatKesIn } from "./kes";

/*
 * Waiting for M-Pesa, without React: the give form's behaviour and a gift's status page ask the
 * API how the gift stands until it is paid or failed, and show it in the part GiftStatusView drew.
 */

export type GiftNews = Omit<GiftStatusFieldsFragment, "__typename">;

/** How often to ask while the donor is at the prompt, and after SLOW_AFTER_MS without an answer. */
export const ASK_EVERY_MS = 2_000;
export const ASK_SLOWLY_EVERY_MS = 10_000;
export const SLOW_AFTER_MS = 3 * 60_000;
/**
 * How long a donor takes over the prompt, about: after it, the page stops asking for the PIN and
 * says that M-Pesa is confirming (a paid gift's answer may take M-Pesa a minute or more).
 */
export const CONFIRMING_AFTER_MS = 20_000;

/** Whether a prompt sent at `createdAt` (an ISO date) was sent CONFIRMING_AFTER_MS ago or more. */
export const waitedForConfirmation = (createdAt: string, now = Date.now()) =>
  now - Date.parse(createdAt) >= CONFIRMING_AFTER_MS;

interface Watching {
  /** When the prompt was sent, in the browser's clock (Date.now()). */
  since: number;
  /** Each answer, until the gift is paid or failed. */
  onNews(gift: GiftNews): void;
  /** Called once CONFIRMING_AFTER_MS have passed since the prompt, if the gift is not settled by then. */
  onConfirming(): void;
  /** Called at each answer once SLOW_AFTER_MS have passed without a settled gift. */
  onSlow(): void;
}

/**
 * Asks how the gift stands every 2 s, every 10 s after 3 minutes, until it is settled; says when
 * M-Pesa is taking longer than the donor at the prompt. Returns what stops it.
 */
export function watchGift(token: string, { since, onNews, onConfirming, onSlow }: Watching): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const confirming = setTimeout(
    () => {
      if (!stopped) onConfirming();
    },
    Math.max(0, since + CONFIRMING_AFTER_MS - Date.now()),
  );

  const ask = async () => {
    let gift: GiftNews | null | undefined;
    try {
      const answer = await sendOperation<GiftStatusQuery>("GiftStatus", String(GiftStatusDocument), {
        token,
      });
      gift = answer.data?.gift;
    } catch {
      // The network failed for a moment (a phone between masts): ask again, as if pending.
    }
    if (stopped) return;
    if (gift) {
      onNews(gift);
      if (gift.status !== "PENDING") {
        clearTimeout(confirming);
        return;
      }
    }
    const slow = Date.now() - since >= SLOW_AFTER_MS;
    if (slow) onSlow();
    timer = setTimeout(() => void ask(), slow ? ASK_SLOWLY_EVERY_MS : ASK_EVERY_MS);
  };

  timer = setTimeout(() => void ask(), ASK_EVERY_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(confirming);
  };
}

/** An address of this site in the page's language (its `<html lang>`), as links of the page are. */
export function inPageLanguage(href: string): string {
  const language = document.documentElement.lang.split("-")[0];
  return isLanguage(language) ? inLanguage(language, href) : href;
}

/** Shows the gift's state (pending, paid or failed) with its figures in a part GiftStatusView drew. */
export function showGift(part: HTMLElement, gift: GiftNews) {
  // The words come from GiftStatusView's attributes: the part is that view, or holds it.
  const view = part.matches("[data-gift-view]")
    ? part
    : (part.querySelector<HTMLElement>("[data-gift-view]") ?? part);
  for (const state of part.querySelectorAll<HTMLElement>("[data-gift-state]")) {
    state.hidden = state.dataset.giftState !== gift.status;
  }
  const texts: Record<string, string> = {
    amount: formatKesIn(gift.amountKes, pageLocale()),
    project: gift.projectTitle,
    "receipt-number": gift.receiptNumber ?? "",
    "mpesa-receipt":
      gift.mpesaReceipt ?? messageOf(view, "no-code", { receiptNumber: gift.receiptNumber ?? "" }),
    message: gift.message ?? messageOf(view, "not-taken"),
  };
  for (const slot of part.querySelectorAll<HTMLElement>("[data-gift-slot]")) {
    const text = texts[slot.dataset.giftSlot ?? ""];
    if (text !== undefined) slot.textContent = text;
  }
  part
    .querySelector("[data-gift-receipt-link]")
    ?.setAttribute("href", inPageLanguage(sitePaths.giftReceipt.getHref(gift.token)));
  part
    .querySelector("a[data-gift-try-again]")
    ?.setAttribute("href", inPageLanguage(sitePaths.give.getHref(gift.projectSlug)));
}

/** Says that M-Pesa is confirming (nothing more to do), or asks for the PIN. */
export function showConfirming(part: HTMLElement, confirming: boolean) {
  for (const waiting of part.querySelectorAll<HTMLElement>("[data-gift-waiting]")) {
    waiting.hidden = (waiting.dataset.giftWaiting === "confirming") !== confirming;
  }
}

/** Shows or hides the word that M-Pesa is slow to answer. */
export function showSlow(part: HTMLElement, slow: boolean) {
  part.querySelector<HTMLElement>("[data-gift-slow]")?.toggleAttribute("hidden", !slow);
}
