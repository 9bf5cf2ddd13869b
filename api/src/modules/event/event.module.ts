import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { Event, EVENT_TRANSLATION } from "./event.entity.js";
import { EventResolver } from "./event.resolver.js";
import { OccurrenceChange } from "./occurrence-change.entity.js";

export const eventModule = {
  name: "event",
  entities: [Event, OccurrenceChange],
  resolvers: [EventResolver, TranslationResolver(Event, EVENT_TRANSLATION)],
} satisfies ModuleDeclaration;
