import { ensureBuilt } from "../../scripts/build-if-stale.mjs";

/** Some tests run the built site as a real process; make sure it is built and current. */
export default function setup(): void {
  ensureBuilt();
}
