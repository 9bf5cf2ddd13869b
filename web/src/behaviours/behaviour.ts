/**
 * What a server-drawn part of a public page does when used (a carousel moving, a menu opening),
 * written against the page's elements, without React: a public page sent by the server runs these
 * alone (web/src/public/page-script.ts), a few kilobytes instead of the whole app. Given the
 * part's outer element; returns what undoes it.
 *
 * A behaviour finds the elements it works on when it needs them (`element.querySelector` inside
 * its handlers), not once at the start: in the app, React may replace them.
 */
export type Behaviour = (element: HTMLElement) => () => void;
