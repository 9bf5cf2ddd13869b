import { startBehaviours } from "./behaviour-registry";

// The only script of a page the server drew (web/public-page.html): the page is complete as it
// arrives, and needs no more than its parts' behaviours.
startBehaviours(document);

// The service worker (src/service-worker/) keeps pages to read offline. Registered once the page
// has loaded, so that what it saves never competes with the page itself. Its address is the same
// in both languages: another address would install a new worker at every switch of language.
if ("serviceWorker" in navigator) {
  addEventListener("load", () => {
    void navigator.serviceWorker.register("/sw.js");
  });
}
