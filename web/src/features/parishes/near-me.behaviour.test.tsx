import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageLanguage } from "../../lib/language";
import { renderUi } from "../../test/render-ui";
import { NEAREST_SHOWN } from "../finder/near-me.behaviour";
import { ParishFinder } from "./parish-finder";
import { buildFinderParish, buildParishFinder } from "./parishes.fixtures";

/** The page of parishes the finder drew, by name. */
const PAGE = [
  buildFinderParish({ id: "1", slug: "st-stephens-kakamega", name: "St. Stephen's Kakamega" }),
  buildFinderParish({ id: "2", slug: "emusire", name: "Emusire" }),
];

/** Where every parish the search finds is, as /parishes/places.json answers (the placed ones). */
const PLACES = [
  {
    slug: "st-johns-webuye",
    name: "St. John's Webuye",
    town: "Webuye",
    latitude: 0.6072,
    longitude: 34.7711,
  },
  { slug: "st-pauls-mbale", name: "St. Paul's Mbale", town: "Mbale", latitude: 0.0829, longitude: 34.7203 },
  {
    slug: "st-stephens-kakamega",
    name: "St. Stephen's Kakamega",
    town: "Kakamega",
    latitude: 0.2836,
    longitude: 34.7523,
  },
];

const PLACES_HREF = "/parishes/places.json?q=st";

/**
 * Where the phone is: a few hundred metres from St. Paul's Mbale. By Vincenty's formula on the
 * WGS 84 ellipsoid (worked out apart from this code) it is 0.57 km from Mbale, 22.2 km from
 * Kakamega and 58.0 km from Webuye, which the page rounds as the haversine's sphere does.
 */
const HERE = { latitude: 0.085, longitude: 34.725 };

/** What the browser's geolocation error carries (jsdom has no GeolocationPositionError). */
function positionError(code: 1 | 2 | 3): GeolocationPositionError {
  return { code, message: "", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
}

type Answer = (success: PositionCallback, failure?: PositionErrorCallback | null) => void;

/** A phone's geolocation that answers `getCurrentPosition` as told. */
function stubGeolocation(answer: Answer) {
  const getCurrentPosition = vi.fn<Geolocation["getCurrentPosition"]>((success, failure) =>
    answer(success, failure),
  );
  const geolocation = { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() };
  Object.defineProperty(navigator, "geolocation", { value: geolocation, configurable: true });
  return getCurrentPosition;
}

const atHere: Answer = (success) =>
  success({
    coords: { ...HERE, accuracy: 30 } as GeolocationCoordinates,
    timestamp: Date.now(),
  } as GeolocationPosition);

const NOT_LOADED = "We could not load where the parishes are. Check your connection and try again.";

function drawFinder() {
  const { archdeaconries } = buildParishFinder();
  return renderUi(
    <ParishFinder
      found={buildParishFinder(PAGE, { total: 30, pageCount: 2 }).parishFinder}
      archdeaconries={archdeaconries}
      search={new URLSearchParams("q=st")}
      placesHref={PLACES_HREF}
    />,
  );
}

/** The site's answer for the places: each fetch is noted, and answered as given. */
function stubPlaces(answer: () => Promise<Response> = async () => Response.json({ parishes: PLACES })) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(answer);
}

const nearMeButton = () => screen.getByRole("button", { name: /^Near me/ });

const listed = () =>
  [...document.querySelectorAll<HTMLElement>("[data-place-list] > [data-place]")].map(
    (card) => card.dataset.name,
  );

const linkOf = (name: string) =>
  document.querySelector(`[data-place][data-name="${name}"] a`)?.getAttribute("href");

const pagesShown = () =>
  [...document.querySelectorAll<HTMLElement>("[data-pages]")].filter((part) => !part.hidden).length;

const distanceOf = (name: string) =>
  document.querySelector(`[data-place][data-name="${name}"] [data-distance]`)?.textContent;

const status = () => screen.getByRole("status").textContent;

beforeEach(() => {
  Object.defineProperty(navigator, "geolocation", { value: undefined, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, "geolocation");
  vi.restoreAllMocks();
});

describe("Near me, on a phone that can tell where it is", () => {
  it("shows its button, drawn hidden for a page without a script", () => {
    stubGeolocation(atHere);
    drawFinder();

    expect(nearMeButton()).toBeTruthy();
  });

  it("shows the nearest of every parish the search finds in place of the page, each with its distance", async () => {
    const getCurrentPosition = stubGeolocation(atHere);
    const fetch = stubPlaces();
    drawFinder();
    expect(listed()).toEqual(["St. Stephen's Kakamega", "Emusire"]);
    expect(pagesShown()).toBe(2);

    fireEvent.click(nearMeButton());

    await waitFor(() =>
      expect(listed()).toEqual(["St. Paul's Mbale", "St. Stephen's Kakamega", "St. John's Webuye"]),
    );
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(PLACES_HREF);
    expect(distanceOf("St. Paul's Mbale")).toBe("600 m away");
    expect(distanceOf("St. Stephen's Kakamega")).toBe("22 km away");
    expect(distanceOf("St. John's Webuye")).toBe("58 km away");
    expect(linkOf("St. John's Webuye")).toBe("/parishes/st-johns-webuye");
    expect(document.querySelector('[data-name="St. John\'s Webuye"]')?.textContent).toContain("Webuye");
    // The count and the pager were of the list by name: they go with it.
    expect(pagesShown()).toBe(0);
    expect(status()).toBe("Nearest first: St. Paul's Mbale is 600 m away.");
    expect(nearMeButton().hasAttribute("aria-busy")).toBe(false);
  });

  it(`shows at most the ${NEAREST_SHOWN} nearest`, async () => {
    stubGeolocation(atHere);
    const many = Array.from({ length: NEAREST_SHOWN + 5 }, (_, index) => ({
      slug: `parish-${index}`,
      name: `Parish ${index}`,
      town: null,
      latitude: HERE.latitude + index / 100,
      longitude: HERE.longitude,
    }));
    stubPlaces(async () => Response.json({ parishes: [...many].reverse() }));
    drawFinder();

    fireEvent.click(nearMeButton());

    await waitFor(() => expect(listed()).toHaveLength(NEAREST_SHOWN));
    expect(listed()[0]).toBe("Parish 0");
    expect(listed().at(-1)).toBe(`Parish ${NEAREST_SHOWN - 1}`);
  });

  it("says it is looking while the phone finds its position", () => {
    stubGeolocation(() => undefined);
    stubPlaces();
    drawFinder();

    fireEvent.click(nearMeButton());

    expect(status()).toBe("Finding where you are…");
    expect(nearMeButton().getAttribute("aria-busy")).toBe("true");
  });

  it("never sends the position anywhere, nor puts it in an address", async () => {
    stubGeolocation(atHere);
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    const fetch = stubPlaces();
    const open = vi.spyOn(XMLHttpRequest.prototype, "open");
    drawFinder();

    fireEvent.click(nearMeButton());

    await waitFor(() => expect(listed()[0]).toBe("St. Paul's Mbale"));
    // One request, the same for anyone who searched so: the search's places, nothing of the phone's.
    expect(fetch.mock.calls).toEqual([[PLACES_HREF, { headers: { accept: "application/json" } }]]);
    expect(open).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
    // Not in any element's src or href, nor any other attribute (nor anything kept in the browser).
    const coordinates = [String(HERE.latitude), String(HERE.longitude)];
    const attributes = [...document.querySelectorAll("*")].flatMap((element) =>
      [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
    );
    expect(attributes.some((attribute) => /^(src|href)=/.test(attribute))).toBe(true);
    for (const coordinate of coordinates) {
      expect(attributes.filter((attribute) => attribute.includes(coordinate))).toEqual([]);
      expect(document.cookie).not.toContain(coordinate);
      expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(coordinate);
    }
    Reflect.deleteProperty(navigator, "sendBeacon");
  });
});

describe("Near me, when something is missing", () => {
  it("says the visitor did not allow it, and leaves the page as it was", async () => {
    stubGeolocation((_, failure) => failure?.(positionError(1)));
    stubPlaces();
    drawFinder();

    fireEvent.click(nearMeButton());

    await waitFor(() =>
      expect(status()).toBe(
        "Your phone did not share its location with this page. Allow it in the browser's settings, or search by town instead.",
      ),
    );
    expect(listed()).toEqual(["St. Stephen's Kakamega", "Emusire"]);
    expect(distanceOf("St. Stephen's Kakamega")).toBe("");
    expect(pagesShown()).toBe(2);
    expect(nearMeButton().hasAttribute("aria-busy")).toBe(false);
  });

  it("says the phone took too long, and leaves the page as it was", async () => {
    stubGeolocation((_, failure) => failure?.(positionError(3)));
    stubPlaces();
    drawFinder();

    fireEvent.click(nearMeButton());

    await waitFor(() =>
      expect(status()).toBe(
        "Your phone took too long to find where you are. Try again, or search by town instead.",
      ),
    );
    expect(listed()).toEqual(["St. Stephen's Kakamega", "Emusire"]);
  });

  it("says the phone could not tell, when it has no position to give", async () => {
    stubGeolocation((_, failure) => failure?.(positionError(2)));
    stubPlaces();
    drawFinder();

    fireEvent.click(nearMeButton());

    await waitFor(() =>
      expect(status()).toBe(
        "Your phone could not tell where you are. Try again outside, or search by town instead.",
      ),
    );
  });

  it("says the places could not be loaded (offline, or the site's error), and leaves the page as it was", async () => {
    stubGeolocation(atHere);
    for (const answer of [
      () => Promise.reject(new TypeError("Failed to fetch")),
      async () => new Response("busy", { status: 503 }),
    ]) {
      stubPlaces(answer);
      const { unmount } = drawFinder();

      fireEvent.click(nearMeButton());

      await waitFor(() => expect(status()).toBe(NOT_LOADED));
      expect(listed()).toEqual(["St. Stephen's Kakamega", "Emusire"]);
      expect(nearMeButton().hasAttribute("aria-busy")).toBe(false);
      unmount();
    }
  });

  it("says so when none of the parishes found is on the map yet", async () => {
    stubGeolocation(atHere);
    stubPlaces(async () => Response.json({ parishes: [] }));
    drawFinder();

    fireEvent.click(nearMeButton());

    await waitFor(() => expect(status()).toBe("None of these parishes has its position on the map yet."));
    expect(listed()).toEqual(["St. Stephen's Kakamega", "Emusire"]);
  });
});

describe("Near me, in a browser without geolocation", () => {
  it("stays hidden", () => {
    drawFinder();

    expect(screen.queryByRole("button", { name: /^Near me/ })).toBeNull();
    expect(document.querySelector("[data-near-me]")?.hasAttribute("hidden")).toBe(true);
    expect(listed()).toHaveLength(2);
  });
});

describe("Near me on a Kiswahili page", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  function drawKiswahiliFinder() {
    document.documentElement.lang = "sw";
    const { archdeaconries } = buildParishFinder();
    renderUi(
      <PageLanguage language="sw">
        <ParishFinder
          found={buildParishFinder(PAGE).parishFinder}
          archdeaconries={archdeaconries}
          search={new URLSearchParams()}
          placesHref={PLACES_HREF}
        />
      </PageLanguage>,
    );
    return screen.getByRole("button", { name: /^Karibu nami/ });
  }

  it("says in Kiswahili how far each parish is, nearest first, linking to the Kiswahili pages", async () => {
    stubGeolocation(atHere);
    stubPlaces();
    fireEvent.click(drawKiswahiliFinder());

    await waitFor(() => expect(listed()[0]).toBe("St. Paul's Mbale"));
    expect(distanceOf("St. Paul's Mbale")).toBe("umbali wa 600 m");
    expect(distanceOf("St. Stephen's Kakamega")).toBe("umbali wa 22 km");
    expect(linkOf("St. Paul's Mbale")).toBe("/sw/parishes/st-pauls-mbale");
    expect(status()).toBe("Iliyo karibu zaidi kwanza: St. Paul's Mbale iko umbali wa 600 m.");
  });

  it("says in Kiswahili that the visitor did not allow it", async () => {
    stubGeolocation((_success, failure) => failure?.(positionError(1)));
    stubPlaces();
    fireEvent.click(drawKiswahiliFinder());

    await waitFor(() => expect(status()).toMatch(/^Simu yako haikushiriki mahali ilipo na ukurasa huu\./));
  });
});
