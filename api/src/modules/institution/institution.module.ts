import { Institutions1796089805514 } from "../../db/migrations/1796089805514-institutions.js";
import { InstitutionChaplain1796090100000 } from "../../db/migrations/1796090100000-institution-chaplain.js";
import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { institutionContentType } from "./institution.content-type.js";
import { INSTITUTION_TRANSLATION, Institution } from "./institution.entity.js";
import { InstitutionResolver, SponsoredInstitutionsResolver } from "./institution.resolver.js";

export const institutionModule = {
  name: "institution",
  entities: [Institution],
  migrations: [Institutions1796089805514, InstitutionChaplain1796090100000],
  resolvers: [
    InstitutionResolver,
    SponsoredInstitutionsResolver,
    TranslationResolver(Institution, INSTITUTION_TRANSLATION),
  ],
  contentType: institutionContentType,
} satisfies ModuleDeclaration;
