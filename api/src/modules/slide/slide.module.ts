import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { Slide, SLIDE_TRANSLATION } from "./slide.entity.js";
import { SlideResolver } from "./slide.resolver.js";

export const slideModule = {
  name: "slide",
  entities: [Slide],
  resolvers: [SlideResolver, TranslationResolver(Slide, SLIDE_TRANSLATION)],
} satisfies ModuleDeclaration;
