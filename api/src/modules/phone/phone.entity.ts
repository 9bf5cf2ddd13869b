import { Column, Entity, Index, PrimaryColumn } from "typeorm";
import type { Language } from "../../site/languages.js";
import type { AuditRules } from "../audit-log/audit-rules.js";

/**
 * A number that has used the USSD menu or sent a keyword: the language it chose (the menu opens in
 * it next time) and the day it was last sent the help SMS (one a day at most, whatever it sends).
 */
@Entity("phone_caller")
export class PhoneCaller {
  /** +2547XXXXXXXX or +2541XXXXXXXX, as kenyanMobile writes it. */
  @PrimaryColumn("varchar", { length: 16 })
  phone: string;

  @Column("varchar", { length: 2, default: "sw" })
  language: Language;

  /** The day (YYYY-MM-DD, Kakamega's) the help SMS last went to it. */
  @Column("varchar", { name: "help_sent_on", length: 10, nullable: true })
  helpSentOn: string | null;
}

/**
 * One USSD session while it lasts: Africa's Talking's session id, the screen the caller is on and
 * what they chose so far. The menu reads this, not the replayed answers in `text`, which is only
 * used to find the newest answer.
 */
@Entity("ussd_session")
export class UssdSession {
  /** Africa's Talking's sessionId. */
  @PrimaryColumn("varchar", { length: 100 })
  id: string;

  @Column("varchar", { length: 16 })
  phone: string;

  /** The language the session speaks: the number's, until the caller chooses the other. */
  @Column("varchar", { length: 2 })
  language: Language;

  /** Where the caller is: a name from ussd-menu.ts's ScreenName, or "ended" with its last words. */
  @Column("varchar", { length: 30 })
  screen: string;

  /** What the caller chose so far (ussd-menu.ts's UssdChoices), as JSON. */
  @Column("text", { default: "{}" })
  choices: string;

  /** The `text` of the last request answered: the next one's answer is what follows it. */
  @Column("varchar", { name: "answered_text", length: 400, default: "" })
  answeredText: string;

  /** A session is forgotten 180 s after it began, as Africa's Talking ends it. */
  @Index("IDX_ussd_session_expires")
  @Column({ name: "expires_at", type: Date })
  expiresAt: Date;
}

/**
 * What the audit log records of the phone menus: nothing. A caller's language and help day and a
 * session's screen are the menus' bookkeeping, no one's act on the site's content.
 */
export const PHONE_AUDIT_RULES: AuditRules = {
  phone_caller: { bookkeeping: true },
  ussd_session: { bookkeeping: true },
};
