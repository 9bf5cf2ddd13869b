import DataLoader from "dataloader";
import type { PledgeService } from "./pledge.service.js";

/** The pledges' lookups that one request batches (see loaders.ts). */
export function pledgeLoaders(pledges: PledgeService) {
  return {
    paidOfPledge: new DataLoader<number, number>((ids) => pledges.paidOfEach(ids)),
  };
}
