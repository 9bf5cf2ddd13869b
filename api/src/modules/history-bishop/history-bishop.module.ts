import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { HISTORY_BISHOP_TRANSLATION, HistoryBishop } from "./history-bishop.entity.js";
import { HistoryBishopResolver } from "./history-bishop.resolver.js";

export const historyBishopModule = {
  name: "history-bishop",
  entities: [HistoryBishop],
  resolvers: [HistoryBishopResolver, TranslationResolver(HistoryBishop, HISTORY_BISHOP_TRANSLATION)],
} satisfies ModuleDeclaration;
