import type { ModuleDeclaration } from "../../module-declaration.js";
import { SynodReportResolver } from "./synod-report.resolver.js";

/** The synod's report: no table of its own (it is kept as a library document). */
export const synodReportModule = {
  name: "synod-report",
  resolvers: [SynodReportResolver],
} satisfies ModuleDeclaration;
