import type { Language } from "../../site/languages.js";
import { smsNamingAppeal } from "../sms/sms.service.js";

/*
 * What the site says to a pledger by SMS, in the language they pledged in, each within two SMS of
 * the phone alphabet (the appeal's title is cut to fit). How to pay is always there: the paybill
 * and the pledge's account P<id>, and the pledge's own page, where a prompt can be asked for.
 */

/** What a pledge's messages tell of it. */
export interface PledgeFacts {
  id: number;
  language: Language;
  amountKes: number;
  paidKes: number;
  dueOn: string;
  /** The pledge's own page, whole. */
  link: string;
  /** The diocese's paybill, when the site settings have one. */
  paybill: string | null;
}

const kes = (amount: number) => `KES ${amount.toLocaleString("en-KE")}`;

const HOW_TO_PAY: Record<Language, (facts: PledgeFacts) => string> = {
  en: ({ id, paybill, link }) =>
    paybill ? `Pay: M-Pesa paybill ${paybill}, account P${id}, or ${link}` : `Pay at ${link}`,
  sw: ({ id, paybill, link }) =>
    paybill ? `Lipa: M-Pesa paybill ${paybill}, akaunti P${id}, au ${link}` : `Lipa kupitia ${link}`,
};

const MADE: Record<Language, (facts: PledgeFacts, appeal: string) => string> = {
  en: (facts, appeal) =>
    `Asante! Your pledge of ${kes(facts.amountKes)} to ${appeal} by ${facts.dueOn} is recorded. ${HOW_TO_PAY.en(facts)}. Reply STOP to end SMS.`,
  sw: (facts, appeal) =>
    `Asante! Ahadi yako ya ${kes(facts.amountKes)} kwa ${appeal} kufikia ${facts.dueOn} imepokelewa. ${HOW_TO_PAY.sw(facts)}. Jibu ONDOKA kusitisha SMS.`,
};

const REMINDER: Record<Language, (facts: PledgeFacts, appeal: string) => string> = {
  en: (facts, appeal) =>
    `Reminder: your pledge to ${appeal}: ${kes(facts.paidKes)} paid of ${kes(facts.amountKes)}, ${kes(facts.amountKes - facts.paidKes)} left by ${facts.dueOn}. ${HOW_TO_PAY.en(facts)}. STOP to end SMS.`,
  sw: (facts, appeal) =>
    `Ukumbusho: ahadi yako kwa ${appeal}: ${kes(facts.paidKes)} imelipwa kati ya ${kes(facts.amountKes)}, ${kes(facts.amountKes - facts.paidKes)} imebaki kufikia ${facts.dueOn}. ${HOW_TO_PAY.sw(facts)}. ONDOKA kusitisha.`,
};

const FULFILLED: Record<Language, (facts: PledgeFacts, appeal: string) => string> = {
  en: (facts, appeal) =>
    `Asante sana! Your pledge of ${kes(facts.amountKes)} to ${appeal} is fulfilled: ${kes(facts.paidKes)} given. God bless you. ACK Diocese of Kakamega`,
  sw: (facts, appeal) =>
    `Asante sana! Ahadi yako ya ${kes(facts.amountKes)} kwa ${appeal} imetimizwa: ${kes(facts.paidKes)} zimetolewa. Mungu akubariki. ACK Dayosisi ya Kakamega`,
};

const DIOCESE: Record<Language, string> = { en: "the diocese", sw: "dayosisi" };

const inTwoSms =
  (words: Record<Language, (facts: PledgeFacts, appeal: string) => string>) =>
  (facts: PledgeFacts, appealTitle: string): string =>
    smsNamingAppeal(appealTitle, (appeal) => words[facts.language](facts, appeal), DIOCESE[facts.language]);

/** Sent when a pledge is made: what was promised, and how to pay. */
export const pledgeMadeSms = inTwoSms(MADE);
/** Sent on each reminder day: what is paid, what is left, and how to pay. */
export const pledgeReminderSms = inTwoSms(REMINDER);
/** Sent once, when the payments reach what was promised. */
export const pledgeFulfilledSms = inTwoSms(FULFILLED);
