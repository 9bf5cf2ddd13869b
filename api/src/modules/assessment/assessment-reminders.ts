import { IsNull, LessThanOrEqual, type DataSource, type EntityManager, type Repository } from "typeorm";
import { claimEachDue, TimedJob } from "../../db/timed-job.js";
import { updateWhere } from "../../db/store.js";
import { todayInDiocese } from "../../lib/calendar.js";
import type { MailMessage, MailService } from "../mail/mail.service.js";
import { Parish } from "../parish/parish.entity.js";
import { SiteSettings } from "../site-settings/site-settings.entity.js";
import { isPromotionalHour, type SmsService } from "../sms/sms.service.js";
import { Assessment, AssessmentInstalment, ParishTreasurer } from "./assessment.entity.js";
import { dueBy, figuresOfAssessments } from "./assessment-figures.js";

/** How often each instance looks for instalments that have fallen due. */
export const ASSESSMENT_REMINDERS_EVERY_MS = 60 * 60_000;
/** Instalments one look reads at a time: memory stays bounded however many fall due on one day. */
const BATCH_SIZE = 200;

const kes = (amount: number) => `KES ${amount.toLocaleString("en-KE")}`;

/** What a reminder tells the parish's treasurer. */
export interface InstalmentFacts {
  parish: string;
  year: number;
  instalmentKes: number;
  dueOn: string;
  dueToDateKes: number;
  paidKes: number;
  paybill: string | null;
  account: string;
}

/** The SMS of a reminder: within two SMS of the phone alphabet for a parish name of usual length. */
export function reminderSms(facts: InstalmentFacts): string {
  const pay = facts.paybill ? ` Pay to paybill ${facts.paybill}, account ${facts.account}.` : "";
  return (
    `ACK Diocese of Kakamega: ${facts.parish}'s ${facts.year} assessment instalment of ${kes(facts.instalmentKes)} ` +
    `fell due ${facts.dueOn}. Paid ${kes(facts.paidKes)} of ${kes(facts.dueToDateKes)} due so far.${pay}`
  );
}

export function reminderEmail(to: string, facts: InstalmentFacts): MailMessage {
  return {
    to,
    subject: `${facts.parish}: ${facts.year} assessment instalment due ${facts.dueOn}`,
    text: [
      `An instalment of ${kes(facts.instalmentKes)} of ${facts.parish}'s ${facts.year} assessment fell due on ${facts.dueOn}.`,
      `So far ${kes(facts.paidKes)} has been paid of the ${kes(facts.dueToDateKes)} that has fallen due.`,
      facts.paybill
        ? `Pay by M-Pesa to paybill ${facts.paybill}, account ${facts.account}, or by cheque or transfer to the diocesan office.`
        : "Pay by cheque or transfer to the diocesan office.",
      "",
      "ACK Diocese of Kakamega",
    ].join("\n"),
  };
}

/**
 * Reminds each parish's treasurer, by SMS and e-mail, when an instalment of its assessment falls
 * due and the parish has paid less than has fallen due. Each instalment's reminder is claimed by
 * the conditional update that sets its `reminded_on`, in the transaction that queues its SMS: it
 * goes once across instances and restarts, and one that fell due while the site was down goes at
 * the next look. An instalment already covered by payments is marked without a word; a parish
 * with no treasurer named is marked too (the dashboard asks for one). Only in the day's hours.
 */
export class AssessmentReminders extends TimedJob<number> {
  private readonly instalments: Repository<AssessmentInstalment>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
    this.instalments = dataSource.getRepository(AssessmentInstalment);
  }

  /** One look now, for tests: how many reminders this instance sent. */
  remindDue(): Promise<number> {
    return this.runTurn();
  }

  protected async turn(): Promise<number> {
    const now = this.now();
    if (!isPromotionalHour(now)) return 0;
    const today = todayInDiocese(now);
    let sent = 0;
    await claimEachDue(
      (take) =>
        this.instalments.find({
          where: { remindedOn: IsNull(), dueOn: LessThanOrEqual(today) },
          order: { dueOn: "ASC", id: "ASC" },
          take,
        }),
      async (instalment) => {
        const outcome = await this.remind(instalment, today);
        if (outcome === "sent") sent++;
        return outcome !== "taken";
      },
      BATCH_SIZE,
    );
    return sent;
  }

  /** Claims the instalment's reminder and queues it when the parish is behind and has a treasurer. */
  private async remind(instalment: AssessmentInstalment, today: string): Promise<"sent" | "quiet" | "taken"> {
    const email = await this.dataSource.transaction(async (manager) => {
      const claimed = await updateWhere(
        manager.getRepository(AssessmentInstalment),
        { id: instalment.id, remindedOn: IsNull() },
        { remindedOn: today },
      );
      if (claimed.affected !== 1) return "taken" as const;
      const facts = await factsOf(manager, instalment, today);
      const treasurer = await manager.findOneBy(ParishTreasurer, { parishId: facts.parishId });
      if (facts.paidKes >= facts.dueToDateKes || !treasurer) return null;
      if (treasurer.phone && (await this.sms.switchedOn())) {
        await this.sms.queue(manager, {
          to: treasurer.phone,
          body: reminderSms(facts),
          kind: "reminder",
          promotional: false,
        });
      }
      return treasurer.email ? reminderEmail(treasurer.email, facts) : treasurer.phone ? "sms" : null;
    });
    if (email === "taken") return "taken";
    if (email === null) return "quiet";
    if (email !== "sms") this.mail.sendInBackground(email);
    return "sent";
  }
}

async function factsOf(
  manager: EntityManager,
  instalment: AssessmentInstalment,
  today: string,
): Promise<InstalmentFacts & { parishId: number }> {
  const assessment = await manager.findOneByOrFail(Assessment, { id: instalment.assessmentId });
  const parish = await manager.findOneByOrFail(Parish, { id: assessment.parishId });
  const figures = (await figuresOfAssessments(manager, [assessment.id])).get(assessment.id)!;
  const settings = await manager.find(SiteSettings, { take: 1 });
  return {
    parishId: parish.id,
    parish: parish.name,
    year: assessment.year,
    instalmentKes: instalment.amountKes,
    dueOn: instalment.dueOn,
    dueToDateKes: dueBy(figures.instalments, today),
    paidKes: figures.paidKes,
    paybill: settings[0]?.paybillNumber ?? null,
    account: `Q${parish.id}`,
  };
}
