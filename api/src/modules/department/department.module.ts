import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { departmentContentType } from "./department.content-type.js";
import { Department, DEPARTMENT_TRANSLATION } from "./department.entity.js";
import { DepartmentResolver } from "./department.resolver.js";

export const departmentModule = {
  name: "department",
  entities: [Department],
  resolvers: [DepartmentResolver, TranslationResolver(Department, DEPARTMENT_TRANSLATION)],
  contentType: departmentContentType,
} satisfies ModuleDeclaration;
