import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { sermonContentType } from "./sermon.content-type.js";
import { Sermon, SERMON_TRANSLATION } from "./sermon.entity.js";
import { SermonResolver } from "./sermon.resolver.js";

export const sermonModule = {
  name: "sermon",
  entities: [Sermon],
  resolvers: [SermonResolver, TranslationResolver(Sermon, SERMON_TRANSLATION)],
  contentType: sermonContentType,
} satisfies ModuleDeclaration;
