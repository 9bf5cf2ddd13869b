import type { ModuleDeclaration } from "../../module-declaration.js";
import { AdminSession } from "./session.entity.js";

export const sessionModule = {
  name: "session",
  privateEntities: [AdminSession],
} satisfies ModuleDeclaration;
