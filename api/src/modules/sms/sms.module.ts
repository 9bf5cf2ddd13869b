import { Sms1795980000000 } from "./sms.migration.js";
import type { ModuleDeclaration } from "../../module-declaration.js";
import { SmsMessage, SmsOptOut } from "./sms-message.entity.js";
import { SmsResolver } from "./sms.resolver.js";

export const smsModule = {
  name: "sms",
  privateEntities: [SmsMessage, SmsOptOut],
  migrations: [Sms1795980000000],
  resolvers: [SmsResolver],
} satisfies ModuleDeclaration;
