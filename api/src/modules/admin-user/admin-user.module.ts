import type { ModuleDeclaration } from "../../module-declaration.js";
import { AdminUser } from "./admin-user.entity.js";
import { AdminUserResolver } from "./admin-user.resolver.js";
import { ArchdeaconRole1796400000000 } from "./archdeacon-role.migration.js";

export const adminUserModule = {
  name: "admin-user",
  privateEntities: [AdminUser],
  migrations: [ArchdeaconRole1796400000000],
  resolvers: [AdminUserResolver],
} satisfies ModuleDeclaration;
