import type { ModuleDeclaration } from "../../module-declaration.js";
import { AuditLogEntry } from "./audit-log.entity.js";
import { AuditLogResolver } from "./audit-log.resolver.js";

export const auditLogModule = {
  name: "audit-log",
  privateEntities: [AuditLogEntry],
  resolvers: [AuditLogResolver],
} satisfies ModuleDeclaration;
