import DataLoader from "dataloader";
import type { PledgeChange } from "./pledge.entity.js";
import type { PledgeService } from "./pledge.service.js";
import type { TreasurerPledgeService } from "./treasurer-pledges.service.js";

/** The pledges' lookups that one request batches (see loaders.ts). */
export function pledgeLoaders(pledges: PledgeService, treasurerPledges: TreasurerPledgeService) {
  return {
    paidOfPledge: new DataLoader<number, number>((ids) => pledges.paidOfEach(ids)),
    changesOfPledge: new DataLoader<number, PledgeChange[]>((ids) => treasurerPledges.changesOfEach(ids)),
  };
}
