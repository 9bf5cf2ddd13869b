import DataLoader from "dataloader";
import type { Contribution } from "./contribution.entity.js";
import type { ContributionService } from "./contribution.service.js";
import type { Progress } from "./gift-views.js";

/** The ledger's lookups that one request batches (see loaders.ts). */
export function contributionLoaders(contributions: ContributionService) {
  return {
    progressOfProject: new DataLoader<number, Progress>((ids) => contributions.progressOfEach(ids)),
    ledgerEntry: new DataLoader<number, Contribution | null>((ids) => contributions.listByIds(ids)),
    reversalOfGift: new DataLoader<number, Contribution | null>((ids) => contributions.reversalsOf(ids)),
  };
}
