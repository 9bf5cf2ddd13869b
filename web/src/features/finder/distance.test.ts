import { describe, expect, it } from "vitest";
import { distanceName, kilometresBetween, type Position } from "./distance";

const KAKAMEGA: Position = { latitude: 0.2836, longitude: 34.7523 };
const MBALE: Position = { latitude: 0.0829, longitude: 34.7203 };
const WEBUYE: Position = { latitude: 0.6072, longitude: 34.7711 };
const NAIROBI: Position = { latitude: -1.2864, longitude: 36.8172 };
const MOMBASA: Position = { latitude: -4.0435, longitude: 39.6682 };

/**
 * The distances along the earth's surface by another method than the one under test: Vincenty's
 * formula on the WGS 84 ellipsoid (the earth as GPS takes it, not a sphere), worked out apart
 * from this code. The sphere of the haversine formula is within 0.5% of it anywhere.
 */
const ELLIPSOID_KM = {
  kakamegaWebuye: 35.843,
  kakamegaMbale: 22.476,
  nairobiMombasa: 439.813,
};

/** Within 1% of the expected distance. */
function expectWithin1Percent(actual: number, expected: number) {
  expect(Math.abs(actual - expected) / expected).toBeLessThan(0.01);
}

describe("the distance between two churches", () => {
  it("is the distance along the earth's surface, within 1%", () => {
    expectWithin1Percent(kilometresBetween(KAKAMEGA, WEBUYE), ELLIPSOID_KM.kakamegaWebuye);
    expectWithin1Percent(kilometresBetween(KAKAMEGA, MBALE), ELLIPSOID_KM.kakamegaMbale);
    expectWithin1Percent(kilometresBetween(NAIROBI, MOMBASA), ELLIPSOID_KM.nairobiMombasa);
  });

  it("crosses the equator and the meridian without a jump", () => {
    // On the ellipsoid a degree at the equator is 110.574 km north to south and 111.320 km east
    // to west; the sphere says 111.195 km for both.
    expectWithin1Percent(
      kilometresBetween({ latitude: -0.5, longitude: 0 }, { latitude: 0.5, longitude: 0 }),
      110.574,
    );
    expectWithin1Percent(
      kilometresBetween({ latitude: 0, longitude: -0.5 }, { latitude: 0, longitude: 0.5 }),
      111.32,
    );
  });

  it("is the same either way", () => {
    for (const [a, b] of [
      [KAKAMEGA, WEBUYE],
      [MBALE, KAKAMEGA],
      [NAIROBI, MOMBASA],
    ] as const) {
      expect(kilometresBetween(a, b)).toBeCloseTo(kilometresBetween(b, a), 9);
    }
  });

  it("is nothing from a church to itself", () => {
    expect(kilometresBetween(KAKAMEGA, KAKAMEGA)).toBe(0);
    expect(kilometresBetween(MBALE, { ...MBALE })).toBe(0);
  });
});

describe("a distance as a visitor reads it", () => {
  it("is in metres, to the hundred, under a kilometre", () => {
    expect(distanceName(0.572)).toBe("600 m");
    expect(distanceName(0.84)).toBe("800 m");
    expect(distanceName(0.25)).toBe("300 m");
  });

  it("is never less than 100 m, which is as near as a phone can tell", () => {
    expect(distanceName(0)).toBe("100 m");
    expect(distanceName(0.03)).toBe("100 m");
  });

  it("has one decimal under 10 km", () => {
    expect(distanceName(1)).toBe("1.0 km");
    expect(distanceName(4.24)).toBe("4.2 km");
    expect(distanceName(9.94)).toBe("9.9 km");
  });

  it("is in whole kilometres from 10 km", () => {
    expect(distanceName(10)).toBe("10 km");
    expect(distanceName(22.476)).toBe("22 km");
    expect(distanceName(35.843)).toBe("36 km");
    expect(distanceName(439.8)).toBe("440 km");
  });

  it("changes unit where the rounded figure does, never saying 1000 m or 10.0 km", () => {
    expect(distanceName(0.97)).toBe("1.0 km");
    expect(distanceName(0.94)).toBe("900 m");
    expect(distanceName(9.97)).toBe("10 km");
  });
});
