import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { Project, PROJECT_TRANSLATION } from "./project.entity.js";
import { ProjectResolver } from "./project.resolver.js";

export const projectModule = {
  name: "project",
  entities: [Project],
  resolvers: [ProjectResolver, TranslationResolver(Project, PROJECT_TRANSLATION)],
} satisfies ModuleDeclaration;
