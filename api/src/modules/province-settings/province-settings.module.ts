import type { ModuleDeclaration } from "../../module-declaration.js";
import { ProvinceSettings1797000000000 } from "../../db/migrations/1797000000000-province-settings.js";
import { ProvinceSettings } from "./province-settings.entity.js";

export const provinceSettingsModule = {
  name: "province-settings",
  // The deployment's own table, shown on the province's site alone: no diocese's answer reads it.
  privateEntities: [ProvinceSettings],
  migrations: [ProvinceSettings1797000000000],
} satisfies ModuleDeclaration;
