import { lazyBehaviour } from "../../behaviours/behaviour";

/** The album's viewer, fetched only on an album's page: the other pages' script stays as small. */
export const photoViewer = lazyBehaviour("photo-viewer", () =>
  import("./photo-viewer.behaviour").then((module) => module.photoViewer),
);
