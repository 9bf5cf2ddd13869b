import { defineBehaviour } from "../../behaviours/behaviour";
import { messageOf } from "../../behaviours/messages";

export const SLIDE_INTERVAL_MS = 7000;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
/** A browser asking for less data: the first slide stays, alone (slide-carousel.tsx hides the rest). */
export const REDUCED_DATA = "(prefers-reduced-data: reduce)";

/**
 * The carousel drawn by SlideCarousel: moves on by itself unless the visitor prefers reduced
 * motion, stops while the pointer or the keyboard focus is on it and after Pause (WCAG 2.2.2);
 * arrows, indicators and the arrow keys choose a slide.
 */
export const slideCarousel = defineBehaviour("slide-carousel", (carousel) => {
  const slides = () => [...carousel.querySelectorAll<HTMLElement>("[data-slide]")];
  const indicators = () => [...carousel.querySelectorAll<HTMLElement>("[data-slide-indicator]")];
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  const reducedData = window.matchMedia(REDUCED_DATA);
  let active = 0;
  let hovered = false;
  let focused = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const moving = () => slides().length > 1 && !stopped && !hovered && !focused;

  const draw = () => drawCarousel(carousel, { active, stopped, moving: moving() });

  // Restarted on every change, so that a slide chosen by hand stays its full time.
  function follow() {
    clearInterval(timer);
    timer =
      moving() && !reducedMotion.matches && !reducedData.matches
        ? setInterval(() => {
            active = (active + 1) % slides().length;
            draw();
          }, SLIDE_INTERVAL_MS)
        : undefined;
  }

  function update(change: () => void) {
    change();
    draw();
    follow();
  }

  const show = (index: number) => {
    const count = slides().length;
    update(() => (active = (index + count) % count));
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const step = target?.closest<HTMLElement>("[data-slide-step]");
    const indicator = target?.closest<HTMLElement>("[data-slide-indicator]");
    if (step) show(active + Number(step.dataset.slideStep));
    else if (indicator) show(indicators().indexOf(indicator));
    else if (target?.closest("[data-slide-pause]")) update(() => (stopped = !stopped));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The other slides are hidden for a browser asking for less data.
    if (reducedData.matches) return;
    if (event.key === "ArrowLeft") show(active - 1);
    else if (event.key === "ArrowRight") show(active + 1);
    else return;
    event.preventDefault();
  };
  const onMouseEnter = () => update(() => (hovered = true));
  const onMouseLeave = () => update(() => (hovered = false));
  const onFocusIn = () => update(() => (focused = true));
  const onFocusOut = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && carousel.contains(event.relatedTarget))) {
      update(() => (focused = false));
    }
  };

  // Ending the behaviour takes every listener away at once.
  const listening = new AbortController();
  const { signal } = listening;
  carousel.addEventListener("click", onClick, { signal });
  carousel.addEventListener("keydown", onKeyDown, { signal });
  carousel.addEventListener("mouseenter", onMouseEnter, { signal });
  carousel.addEventListener("mouseleave", onMouseLeave, { signal });
  carousel.addEventListener("focusin", onFocusIn, { signal });
  carousel.addEventListener("focusout", onFocusOut, { signal });
  reducedMotion.addEventListener("change", follow, { signal });
  reducedData.addEventListener("change", follow, { signal });
  follow();
  return () => {
    clearInterval(timer);
    listening.abort();
  };
});

/**
 * Shows the active slide alone, marks its indicator, names the pause button, and while the
 * carousel stands still says which slide it shows.
 */
function drawCarousel(
  carousel: HTMLElement,
  { active, stopped, moving }: { active: number; stopped: boolean; moving: boolean },
) {
  const all = [...carousel.querySelectorAll<HTMLElement>("[data-slide]")];
  all.forEach((slide, index) => {
    slide.toggleAttribute("data-current", index === active);
    slide.setAttribute("aria-hidden", String(index !== active));
  });
  carousel.querySelectorAll<HTMLElement>("[data-slide-indicator]").forEach((indicator, index) => {
    if (index === active) indicator.setAttribute("aria-current", "true");
    else indicator.removeAttribute("aria-current");
  });
  const pause = carousel.querySelector<HTMLButtonElement>("[data-slide-pause]");
  if (pause) {
    pause.setAttribute("aria-label", messageOf(carousel, stopped ? "play" : "pause"));
    pause.querySelector("[data-slide-icon=pause]")?.toggleAttribute("hidden", stopped);
    pause.querySelector("[data-slide-icon=play]")?.toggleAttribute("hidden", !stopped);
  }
  const announcer = carousel.querySelector("[data-slide-announcer]");
  if (announcer) {
    const title = all[active]?.dataset.title ?? "";
    const announcement = moving
      ? ""
      : messageOf(carousel, "announcement", { number: active + 1, total: all.length, title });
    // Written again unchanged, a live region is read out again (focus moving between the controls).
    if (announcer.textContent !== announcement) announcer.textContent = announcement;
  }
}
