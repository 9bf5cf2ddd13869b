import { defineBehaviour } from "../../behaviours/behaviour";
import { showConfirming, showGift, showSlow, watchGift } from "./gift-poll";

/**
 * A gift's status page while the gift is pending (GiftPage): asks the API how it stands and shows
 * it in place, paid or failed, as soon as M-Pesa answers, and 20 s after the prompt says that
 * M-Pesa is confirming. Without JavaScript the page asks for itself again instead (its head's
 * refresh), drawn each time as the gift then stands.
 */
export const giftStatus = defineBehaviour("gift-status", (part) => {
  const token = part.dataset.giftToken;
  if (!token || part.dataset.giftStatus !== "PENDING") return () => {};
  // Measured from when the prompt was sent, so that a reload does not start the three minutes again.
  const sent = Date.parse(part.dataset.giftCreatedAt ?? "");
  const since = Number.isNaN(sent) ? Date.now() : Math.min(sent, Date.now());
  return watchGift(token, {
    since,
    onNews: (gift) => {
      part.dataset.giftStatus = gift.status;
      showGift(part, gift);
      if (gift.status !== "PENDING") showSlow(part, false);
    },
    onConfirming: () => showConfirming(part, true),
    onSlow: () => showSlow(part, true),
  });
});
