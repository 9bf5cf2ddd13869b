import { ArrayMaxSize, ArrayMinSize, IsIn, IsString, MaxLength, MinLength } from "class-validator";
import { Field, InputType, registerEnumType } from "type-graphql";
import { In, IsNull, MoreThan, Not, type DataSource, type EntityManager } from "typeorm";
import type { Actor } from "../../authorization.js";
import { requestScope } from "../../db/unit-of-work.js";
import { UserInputError } from "../../errors.js";
import { validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { AdminUser } from "../admin-user/admin-user.entity.js";
import { AuditActorKind, AuditAction, AuditLogEntry } from "../audit-log/audit-log.entity.js";
import type { MailLogger, MailService } from "../mail/mail.service.js";
import { MAX_SMS_PARTS, smsPartsOf, type SmsService } from "../sms/sms.service.js";
import type { Event } from "../event/event.entity.js";
import { Registration, RegistrationStatus } from "./registration.entity.js";
import { eventOfItsStaff } from "./registration-staff-access.js";

export const RegistrantChannel = { SMS: "SMS", EMAIL: "EMAIL" } as const;
export type RegistrantChannel = (typeof RegistrantChannel)[keyof typeof RegistrantChannel];
registerEnumType(RegistrantChannel, {
  name: "RegistrantChannel",
  description: "How registrants are messaged",
});

/** Whom staff may message: those who hold or wait for a place (not those who left or were let go). */
export const MESSAGED_STATUSES = [
  RegistrationStatus.CONFIRMED,
  RegistrationStatus.HELD,
  RegistrationStatus.WAITING,
  RegistrationStatus.OFFERED,
] as const;

/** The most characters of an e-mail to registrants. */
const MAX_EMAIL_TEXT = 5000;
/** Registrants read (and their SMS queued) at a time: memory stays one batch, whatever the event's size. */
const BATCH = 200;
/**
 * What every SMS to registrants ends with. They are sent as the notices are (promotional: only
 * 08:00-18:00 in Kakamega, never to a number that said STOP), so they carry the same opt-out.
 */
const SMS_OPT_OUT = "STOP to end SMS.";

@InputType({ description: "A message from an event's staff to its registrants of some statuses" })
export class RegistrantMessageInput {
  @Field(() => [RegistrationStatus], {
    description: "Whom: CONFIRMED, HELD, WAITING or OFFERED, one or more",
  })
  @ArrayMinSize(1, { message: "statuses must name at least one status" })
  @ArrayMaxSize(4, { message: "statuses may name each status once" })
  @IsIn(MESSAGED_STATUSES, {
    each: true,
    message: "statuses may hold CONFIRMED, HELD, WAITING and OFFERED: the others hold no place",
  })
  statuses: RegistrationStatus[];

  @Field(() => RegistrantChannel)
  @IsIn(Object.values(RegistrantChannel), { message: "channel must be SMS or EMAIL" })
  channel: RegistrantChannel;

  @Field(() => String, { description: "What to say: an SMS within two SMS with the opt-out the site adds" })
  @IsString({ message: "text must be text" })
  @MinLength(1, { message: "text must say something" })
  @MaxLength(MAX_EMAIL_TEXT, { message: `text must have at most ${MAX_EMAIL_TEXT} characters` })
  text: string;
}

/** An SMS to registrants as each gets it: what staff wrote, then the opt-out. */
export const registrantSms = (text: string): string => `${text} ${SMS_OPT_OUT}`;

/** The registrants of these statuses after `afterId`, in id order, a batch of them. */
function batchAfter(
  manager: EntityManager,
  eventId: number,
  statuses: readonly RegistrationStatus[],
  channel: RegistrantChannel,
  afterId: number,
): Promise<Pick<Registration, "id" | "phone" | "email">[]> {
  return manager.find(Registration, {
    select: { id: true, phone: true, email: true },
    where: {
      eventId,
      status: In([...statuses]),
      id: MoreThan(afterId),
      ...(channel === RegistrantChannel.EMAIL ? { email: Not(IsNull()) } : {}),
    },
    order: { id: "ASC" },
    take: BATCH,
  });
}

export interface RegistrantMessaging {
  dataSource: DataSource;
  sms: SmsService;
  mail: MailService;
  logger: MailLogger;
}

/**
 * Messages an event's registrants of some statuses (its staff, signed in), by SMS or e-mail, and
 * answers how many it reaches. SMS are queued in one transaction with the audit log's entry, read
 * a batch at a time; SmsSending sends them in the notices' hours. E-mails go through the mail
 * service one after another once the answer is given, a batch read at a time: a failure is logged
 * and the next one sent.
 */
export async function messageRegistrants(
  parts: RegistrantMessaging,
  actor: Actor | null,
  rawEventId: unknown,
  data: Untrusted<RegistrantMessageInput>,
): Promise<number> {
  const { dataSource, sms } = parts;
  const event = await eventOfItsStaff(dataSource.manager, actor, rawEventId);
  const input = await validated(RegistrantMessageInput, withTrimmedText(data));
  const statuses = [...new Set(input.statuses)];
  if (input.channel === RegistrantChannel.SMS) {
    const { parts: smsParts, encoding } = smsPartsOf(registrantSms(input.text));
    if (smsParts > MAX_SMS_PARTS || encoding !== "GSM-7") {
      throw new UserInputError(
        `text must fit in ${MAX_SMS_PARTS} SMS with the words "${SMS_OPT_OUT}" the site adds; it takes ${smsParts}: shorten it, or leave out curly quotes and emoji, which halve what an SMS holds`,
        "text",
      );
    }
    if (!(await sms.switchedOn()))
      throw new UserInputError(
        "SMS are switched off on this site (SMS_ENV): send an e-mail instead",
        "channel",
      );
  }
  const reached = await dataSource.transaction(async (manager) => {
    let count = 0;
    for (let after = 0; ;) {
      const batch = await batchAfter(manager, event.id, statuses, input.channel, after);
      if (batch.length === 0) break;
      if (input.channel === RegistrantChannel.SMS) {
        for (const { phone } of batch) {
          await sms.queue(manager, {
            to: phone,
            body: registrantSms(input.text),
            kind: "registrants",
            promotional: true,
          });
        }
      }
      count += batch.length;
      after = batch.at(-1)!.id;
    }
    await recordMessaging(manager, actor!, event, input.channel, count);
    return count;
  });
  if (input.channel === RegistrantChannel.EMAIL && reached > 0) {
    void sendEmails(parts, event, statuses, input.text);
  }
  return reached;
}

/** The audit log's entry: who messaged the registrants of which event, how, how many. */
async function recordMessaging(
  manager: EntityManager,
  staff: Actor,
  event: Event,
  channel: RegistrantChannel,
  count: number,
): Promise<void> {
  const name = await manager.findOne(AdminUser, { where: { id: staff.userId }, select: { name: true } });
  await manager.insert(AuditLogEntry, {
    actorKind: AuditActorKind.STAFF,
    actorId: staff.userId,
    actorName: name?.name ?? null,
    clientAddress: requestScope()?.clientAddress ?? null,
    entity: "Event",
    entityId: String(event.id),
    label: `${event.title}: ${count} by ${channel === RegistrantChannel.SMS ? "SMS" : "e-mail"}`.slice(
      0,
      300,
    ),
    action: AuditAction.REGISTRANTS_MESSAGED,
    fields: [],
  });
}

async function sendEmails(
  { dataSource, mail, logger }: RegistrantMessaging,
  event: Event,
  statuses: readonly RegistrationStatus[],
  text: string,
): Promise<void> {
  for (let after = 0; ;) {
    const batch = await batchAfter(
      dataSource.manager,
      event.id,
      statuses,
      RegistrantChannel.EMAIL,
      after,
    ).catch((error: unknown) => {
      logger.error(
        { err: error, eventId: event.id },
        "the registrants' e-mails stopped: their list could not be read",
      );
      return [];
    });
    if (batch.length === 0) return;
    for (const { email } of batch) {
      await mail
        .send({ to: email!, subject: event.title, text })
        .catch((error: unknown) =>
          logger.error({ err: error, to: email }, "an e-mail to a registrant could not be sent"),
        );
    }
    after = batch.at(-1)!.id;
  }
}
