import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { informationPageContentType } from "./information-page.content-type.js";
import { INFORMATION_PAGE_TRANSLATION, InformationPage } from "./information-page.entity.js";
import { InformationPageResolver } from "./information-page.resolver.js";

export const informationPageModule = {
  name: "information-page",
  entities: [InformationPage],
  resolvers: [InformationPageResolver, TranslationResolver(InformationPage, INFORMATION_PAGE_TRANSLATION)],
  contentType: informationPageContentType,
} satisfies ModuleDeclaration;
