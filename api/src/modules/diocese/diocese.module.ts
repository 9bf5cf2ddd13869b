import type { ModuleDeclaration } from "../../module-declaration.js";
import { Dioceses1796900000000 } from "../../db/migrations/1796900000000-dioceses.js";
import { DioceseMainHost1796910000000 } from "../../db/migrations/1796910000000-diocese-main-host.js";
import { DioceseSecrets1796920000000 } from "../../db/migrations/1796920000000-diocese-secrets.js";
import { DiocesePaybill1796930000000 } from "../../db/migrations/1796930000000-diocese-paybill.js";
import { LinksWithinDiocese1796960000000 } from "../../db/migrations/1796960000000-links-within-diocese.js";
import { AdministrativeSecretaryPerDiocese1796970000000 } from "../../db/migrations/1796970000000-administrative-secretary-per-diocese.js";
import { DioceseSecret } from "./diocese-secret.entity.js";
import { Diocese, DioceseHost } from "./diocese.entity.js";

export const dioceseModule = {
  name: "diocese",
  // The deployment's own tables: no public answer shows them.
  privateEntities: [Diocese, DioceseHost, DioceseSecret],
  migrations: [
    Dioceses1796900000000,
    DioceseMainHost1796910000000,
    DioceseSecrets1796920000000,
    DiocesePaybill1796930000000,
    LinksWithinDiocese1796960000000,
    AdministrativeSecretaryPerDiocese1796970000000,
  ],
} satisfies ModuleDeclaration;
