/*
 * Links to a place on a map and the way there, for the pages of parishes and institutions: plain
 * links, so that a page itself loads nothing from another site.
 */

/** A map of the place's position on OpenStreetMap. */
export const mapHref = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

/**
 * The way to the place from where the visitor is. Google Maps' documented cross-platform link
 * (Maps URLs, api=1) opens the Maps app with directions on Android and on an iPhone that has it,
 * and Google Maps' web page anywhere else. A geo: link would open any maps app, but on Android
 * alone (an iPhone refuses it), and Apple's maps links open Apple Maps only on Apple's devices.
 */
export const directionsHref = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${latitude},${longitude}`)}`;
