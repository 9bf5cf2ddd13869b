import { defineBehaviour } from "../../behaviours/behaviour";
import { messageOf } from "../../behaviours/messages";

/** How far a finger must travel sideways, in CSS pixels, for a swipe to change the photograph. */
const SWIPE_DISTANCE = 40;

/**
 * The album drawn by PhotoAlbumGrid: without script each thumbnail is a link to its photograph's
 * own page; with it, a thumbnail opens that photograph in the album's modal dialog, which moves
 * with its buttons, the arrow keys and a swipe, closes with Escape, keeps the focus inside
 * (showModal makes the rest of the page inert), announces "Photo 3 of 20: caption" and shows the
 * photograph's own address, so that it can be shared as it is.
 */
export const photoViewer = defineBehaviour("photo-viewer", (album) => {
  const links = () => [...album.querySelectorAll<HTMLAnchorElement>("a[data-photo]")];
  const dialog = () => album.querySelector<HTMLDialogElement>("dialog[data-photo-dialog]");
  let current = 0;
  // Whether opening added an entry to the history, which closing takes away again.
  let pushed = false;
  let opener: HTMLElement | null = null;

  function show(index: number) {
    const all = links();
    const viewer = dialog();
    if (all.length === 0 || !viewer) return;
    current = (index + all.length) % all.length;
    const link = all[current]!;
    drawPhoto(album, viewer, link.dataset, { number: current + 1, total: all.length });
    if (pushed) history.replaceState({ photoViewer: true }, "", link.href);
    else {
      history.pushState({ photoViewer: true }, "", link.href);
      pushed = true;
    }
  }

  function open(index: number, from: HTMLElement) {
    const viewer = dialog();
    if (!viewer) return;
    opener = from;
    if (!viewer.open) viewer.showModal();
    show(index);
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const viewer = dialog();
    if (viewer?.open) {
      const step = target?.closest<HTMLElement>("[data-photo-step]");
      if (step) show(current + Number(step.dataset.photoStep));
      // The close button, or a tap on the backdrop around the dialog's box.
      else if (target?.closest("[data-photo-close]") || target === viewer) viewer.close();
      return;
    }
    const link = target?.closest<HTMLAnchorElement>("a[data-photo]");
    // A click meant for a new tab or window opens the photograph's page there, as a link does.
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    open(links().indexOf(link), link);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!dialog()?.open) return;
    if (event.key === "ArrowRight") show(current + 1);
    else if (event.key === "ArrowLeft") show(current - 1);
    else return;
    event.preventDefault();
  };

  // Escape, the close button and the backdrop all end here.
  const onClose = (event: Event) => {
    if (event.target !== dialog()) return;
    if (pushed) {
      pushed = false;
      history.back();
    }
    opener?.focus();
  };

  // Back in the browser while the dialog is open leaves the photograph: the dialog closes.
  const onPopState = () => {
    const viewer = dialog();
    if (!viewer?.open) return;
    pushed = false;
    viewer.close();
  };

  // Ending the behaviour takes every listener away at once.
  const listening = new AbortController();
  const { signal } = listening;
  album.addEventListener("click", onClick, { signal });
  album.addEventListener("keydown", onKeyDown, { signal });
  listenForSwipes(album, signal, {
    when: () => Boolean(dialog()?.open),
    // A swipe to the left shows the next photograph.
    onSwipe: (towardsLeft) => show(current + (towardsLeft ? 1 : -1)),
  });
  // `close` does not bubble: it is heard on its way down.
  album.addEventListener("close", onClose, { capture: true, signal });
  window.addEventListener("popstate", onPopState, { signal });
  return () => listening.abort();
});

/** Shows the photograph a thumbnail's data names in the viewer, with its caption, and says which it is. */
function drawPhoto(
  album: HTMLElement,
  viewer: HTMLDialogElement,
  photo: DOMStringMap,
  { number, total }: { number: number; total: number },
) {
  const { src = "", srcset = "", width = "", height = "", caption = "", alt = "" } = photo;
  const picture = viewer.querySelector<HTMLImageElement>("img[data-photo-large]");
  if (picture) {
    // The old picture must not stay on screen under the new caption while the new one loads.
    picture.removeAttribute("src");
    picture.srcset = srcset;
    picture.src = src;
    picture.width = Number(width);
    picture.height = Number(height);
    picture.alt = alt;
  }
  const captionText = viewer.querySelector("[data-photo-caption]");
  if (captionText) captionText.textContent = caption;
  const announcer = viewer.querySelector("[data-photo-announcer]");
  if (announcer) {
    announcer.textContent = messageOf(album, caption ? "announcement" : "announcementUncaptioned", {
      number,
      total,
      caption,
    });
  }
}

/** Hears a finger (or pen) moved sideways on the element, while `when` says so, as a swipe. */
function listenForSwipes(
  element: HTMLElement,
  signal: AbortSignal,
  { when, onSwipe }: { when: () => boolean; onSwipe: (towardsLeft: boolean) => void },
) {
  let swipeStart: { x: number; y: number } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    if (when() && event.isPrimary) swipeStart = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!swipeStart || !event.isPrimary) return;
    const dx = event.clientX - swipeStart.x;
    const dy = event.clientY - swipeStart.y;
    swipeStart = null;
    // Sideways more than up or down.
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0);
  };
  element.addEventListener("pointerdown", onPointerDown, { signal });
  element.addEventListener("pointerup", onPointerUp, { signal });
  element.addEventListener("pointercancel", () => (swipeStart = null), { signal });
}
