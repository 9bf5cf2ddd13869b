import type { EntityManager } from "typeorm";
import type { Language } from "../../site/languages.js";
import { Project } from "../project/project.entity.js";
import { Assessment } from "../assessment/assessment.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { canReceiveSms, smsNamingAppeal, type SmsService } from "../sms/sms.service.js";
import { translated } from "../translation/translation.js";
import { Contribution } from "./contribution.entity.js";
import type { GiftPaid } from "./gift-settlement.js";

/** What a receipt of a simulated payment begins with, so that no one takes it for a real gift's. */
const SIMULATED_WORDS: Record<Language, string> = {
  en: "SIMULATED, no money moved. ",
  sw: "MAJARIBIO, hakuna pesa iliyotumwa. ",
};

/** The receipt's words in each language; {appeal} is cut to fit two SMS. */
const RECEIPT_WORDS: Record<Language, (gift: { receipt: string; amount: string; appeal: string }) => string> =
  {
    en: ({ receipt, amount, appeal }) =>
      `Asante! Receipt ${receipt}: KES ${amount} to ${appeal}, received with thanks. God bless you. ACK Diocese of Kakamega`,
    sw: ({ receipt, amount, appeal }) =>
      `Asante! Risiti ${receipt}: KES ${amount} kwa ${appeal}, imepokelewa kwa shukrani. Mungu akubariki. ACK Dayosisi ya Kakamega`,
  };

/**
 * The SMS receipt of a paid gift in the donor's language (saying so when M-Pesa is simulated, as
 * the e-mailed receipt does), always within two SMS of the phone alphabet (smsNamingAppeal).
 */
export function receiptSmsText(
  gift: Pick<Contribution, "receiptNumber" | "amountKes" | "language">,
  appealTitle: string,
  simulated = false,
): string {
  const prefix = simulated ? SIMULATED_WORDS[gift.language] : "";
  const receipt = gift.receiptNumber ?? "";
  const amount = gift.amountKes.toLocaleString("en-KE");
  return smsNamingAppeal(
    appealTitle,
    (appeal) => prefix + RECEIPT_WORDS[gift.language]({ receipt, amount, appeal }),
    gift.language === "sw" ? "dayosisi" : "the diocese",
  );
}

/**
 * What a receipt says the money was for: the appeal's title, or for a parish's payment of its
 * assessment, "<parish>'s <year> assessment".
 */
async function paidFor(manager: EntityManager, gift: Contribution): Promise<string> {
  if (gift.projectId !== null) {
    const project = await manager.findOneByOrFail(Project, { id: gift.projectId });
    return translated(project, gift.language).title;
  }
  const assessment = await manager.findOneByOrFail(Assessment, { id: gift.assessmentId! });
  const parish = await manager.findOneByOrFail(Parish, { id: assessment.parishId });
  return ASSESSMENT_WORDS[gift.language](parish.name, assessment.year);
}

const ASSESSMENT_WORDS: Record<Language, (parish: string, year: number) => string> = {
  en: (parish, year) => `${parish}'s ${year} assessment`,
  sw: (parish, year) => `mchango wa ${year} wa ${parish} kwa dayosisi`,
};

/**
 * What giving does when a gift becomes paid, in the same transaction: queues its SMS receipt to
 * the phone it was paid from, so that a paid gift has its receipt queued or neither happened. A
 * gift with no Kenyan mobile (a paybill payment whose number M-Pesa masked) has none.
 */
export function queueReceiptSms(sms: SmsService, { simulated }: { simulated: boolean }): GiftPaid {
  return async (manager: EntityManager, giftId: number) => {
    if (!(await sms.switchedOn())) return false;
    const gift = await manager.findOneByOrFail(Contribution, { id: giftId });
    // A registration's fee is told of by its confirmation (modules/event-registration/), with its code.
    if (gift.registrationId !== null) return false;
    if (!gift.phone || !canReceiveSms(gift.phone)) return false;
    await sms.queue(manager, {
      to: gift.phone,
      body: receiptSmsText(gift, await paidFor(manager, gift), simulated),
      kind: "receipt",
      promotional: false,
    });
    return true;
  };
}
