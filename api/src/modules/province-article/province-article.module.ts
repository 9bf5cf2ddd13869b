import type { ModuleDeclaration } from "../../module-declaration.js";
import { ProvinceArticles1796980000000 } from "../../db/migrations/1796980000000-province-articles.js";
import { ProvinceArticle } from "./province-article.entity.js";

export const provinceArticleModule = {
  name: "province-article",
  // The deployment's own table, shown on the province's site alone: no diocese's answer reads it.
  privateEntities: [ProvinceArticle],
  migrations: [ProvinceArticles1796980000000],
} satisfies ModuleDeclaration;
