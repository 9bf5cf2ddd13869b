import { defineBehaviour } from "../../behaviours/behaviour";
import { messageOf, pageLocale } from "../../behaviours/messages";
import { distanceName, kilometresBetween, type Position } from "./distance";

/** How long to wait for the phone's position, and how old a known one may be. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 20_000, maximumAge: 300_000 };

/** Which of the finder's messages (ParishFinder draws them) says what went wrong. */
function problemWith(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return "denied";
  if (error.code === error.TIMEOUT) return "timeout";
  return "unavailable";
}

/**
 * The finder's "Near me" (ParishList): asks the phone where it is and puts the parishes in order
 * of distance, nearest first, each with its distance; parishes without a position go last. All of
 * it happens here: the position is never sent anywhere, not even to this site.
 */
export const nearMe = defineBehaviour("near-me", (finder) => {
  const locale = pageLocale();
  const say = (name: string, values?: Record<string, string>) => messageOf(finder, name, values);
  const button = () => finder.querySelector<HTMLButtonElement>("[data-near-me]");
  const status = (message: string) => {
    const element = finder.querySelector("[data-near-me-status]");
    if (element) element.textContent = message;
  };

  function sortFrom(here: Position) {
    const list = finder.querySelector("[data-parish-list]");
    if (!list) return;
    const cards = [...list.querySelectorAll<HTMLElement>(":scope > [data-parish]")];
    const withDistance = cards.map((card, index) => {
      const latitude = Number.parseFloat(card.dataset.latitude ?? "");
      const longitude = Number.parseFloat(card.dataset.longitude ?? "");
      const placed = Number.isFinite(latitude) && Number.isFinite(longitude);
      const kilometres = placed ? kilometresBetween(here, { latitude, longitude }) : Infinity;
      const label = card.querySelector("[data-distance]");
      if (label)
        label.textContent = placed ? say("away", { distance: distanceName(kilometres, locale) }) : "";
      return { card, kilometres, index };
    });
    withDistance.sort((a, b) => a.kilometres - b.kilometres || a.index - b.index);
    for (const { card } of withDistance) list.append(card);
    const nearest = withDistance[0];
    status(
      nearest && Number.isFinite(nearest.kilometres)
        ? say("nearest", {
            name: nearest.card.dataset.name ?? say("first-parish"),
            distance: distanceName(nearest.kilometres, locale),
          })
        : say("no-positions"),
    );
  }

  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element && event.target.closest("[data-near-me]"))) return;
    const geolocation = navigator.geolocation;
    if (!geolocation) return;
    status(say("finding"));
    button()?.setAttribute("aria-busy", "true");
    geolocation.getCurrentPosition(
      ({ coords }) => {
        button()?.removeAttribute("aria-busy");
        sortFrom({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => {
        button()?.removeAttribute("aria-busy");
        status(say(problemWith(error)));
      },
      POSITION_OPTIONS,
    );
  };

  // The button is drawn hidden: without a script, or a phone that cannot tell where it is, it does nothing.
  if (navigator.geolocation) button()?.removeAttribute("hidden");
  const listening = new AbortController();
  finder.addEventListener("click", onClick, { signal: listening.signal });
  return () => listening.abort();
});
