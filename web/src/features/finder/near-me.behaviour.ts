import { defineBehaviour } from "../../behaviours/behaviour";
import { messageOf, pageLocale } from "../../behaviours/messages";
import { distanceName, kilometresBetween, type Position } from "./distance";

/** How long to wait for the phone's position, and how old a known one may be. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 20_000, maximumAge: 300_000 };

/** How many of the nearest places "Near me" shows. */
export const NEAREST_SHOWN = 12;

/** The slug in the sample card's address of a place (FinderList), replaced by each place's own. */
const SAMPLE_SLUG = "__slug__";

/** Where a parish or institution is, as a finder's places.json lists it. */
interface Place {
  slug: string;
  name: string;
  town: string | null;
  latitude: number;
  longitude: number;
}

/** Which of the finder's messages (NearMe draws them) says what went wrong. */
function problemWith(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return "denied";
  if (error.code === error.TIMEOUT) return "timeout";
  return "unavailable";
}

/** The phone's position, or the reason it gave none. */
function phonePosition(): Promise<Position> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      reject,
      POSITION_OPTIONS,
    ),
  );
}

/**
 * Where every place the finder's search finds is: the finder draws the file's address
 * (`data-places`) and the name of its list (`data-places-list`: "parishes", "institutions").
 */
async function placesOf(href: string, list: string): Promise<Place[]> {
  const response = await fetch(href, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  const places = ((await response.json()) as Record<string, Place[] | undefined>)[list];
  if (!places) throw new Error(`${href} has no list of ${list}`);
  return places;
}

/**
 * A finder's "Near me" (NearMe, of the parish finder and the institutions' finder): asks the phone
 * where it is, fetches where every place the search finds is (every page's, not only this one's)
 * and shows the nearest, each with its distance, in place of the page. The distances are worked out here: the position is never sent
 * anywhere, not even to this site, which is asked for the same list whoever asks.
 */
export const nearMe = defineBehaviour("near-me", (finder) => {
  const locale = pageLocale();
  const say = (name: string, values?: Record<string, string>) => messageOf(finder, name, values);
  const button = () => finder.querySelector<HTMLButtonElement>("[data-near-me]");
  const status = (message: string) => {
    const element = finder.querySelector("[data-near-me-status]");
    if (element) element.textContent = message;
  };

  /** A card for the place, copied from the sample the finder draws. */
  function cardOf(sample: HTMLElement, place: Place, kilometres: number): Element {
    const card = sample.cloneNode(true) as HTMLElement;
    card.removeAttribute("data-place-sample");
    card.removeAttribute("data-place-href");
    card.dataset.place = "true";
    card.dataset.name = place.name;
    const slot = card.querySelector("[data-place-link]");
    if (slot) {
      // The sample's link is a span (finder-list.tsx): the card's is an <a> with its classes.
      const link = document.createElement("a");
      for (const { name, value } of slot.attributes) link.setAttribute(name, value);
      link.textContent = place.name;
      link.href = (sample.dataset.placeHref ?? "").replace(SAMPLE_SLUG, encodeURIComponent(place.slug));
      slot.replaceWith(link);
    }
    const town = card.querySelector("[data-town]");
    if (town) town.textContent = place.town ?? "";
    const distance = card.querySelector("[data-distance]");
    if (distance) distance.textContent = say("away", { distance: distanceName(kilometres, locale) });
    return card;
  }

  function showNearest(here: Position, places: readonly Place[]) {
    const list = finder.querySelector("[data-place-list]");
    const sample = finder.querySelector<HTMLElement>("[data-place-sample]");
    if (!list || !sample) return;
    const nearest = places
      .map((place) => ({ place, kilometres: kilometresBetween(here, place) }))
      .sort((a, b) => a.kilometres - b.kilometres)
      .slice(0, NEAREST_SHOWN);
    if (nearest.length === 0) return status(say("no-positions"));
    list.replaceChildren(...nearest.map(({ place, kilometres }) => cardOf(sample, place, kilometres)));
    // The count and the pages were of the search's list by name: the list is now the nearest.
    for (const part of finder.querySelectorAll<HTMLElement>("[data-pages]")) part.hidden = true;
    status(
      say("nearest", {
        name: nearest[0]!.place.name,
        distance: distanceName(nearest[0]!.kilometres, locale),
      }),
    );
  }

  async function findNearest() {
    // Asked at once, beside the position: the same list for anyone, so it tells the site nothing.
    const places = placesOf(finder.dataset.places ?? "", finder.dataset.placesList ?? "");
    places.catch(() => undefined);
    let here: Position;
    try {
      here = await phonePosition();
    } catch (error) {
      return status(say(problemWith(error as GeolocationPositionError)));
    }
    let found: Place[];
    try {
      found = await places;
    } catch {
      return status(say("not-loaded"));
    }
    showNearest(here, found);
  }

  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element && event.target.closest("[data-near-me]"))) return;
    if (!navigator.geolocation) return;
    status(say("finding"));
    button()?.setAttribute("aria-busy", "true");
    void findNearest().finally(() => button()?.removeAttribute("aria-busy"));
  };

  // The button is drawn hidden: without a script, or a phone that cannot tell where it is, it does nothing.
  if (navigator.geolocation) button()?.removeAttribute("hidden");
  const listening = new AbortController();
  finder.addEventListener("click", onClick, { signal: listening.signal });
  return () => listening.abort();
});
