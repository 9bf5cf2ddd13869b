import { startBehaviours } from "./behaviour-registry";

// The only script of a page the server drew (web/public-page.html): the page is complete as it
// arrives, and needs no more than its parts' behaviours.
startBehaviours(document);
