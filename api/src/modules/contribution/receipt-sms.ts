import type { EntityManager } from "typeorm";
import type { Language } from "../../site/languages.js";
import { Project } from "../project/project.entity.js";
import { canReceiveSms, fitsTwoPlainSms, type SmsService } from "../sms/sms.service.js";
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
 * the e-mailed receipt does), always within two SMS of the phone
 * alphabet: the appeal's title has its curly quotes made straight (one would halve what an SMS
 * holds) and is cut short, or left out, until the message fits.
 */
export function receiptSmsText(
  gift: Pick<Contribution, "receiptNumber" | "amountKes" | "language">,
  appealTitle: string,
  simulated = false,
): string {
  const prefix = simulated ? SIMULATED_WORDS[gift.language] : "";
  const words = (parts: { receipt: string; amount: string; appeal: string }) =>
    prefix + RECEIPT_WORDS[gift.language](parts);
  const plain = appealTitle.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
  const amount = gift.amountKes.toLocaleString("en-KE");
  for (let length = plain.length; length >= 0; length -= 5) {
    const appeal = length === plain.length ? plain : `${plain.slice(0, length).trimEnd()}...`;
    const text = words({
      receipt: gift.receiptNumber ?? "",
      amount,
      appeal: length > 0 ? appeal : "the diocese",
    });
    if (fitsTwoPlainSms(text)) return text;
  }
  return words({
    receipt: gift.receiptNumber ?? "",
    amount,
    appeal: gift.language === "sw" ? "dayosisi" : "the diocese",
  });
}

/**
 * What giving does when a gift becomes paid, in the same transaction: queues its SMS receipt to
 * the phone it was paid from, so that a paid gift has its receipt queued or neither happened. A
 * gift with no Kenyan mobile (a paybill payment whose number M-Pesa masked) has none.
 */
export function queueReceiptSms(sms: SmsService, { simulated }: { simulated: boolean }): GiftPaid {
  return async (manager: EntityManager, giftId: number) => {
    if (!sms.switchedOn) return false;
    const gift = await manager.findOneByOrFail(Contribution, { id: giftId });
    if (!gift.phone || !canReceiveSms(gift.phone)) return false;
    const project = await manager.findOneByOrFail(Project, { id: gift.projectId });
    await sms.queue(manager, {
      to: gift.phone,
      body: receiptSmsText(gift, translated(project, gift.language).title, simulated),
      kind: "receipt",
      promotional: false,
    });
    return true;
  };
}
