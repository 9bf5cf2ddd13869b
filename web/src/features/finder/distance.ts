/** A point on the earth, in degrees (WGS 84, as phones and maps give it). */
export interface Position {
  latitude: number;
  longitude: number;
}

/** The earth's mean radius, in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The distance between two points along the earth's surface, in kilometres (the haversine
 * formula; the earth taken for a sphere, which is within 0.5% anywhere, and far closer than a
 * phone's position near the equator).
 */
export function kilometresBetween(a: Position, b: Position): number {
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as a visitor reads it, in the page's locale: "800 m", "4.2 km", "35 km". */
export function distanceName(kilometres: number, locale = "en-KE"): string {
  const number = (value: number, digits = 0) =>
    value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  // The limits are those of the rounded figure: 0.97 km is "1.0 km", never "1000 m".
  if (kilometres < 0.95) return `${number(Math.max(100, Math.round(kilometres * 10) * 100))} m`;
  if (kilometres < 9.95) return `${number(kilometres, 1)} km`;
  return `${number(Math.round(kilometres))} km`;
}
