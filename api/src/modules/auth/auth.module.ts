import type { ModuleDeclaration } from "../../module-declaration.js";
import { AuthResolver } from "./auth.resolver.js";
import { KnownSignInClient } from "./known-sign-in-client.entity.js";
import { PasswordReset } from "./password-reset.entity.js";

export const authModule = {
  name: "auth",
  privateEntities: [PasswordReset, KnownSignInClient],
  resolvers: [AuthResolver],
} satisfies ModuleDeclaration;
