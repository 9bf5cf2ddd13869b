import { defineBehaviour } from "../../behaviours/behaviour";

/**
 * Whether the page behind this one in the tab's history is a page of this site: going back to any
 * other (a search engine, another site, nothing) would take the visitor away from it.
 */
function cameFromThisSite() {
  // Each page the server draws is a document of its own, which names the page it was reached
  // from (so does a link opened in a new tab, which leaves no page behind in that tab)...
  if (document.referrer.startsWith(`${window.location.origin}/`)) return window.history.length > 1;
  // ...while in the app, React Router numbers the entries it adds to the tab's history, from 0 for
  // the one the visitor landed on.
  const routerEntry = window.history.state as { idx?: number } | null;
  return (routerEntry?.idx ?? 0) > 0;
}

/**
 * The 404 page's Go Back button: back to the previous page of this site, else to the home page in
 * the page's language (the button's `data-home-href`).
 */
export const goBack = defineBehaviour("go-back", (button) => {
  const onClick = () => {
    if (cameFromThisSite()) window.history.back();
    else window.location.assign(button.dataset.homeHref ?? "/");
  };
  const listening = new AbortController();
  const { signal } = listening;
  button.addEventListener("click", onClick, { signal });
  return () => listening.abort();
});
