import type { ModuleDeclaration } from "../../module-declaration.js";
import { ApiToken } from "./api-token.entity.js";
import { ApiTokenResolver } from "./api-token.resolver.js";

export const apiTokenModule = {
  name: "api-token",
  privateEntities: [ApiToken],
  resolvers: [ApiTokenResolver],
} satisfies ModuleDeclaration;
