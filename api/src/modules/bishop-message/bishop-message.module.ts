import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { bishopMessageContentType } from "./bishop-message.content-type.js";
import { BISHOP_MESSAGE_TRANSLATION, BishopMessage } from "./bishop-message.entity.js";
import { BishopMessageResolver } from "./bishop-message.resolver.js";

export const bishopMessageModule = {
  name: "bishop-message",
  entities: [BishopMessage],
  resolvers: [BishopMessageResolver, TranslationResolver(BishopMessage, BISHOP_MESSAGE_TRANSLATION)],
  contentType: bishopMessageContentType,
} satisfies ModuleDeclaration;
