import type { ModuleDeclaration } from "../../module-declaration.js";
import { YearSummarySetting } from "./year-summary.entity.js";
import { YearSummaries1796640000000 } from "./year-summary.migration.js";
import { YearSummaryResolver } from "./year-summary.resolver.js";

export const yearSummaryModule = {
  name: "year-summary",
  // Public: a change of it drops the summary's pages and answers kept (db/table-access.ts).
  entities: [YearSummarySetting],
  migrations: [YearSummaries1796640000000],
  resolvers: [YearSummaryResolver],
} satisfies ModuleDeclaration;
