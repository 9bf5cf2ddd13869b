import DataLoader from "dataloader";
import type { Actor } from "../../authorization.js";
import type { ClergyMember } from "../clergy/clergy.entity.js";
import { ClergyRole, type ClergyPosting } from "./clergy-posting.entity.js";
import type { ClergyPostingService } from "./clergy-posting.service.js";

/**
 * The postings' lookups that one request batches (see loaders.ts): the parishes of a finder or an
 * archdeaconry ask their vicar, the archdeaconries their archdeacon and a directory page its
 * people's postings, each in a fixed number of queries. A member's postings depend on who asks
 * (staff see drafts' postings), which one request never changes.
 */
export function clergyPostingLoaders(postings: ClergyPostingService, actor: Actor | null) {
  return {
    vicarOfParish: new DataLoader<number, ClergyMember | null>((ids) =>
      postings.currentHolders("parishId", ids, ClergyRole.VICAR),
    ),
    archdeaconOfArchdeaconry: new DataLoader<number, ClergyMember | null>((ids) =>
      postings.currentHolders("archdeaconryId", ids, ClergyRole.ARCHDEACON),
    ),
    postingsOfMember: new DataLoader<number, ClergyPosting[]>((ids) => postings.postingsOfEach(actor, ids)),
  };
}
