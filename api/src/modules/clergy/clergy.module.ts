import { Clergy1796089807267 } from "../../db/migrations/1796089807267-clergy.js";
import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { clergyContentType } from "./clergy.content-type.js";
import { CLERGY_TRANSLATION, ClergyMember } from "./clergy.entity.js";
import { ClergyResolver } from "./clergy.resolver.js";

export const clergyModule = {
  name: "clergy",
  entities: [ClergyMember],
  migrations: [Clergy1796089807267],
  resolvers: [ClergyResolver, TranslationResolver(ClergyMember, CLERGY_TRANSLATION)],
  contentType: clergyContentType,
} satisfies ModuleDeclaration;
