import type { Behaviour } from "../../behaviours/behaviour";

type ShareNetwork = "whatsapp" | "facebook" | "x";

/** Plain share addresses of each network: no third-party script reaches the page. */
export function shareUrls(url: string, title: string): Record<ShareNetwork, string> {
  const encodedUrl = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    x: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
  };
}

/**
 * The share links drawn by ShareLinks: gives the networks the article's full address, and copies
 * it for the visitor.
 */
export const shareLinks: Behaviour = (group) => {
  // The server draws the links with the article's path alone: only the browser knows the origin
  // the visitor reached the site by.
  const articleUrl = () => `${window.location.origin}${group.dataset.sharePath ?? ""}`;

  const urls = shareUrls(articleUrl(), group.dataset.shareTitle ?? "");
  for (const link of group.querySelectorAll<HTMLAnchorElement>("a[data-share-network]")) {
    link.href = urls[link.dataset.shareNetwork as ShareNetwork];
  }

  function showCopied() {
    const button = group.querySelector("[data-share-copy]");
    if (!button) return;
    button.querySelector("[data-share-icon=link]")?.toggleAttribute("hidden", true);
    button.querySelector("[data-share-icon=check]")?.toggleAttribute("hidden", false);
    const label = button.querySelector("[data-share-copy-label]");
    if (label) label.textContent = "Link copied";
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
    const url = articleUrl();
    try {
      await navigator.clipboard.writeText(url);
      showCopied();
      showStatus("Link copied");
    } catch {
      // Browsers refuse the clipboard outside secure pages (where `navigator.clipboard` is
      // missing) and without permission.
      showStatus(`The link could not be copied: ${url}`, { failed: true });
    }
  };

  const listening = new AbortController();
  const { signal } = listening;
  group.addEventListener("click", onClick, { signal });
  return () => listening.abort();
};
