import type { Language } from "../../site/languages.js";
import type { MailMessage } from "../mail/mail.service.js";
import type { PledgeFacts } from "./pledge-sms.js";

const kes = (amount: number) => `KES ${amount.toLocaleString("en-KE")}`;

const WORDS: Record<Language, (facts: PledgeFacts, appeal: string) => { subject: string; text: string }> = {
  en: (facts, appeal) => ({
    subject: `Reminder: your pledge to ${appeal}`,
    text: [
      `Thank you for your pledge of ${kes(facts.amountKes)} to ${appeal}, to be given by ${facts.dueOn}.`,
      `So far ${kes(facts.paidKes)} has been given; ${kes(Math.max(0, facts.amountKes - facts.paidKes))} is left.`,
      facts.paybill
        ? `Pay by M-Pesa: paybill ${facts.paybill}, account P${facts.id}, or on your pledge's page:`
        : "Pay by M-Pesa on your pledge's page:",
      facts.link,
      "There you can also change how often you are reminded, or stop the reminders.",
      "",
      "ACK Diocese of Kakamega",
    ].join("\n"),
  }),
  sw: (facts, appeal) => ({
    subject: `Ukumbusho: ahadi yako kwa ${appeal}`,
    text: [
      `Asante kwa ahadi yako ya ${kes(facts.amountKes)} kwa ${appeal}, ya kutolewa kufikia ${facts.dueOn}.`,
      `Kufikia sasa ${kes(facts.paidKes)} zimetolewa; ${kes(Math.max(0, facts.amountKes - facts.paidKes))} zimebaki.`,
      facts.paybill
        ? `Lipa kwa M-Pesa: paybill ${facts.paybill}, akaunti P${facts.id}, au kwenye ukurasa wa ahadi yako:`
        : "Lipa kwa M-Pesa kwenye ukurasa wa ahadi yako:",
      facts.link,
      "Hapo pia unaweza kubadilisha mara ngapi unakumbushwa, au kusitisha vikumbusho.",
      "",
      "ACK Dayosisi ya Kakamega",
    ].join("\n"),
  }),
};

/** A pledge's reminder by e-mail, in the pledger's language: the same facts as its SMS. */
export function reminderEmail(to: string, facts: PledgeFacts, appeal: string): MailMessage {
  return { to, ...WORDS[facts.language](facts, appeal) };
}
