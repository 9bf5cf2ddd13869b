import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { Parish, PARISH_TRANSLATION } from "./parish.entity.js";
import { ParishResolver } from "./parish.resolver.js";
import { ParishSearchText1795970000000 } from "./parish-search-text.migration.js";
import { RegularService } from "./regular-service.entity.js";
import { RegularServiceResolver } from "./regular-service.resolver.js";

export const parishModule = {
  name: "parish",
  entities: [Parish, RegularService],
  migrations: [ParishSearchText1795970000000],
  resolvers: [ParishResolver, RegularServiceResolver, TranslationResolver(Parish, PARISH_TRANSLATION)],
} satisfies ModuleDeclaration;
