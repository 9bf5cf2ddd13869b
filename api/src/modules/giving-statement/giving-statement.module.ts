import type { ModuleDeclaration } from "../../module-declaration.js";
import { StatementCode, StatementSend } from "./giving-statement.entity.js";
import { GivingStatements1796740000000 } from "./giving-statement.migration.js";
import { GivingStatementResolver } from "./giving-statement.resolver.js";

export const givingStatementModule = {
  name: "giving-statement",
  // Codes and sendings name donors' numbers: no public answer shows them.
  privateEntities: [StatementCode, StatementSend],
  migrations: [GivingStatements1796740000000],
  resolvers: [GivingStatementResolver],
} satisfies ModuleDeclaration;
