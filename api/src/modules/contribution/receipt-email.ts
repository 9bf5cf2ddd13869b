import { amountInWords } from "../../lib/amount-in-words.js";
import { DIOCESE_TIME_ZONE } from "../../lib/calendar.js";
import { inLanguage, LOCALES, type Language } from "../../site/languages.js";
import english from "../../site/locales/en/receipt.json" with { type: "json" };
import kiswahili from "../../site/locales/sw/receipt.json" with { type: "json" };
import { sitePaths } from "../../site/site-routes.js";
import type { MailMessage } from "../mail/mail.service.js";
import type { Project } from "../project/project.entity.js";
import type { SiteSettings } from "../site-settings/site-settings.entity.js";
import { translated } from "../translation/translation.js";
import type { Contribution } from "./contribution.entity.js";

/** A message of the e-mailed receipt, as the catalogue (api/src/site/locales) names it. */
type ReceiptWord = `receipt.${keyof typeof english}`;

const CATALOGUES: Readonly<Record<Language, typeof english>> = { en: english, sw: kiswahili };

export interface ReceiptEmailOptions {
  /** The address visitors reach the site by, for the link to the receipt's page. */
  publicUrl: string;
  /** Payments go to the simulator or the sandbox: the receipt says that no money moved. */
  simulated: boolean;
}

/**
 * The receipt of a paid gift, e-mailed to the address its donor gave: the same facts as its page,
 * in the language of the page the donor gave from (the project's name and the amount in words too).
 */
export function receiptEmail(
  gift: Contribution,
  project: Project,
  settings: SiteSettings,
  { publicUrl, simulated }: ReceiptEmailOptions,
): MailMessage {
  const language = gift.language;
  const word = (key: ReceiptWord, values: Readonly<Record<string, string>> = {}) =>
    CATALOGUES[language][key.slice("receipt.".length) as keyof typeof english].replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => values[name] ?? "",
    );
  const locale = LOCALES[language];
  const paidAt = new Intl.DateTimeFormat(locale, {
    timeZone: DIOCESE_TIME_ZONE,
    dateStyle: "long",
    timeStyle: "short",
  }).format(gift.paidAt ?? gift.createdAt);
  const amount = `KES ${gift.amountKes.toLocaleString(locale)}`;
  const projectTitle = translated(project, language).title;
  const number = gift.receiptNumber ?? "";
  const receiptLink = `${publicUrl}${inLanguage(language, sitePaths.giftReceipt.getHref(gift.receiptToken))}`;
  const text = [
    ...(simulated ? [word("receipt.simulated"), ""] : []),
    settings.fullName,
    settings.postalLine,
    "",
    word("receipt.heading", { number }).trim(),
    "",
    word("receipt.date", { date: paidAt }),
    word("receipt.receivedFrom", {
      name: gift.anonymous || !gift.donorName ? word("receipt.anonymous") : gift.donorName,
    }),
    word("receipt.amount", { amount }),
    word("receipt.inWords", { words: amountInWords(gift.amountKes, language) }),
    // Without M-Pesa's code, the diocese's own number is what the donor can quote.
    gift.mpesaReceipt
      ? word("receipt.mpesaReference", { code: gift.mpesaReceipt })
      : word("receipt.noMpesaCode", { number }),
    word("receipt.towards", { project: projectTitle }),
    "",
    word("receipt.nothingInReturn"),
    "",
    word("receipt.keep", { link: receiptLink }),
    "",
    word("receipt.thanks", { site: settings.shortName }),
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
  const subject = word("receipt.subject", { number, amount, project: projectTitle });
  return {
    to: gift.email!,
    subject: simulated ? word("receipt.simulatedSubject", { subject }) : subject,
    text,
  };
}
