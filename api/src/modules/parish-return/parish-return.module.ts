import type { ModuleDeclaration } from "../../module-declaration.js";
import {
  ParishReturn,
  ParishReturnAnswer,
  ParishReturnQuestion,
  ParishReturnReminder,
  ParishReturnReopening,
} from "./parish-return.entity.js";
import { ParishReturns1796500000000 } from "./parish-return.migration.js";
import { ParishReturnResolver } from "./parish-return.resolver.js";

export const parishReturnModule = {
  name: "parish-return",
  // A parish's return is read by staff alone (authorization.ts: who reads parish records); a
  // published year's summary (modules/year-summary/) shows the questions and the returns' totals,
  // so a change of these drops the summary's answers kept. Reopenings and reminders show nowhere public.
  entities: [ParishReturnQuestion, ParishReturn, ParishReturnAnswer],
  privateEntities: [ParishReturnReopening, ParishReturnReminder],
  migrations: [ParishReturns1796500000000],
  resolvers: [ParishReturnResolver],
} satisfies ModuleDeclaration;
