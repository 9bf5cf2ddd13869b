import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import {
  ADMINISTRATIVE_SECRETARY_TRANSLATION,
  AdministrativeSecretary,
} from "./administrative-secretary.entity.js";
import { AdministrativeSecretaryResolver } from "./administrative-secretary.resolver.js";

export const administrativeSecretaryModule = {
  name: "administrative-secretary",
  entities: [AdministrativeSecretary],
  resolvers: [
    AdministrativeSecretaryResolver,
    TranslationResolver(AdministrativeSecretary, ADMINISTRATIVE_SECRETARY_TRANSLATION),
  ],
} satisfies ModuleDeclaration;
