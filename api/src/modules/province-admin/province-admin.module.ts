import type { ModuleDeclaration } from "../../module-declaration.js";
import { ProvinceAdmins1796940000000 } from "../../db/migrations/1796940000000-province-admins.js";
import { ProvinceSignInCounts1796950000000 } from "../../db/migrations/1796950000000-province-sign-in-counts.js";
import { ProvinceAuditLog1796990000000 } from "../../db/migrations/1796990000000-province-audit-log.js";
import { ProvinceAdmin, ProvinceSession } from "./province-admin.entity.js";
import { ProvinceAuditEntry } from "./province-audit.entity.js";

export const provinceAdminModule = {
  name: "province-admin",
  // The deployment's own tables: no public answer shows them.
  privateEntities: [ProvinceAdmin, ProvinceSession, ProvinceAuditEntry],
  migrations: [ProvinceAdmins1796940000000, ProvinceSignInCounts1796950000000, ProvinceAuditLog1796990000000],
} satisfies ModuleDeclaration;
