import DataLoader from "dataloader";
import type { ClergyMember } from "./clergy.entity.js";
import type { ClergyService } from "./clergy.service.js";

/** The clergy's lookups that one request batches (see loaders.ts). */
export function clergyLoaders(clergy: ClergyService) {
  return {
    clergyMember: new DataLoader<number, ClergyMember | null>((ids) => clergy.listByIds(ids)),
  };
}
