import type { AuditRules } from "./modules/audit-log/audit-rules.js";
import { GIVING_AUDIT_RULES } from "./modules/contribution/gift-audit-rules.js";
import { SMS_AUDIT_RULES } from "./modules/sms/sms-message.entity.js";
import { PLEDGE_AUDIT_RULES } from "./modules/pledge/pledge.entity.js";
import { SMS_NOTICE_AUDIT_RULES } from "./modules/sms-notice/sms-notice.entity.js";
import { PHONE_AUDIT_RULES } from "./modules/phone/phone.entity.js";
import { ASSESSMENT_AUDIT_RULES } from "./modules/assessment/assessment.entity.js";
import { PARISH_RETURN_AUDIT_RULES } from "./modules/parish-return/parish-return.entity.js";
import { REGISTRATION_AUDIT_RULES } from "./modules/event-registration/registration-setup.entity.js";
import { GIVING_STATEMENT_AUDIT_RULES } from "./modules/giving-statement/giving-statement.entity.js";
import { DIOCESE_AUDIT_RULES } from "./modules/diocese/diocese.entity.js";
import { PROVINCE_ADMIN_AUDIT_RULES } from "./modules/province-admin/province-admin.entity.js";
import { PROVINCE_ARTICLE_AUDIT_RULES } from "./modules/province-article/province-article.entity.js";
import { PROVINCE_SETTINGS_AUDIT_RULES } from "./modules/province-settings/province-settings.entity.js";

/**
 * What the audit log records of the tables whose modules say something other than its defaults:
 * giving's (money received through M-Pesa is recorded as the system's), SMS's and the phone menus'
 * (bookkeeping), pledges' (staff's changes are recorded as PledgeChange rows) and SMS notices'
 * (the sending's progress is bookkeeping), assessments' (a reminder's claim is bookkeeping) and parish
 * returns' (a return's answers are recorded as the return's update), giving statements' (bookkeeping)
 * and registrations' (an event's counter of places taken is bookkeeping), and the dioceses' and
 * the province's administrators' (the deployment's own tables).
 * Not in the modules' declarations: services.ts, which hands them to the audit log, cannot import
 * the registry (modules.ts) without a cycle through the resolvers.
 */
export const AUDIT_RULES: AuditRules = {
  ...GIVING_AUDIT_RULES,
  ...SMS_AUDIT_RULES,
  ...PLEDGE_AUDIT_RULES,
  ...SMS_NOTICE_AUDIT_RULES,
  ...PHONE_AUDIT_RULES,
  ...ASSESSMENT_AUDIT_RULES,
  ...PARISH_RETURN_AUDIT_RULES,
  ...GIVING_STATEMENT_AUDIT_RULES,
  ...REGISTRATION_AUDIT_RULES,
  ...DIOCESE_AUDIT_RULES,
  ...PROVINCE_ADMIN_AUDIT_RULES,
  ...PROVINCE_ARTICLE_AUDIT_RULES,
  ...PROVINCE_SETTINGS_AUDIT_RULES,
};
