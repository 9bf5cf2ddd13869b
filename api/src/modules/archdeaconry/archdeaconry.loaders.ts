import DataLoader from "dataloader";
import type { Archdeaconry } from "./archdeaconry.entity.js";
import type { ArchdeaconryService } from "./archdeaconry.service.js";

/** The archdeaconries' lookups that one request batches (see loaders.ts). */
export function archdeaconryLoaders(archdeaconries: ArchdeaconryService) {
  return {
    archdeaconry: new DataLoader<number, Archdeaconry | null>((ids) => archdeaconries.listByIds(ids)),
  };
}
