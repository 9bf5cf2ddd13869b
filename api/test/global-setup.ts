import { ensureBuilt } from "../../scripts/build-if-stale.mjs";
import { sampleTemplate } from "./sample-template.js";

/**
 * The projects that run the built site as a process (the API's process tests, the browser
 * journeys) build it first if it changed, and fill the sample content's template once for all
 * their sites, before their test files start side by side.
 */
export default async function setup(): Promise<void> {
  ensureBuilt();
  await sampleTemplate();
}
