import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageLanguage } from "../../lib/language";
import { renderUi } from "../../test/render-ui";
import { ParishFinder } from "./parish-finder";
import { buildFinderParish, buildParishFinder } from "./parishes.fixtures";

/** Four parishes in the order the finder lists them: one has no position on the map yet. */
const PARISHES = [
  buildFinderParish({
    id: "1",
    slug: "st-stephens-kakamega",
    name: "St. Stephen's Kakamega",
    latitude: 0.2836,
    longitude: 34.7523,
  }),
  buildFinderParish({ id: "2", slug: "emusire", name: "Emusire", latitude: null, longitude: null }),
  buildFinderParish({
    id: "3",
    slug: "st-johns-webuye",
    name: "St. John's Webuye",
    latitude: 0.6072,
    longitude: 34.7711,
  }),
  buildFinderParish({
    id: "4",
    slug: "st-pauls-mbale",
    name: "St. Paul's Mbale",
    latitude: 0.0829,
    longitude: 34.7203,
  }),
];

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

function drawFinder() {
  const { archdeaconries } = buildParishFinder();
  renderUi(
    <ParishFinder parishes={PARISHES} archdeaconries={archdeaconries} search={new URLSearchParams()} />,
  );
}

const nearMeButton = () => screen.getByRole("button", { name: /^Near me/ });

const listed = () =>
  [...document.querySelectorAll<HTMLElement>("[data-parish-list] > [data-parish]")].map(
    (card) => card.dataset.name,
  );

const distanceOf = (name: string) =>
  document.querySelector(`[data-parish][data-name="${name}"] [data-distance]`)?.textContent;

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

  it("puts the parishes nearest first, those without a position last, each with its distance", () => {
    const getCurrentPosition = stubGeolocation(atHere);
    drawFinder();
    expect(listed()).toEqual(["St. Stephen's Kakamega", "Emusire", "St. John's Webuye", "St. Paul's Mbale"]);

    fireEvent.click(nearMeButton());

    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(listed()).toEqual(["St. Paul's Mbale", "St. Stephen's Kakamega", "St. John's Webuye", "Emusire"]);
    expect(distanceOf("St. Paul's Mbale")).toBe("600 m away");
    expect(distanceOf("St. Stephen's Kakamega")).toBe("22 km away");
    expect(distanceOf("St. John's Webuye")).toBe("58 km away");
    expect(distanceOf("Emusire")).toBe("");
    expect(status()).toBe("Nearest first: St. Paul's Mbale is 600 m away.");
    expect(nearMeButton().hasAttribute("aria-busy")).toBe(false);
  });

  it("says it is looking while the phone finds its position", () => {
    stubGeolocation(() => undefined);
    drawFinder();

    fireEvent.click(nearMeButton());

    expect(status()).toBe("Finding where you are…");
    expect(nearMeButton().getAttribute("aria-busy")).toBe("true");
  });

  it("never sends the position anywhere, nor puts it in an address", () => {
    stubGeolocation(atHere);
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    const fetch = vi.spyOn(globalThis, "fetch");
    const open = vi.spyOn(XMLHttpRequest.prototype, "open");
    drawFinder();

    fireEvent.click(nearMeButton());

    expect(listed()[0]).toBe("St. Paul's Mbale");
    expect(fetch).not.toHaveBeenCalled();
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

describe("Near me, when the phone does not tell where it is", () => {
  it("says the visitor did not allow it, and leaves the order as it was", () => {
    stubGeolocation((_, failure) => failure?.(positionError(1)));
    drawFinder();

    fireEvent.click(nearMeButton());

    expect(status()).toBe(
      "Your phone did not share its location with this page. Allow it in the browser's settings, or search by town instead.",
    );
    expect(listed()).toEqual(["St. Stephen's Kakamega", "Emusire", "St. John's Webuye", "St. Paul's Mbale"]);
    expect(distanceOf("St. Paul's Mbale")).toBe("");
    expect(nearMeButton().hasAttribute("aria-busy")).toBe(false);
  });

  it("says the phone took too long, and leaves the order as it was", () => {
    stubGeolocation((_, failure) => failure?.(positionError(3)));
    drawFinder();

    fireEvent.click(nearMeButton());

    expect(status()).toBe(
      "Your phone took too long to find where you are. Try again, or search by town instead.",
    );
    expect(listed()).toEqual(["St. Stephen's Kakamega", "Emusire", "St. John's Webuye", "St. Paul's Mbale"]);
  });

  it("says the phone could not tell, when it has no position to give", () => {
    stubGeolocation((_, failure) => failure?.(positionError(2)));
    drawFinder();

    fireEvent.click(nearMeButton());

    expect(status()).toBe(
      "Your phone could not tell where you are. Try again outside, or search by town instead.",
    );
    expect(listed()).toEqual(["St. Stephen's Kakamega", "Emusire", "St. John's Webuye", "St. Paul's Mbale"]);
  });
});

describe("Near me, in a browser without geolocation", () => {
  it("stays hidden", () => {
    drawFinder();

    expect(screen.queryByRole("button", { name: /^Near me/ })).toBeNull();
    expect(document.querySelector("[data-near-me]")?.hasAttribute("hidden")).toBe(true);
    expect(listed()).toHaveLength(4);
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
        <ParishFinder parishes={PARISHES} archdeaconries={archdeaconries} search={new URLSearchParams()} />
      </PageLanguage>,
    );
    return screen.getByRole("button", { name: /^Karibu nami/ });
  }

  it("says in Kiswahili how far each parish is, nearest first", () => {
    stubGeolocation(atHere);
    fireEvent.click(drawKiswahiliFinder());

    expect(listed()[0]).toBe("St. Paul's Mbale");
    expect(distanceOf("St. Paul's Mbale")).toBe("umbali wa 600 m");
    expect(distanceOf("St. Stephen's Kakamega")).toBe("umbali wa 22 km");
    expect(status()).toBe("Iliyo karibu zaidi kwanza: St. Paul's Mbale iko umbali wa 600 m.");
  });

  it("says in Kiswahili that the visitor did not allow it", () => {
    stubGeolocation((_success, failure) => failure?.(positionError(1)));
    fireEvent.click(drawKiswahiliFinder());

    expect(status()).toMatch(/^Simu yako haikushiriki mahali ilipo na ukurasa huu\./);
  });
});
