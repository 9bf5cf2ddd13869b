import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { JOB_OPENING_TRANSLATION, JobOpening } from "./job-opening.entity.js";
import { JobOpeningResolver } from "./job-opening.resolver.js";

export const jobOpeningModule = {
  name: "job-opening",
  entities: [JobOpening],
  resolvers: [JobOpeningResolver, TranslationResolver(JobOpening, JOB_OPENING_TRANSLATION)],
} satisfies ModuleDeclaration;
