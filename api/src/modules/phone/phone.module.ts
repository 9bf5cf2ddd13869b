import type { ModuleDeclaration } from "../../module-declaration.js";
import { PhoneCaller, UssdSession } from "./phone.entity.js";
import { Phone1796300000000 } from "./phone.migration.js";

export const phoneModule = {
  name: "phone",
  privateEntities: [PhoneCaller, UssdSession],
  migrations: [Phone1796300000000],
} satisfies ModuleDeclaration;
