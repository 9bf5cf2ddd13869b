import { ClergyPostings1796089900000 } from "../../db/migrations/1796089900000-clergy-postings.js";
import type { ModuleDeclaration } from "../../module-declaration.js";
import { clergyPostingContentType } from "./clergy-posting.content-type.js";
import { ClergyPosting, ClergyPostingList } from "./clergy-posting.entity.js";
import {
  ArchdeaconResolver,
  ClergyMemberPostingsResolver,
  ClergyPostingListResolver,
  ClergyPostingResolver,
  ParishVicarResolver,
} from "./clergy-posting.resolver.js";

export const clergyPostingModule = {
  name: "clergy-posting",
  entities: [ClergyPosting, ClergyPostingList],
  migrations: [ClergyPostings1796089900000],
  resolvers: [
    ClergyPostingListResolver,
    ClergyPostingResolver,
    ClergyMemberPostingsResolver,
    ParishVicarResolver,
    ArchdeaconResolver,
  ],
  contentType: clergyPostingContentType,
} satisfies ModuleDeclaration;
