import type { ModuleDeclaration } from "../../module-declaration.js";
import { AdminSession } from "./session.entity.js";

export const sessionModule = {
  name: "session",
  entities: [AdminSession],
} satisfies ModuleDeclaration;
