import { defineBehaviour } from "../../behaviours/behaviour";
import { messageOf } from "../../behaviours/messages";

/**
 * The share links drawn by ShareLinks (with the article's full address): copies the address, and
 * says so in the messages the group carries (data-message-*).
 */
export const shareLinks = defineBehaviour("share-links", (group) => {
  function showCopied() {
    const button = group.querySelector("[data-share-copy]");
    if (!button) return;
    button.querySelector("[data-share-icon=link]")?.toggleAttribute("hidden", true);
    button.querySelector("[data-share-icon=check]")?.toggleAttribute("hidden", false);
    const label = button.querySelector("[data-share-copy-label]");
    if (label) label.textContent = messageOf(group, "copied");
  }

  // The button's new label alone may not be announced; the status is. A failure stays in sight,
  // with the address, for the visitor to copy by hand.
  function showStatus(message: string, { failed = false } = {}) {
    const status = group.querySelector("[data-share-status]");
    if (!status) return;
    status.textContent = message;
    status.toggleAttribute("data-copy-failed", failed);
  }

  const onClick = async (event: MouseEvent) => {
    if (!(event.target instanceof Element && event.target.closest("[data-share-copy]"))) return;
    const url = group.dataset.shareUrl ?? "";
    try {
      await navigator.clipboard.writeText(url);
      showCopied();
      showStatus(messageOf(group, "copied"));
    } catch {
      // Browsers refuse the clipboard outside secure pages (where `navigator.clipboard` is
      // missing) and without permission.
      showStatus(messageOf(group, "copy-failed", { url }), { failed: true });
    }
  };

  const listening = new AbortController();
  const { signal } = listening;
  // onClick reports its own failure (the status message), so nothing waits for it.
  group.addEventListener("click", (event) => void onClick(event), { signal });
  return () => listening.abort();
});
