import path from "node:path";
import { ensureBuilt } from "../../scripts/build-if-stale.mjs";

const WEB_DIST = path.resolve(import.meta.dirname, "../../web/dist");
let checked = false;

/**
 * The web app's build (web/dist, and its pages' server build beside it in web/dist-server), built
 * first if its sources changed since: the tests that draw pages ask for it, so that the API's other
 * tests never wait for a build. Checked once a worker (hashing the sources takes a moment).
 */
export function builtWebDist(): string {
  if (!checked) ensureBuilt(["web"]);
  checked = true;
  return WEB_DIST;
}
