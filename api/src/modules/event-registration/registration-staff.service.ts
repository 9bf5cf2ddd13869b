import type { DataSource } from "typeorm";
import type { Actor } from "../../authorization.js";
import type { CsvBatches } from "../../lib/csv.js";
import type { Untrusted } from "../../lib/validation.js";
import type { MailLogger, MailService } from "../mail/mail.service.js";
import type { SmsService } from "../sms/sms.service.js";
import { checkIn, type CheckInInput, type CheckInResult } from "./registration-check-in.js";
import { recordRefund, type RecordRefundArgs } from "./registration-refunds.js";
import { messageRegistrants, type RegistrantMessageInput } from "./registrant-messages.js";
import type { Registration } from "./registration.entity.js";
import { registrationsExport } from "./registrations-export.js";

/**
 * What an event's staff do with its registrations once they come in, beside RegistrationService
 * (which takes them): check-in at the door, the treasurer's record of refunds, messages to
 * registrants and the CSV export. Each is a module of its own; this holds what they need.
 */
export class RegistrationStaffService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sms: SmsService,
    private readonly mail: MailService,
    private readonly logger: MailLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  checkIn(
    actor: Actor | null,
    eventId: unknown,
    checkIns: readonly Untrusted<CheckInInput>[],
  ): Promise<CheckInResult[]> {
    return checkIn(this.dataSource, actor, eventId, checkIns, this.now());
  }

  recordRefund(actor: Actor | null, args: Untrusted<RecordRefundArgs>): Promise<Registration> {
    return recordRefund(this.dataSource, actor, args, this.now());
  }

  message(actor: Actor | null, eventId: unknown, input: Untrusted<RegistrantMessageInput>): Promise<number> {
    const { dataSource, sms, mail, logger } = this;
    return messageRegistrants({ dataSource, sms, mail, logger }, actor, eventId, input);
  }

  exportOf(actor: Actor | null, eventId: unknown): Promise<{ header: string[]; next: CsvBatches }> {
    return registrationsExport(this.dataSource, actor, eventId);
  }
}
