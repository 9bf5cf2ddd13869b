import type { ModuleDeclaration } from "../../module-declaration.js";
import { SmsNotice, SmsSubscription } from "./sms-notice.entity.js";
import { SmsNotices1796200000000 } from "./sms-notice.migration.js";
import { SmsNoticeResolver } from "./sms-notice.resolver.js";

export const smsNoticeModule = {
  name: "sms-notice",
  // Subscribers' numbers and staff's notices show nowhere public.
  privateEntities: [SmsSubscription, SmsNotice],
  migrations: [SmsNotices1796200000000],
  resolvers: [SmsNoticeResolver],
} satisfies ModuleDeclaration;
