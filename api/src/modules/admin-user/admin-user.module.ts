import type { ModuleDeclaration } from "../../module-declaration.js";
import { AdminUser } from "./admin-user.entity.js";
import { AdminUserResolver } from "./admin-user.resolver.js";

export const adminUserModule = {
  name: "admin-user",
  privateEntities: [AdminUser],
  resolvers: [AdminUserResolver],
} satisfies ModuleDeclaration;
