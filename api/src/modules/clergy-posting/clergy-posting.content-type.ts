import type { ContentType } from "../../content-type.js";
import { clergyPosting } from "../../site/content-types/clergy-posting.js";
import type { ClergyPostingService } from "./clergy-posting.service.js";

type Needs = { clergyPostings: ClergyPostingService };

export const clergyPostingContentType: ContentType<Needs> = {
  shared: clergyPosting,
  scheduled: (services) => services.clergyPostings,
};
