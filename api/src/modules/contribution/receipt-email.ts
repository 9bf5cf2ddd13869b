import { amountInWords } from "../../lib/amount-in-words.js";
import { DIOCESE_TIME_ZONE } from "../../lib/calendar.js";
import { sitePaths } from "../../site/site-routes.js";
import type { MailMessage } from "../mail/mail.service.js";
import type { Project } from "../project/project.entity.js";
import type { SiteSettings } from "../site-settings/site-settings.entity.js";
import type { Contribution } from "./contribution.entity.js";

const shillings = (amount: number) => `KES ${amount.toLocaleString("en-KE")}`;

/** The receipt of a paid gift, e-mailed to the address its donor gave: the same facts as its page. */
export function receiptEmail(
  gift: Contribution,
  project: Project,
  settings: SiteSettings,
  publicUrl: string,
): MailMessage {
  const paidAt = new Intl.DateTimeFormat("en-KE", {
    timeZone: DIOCESE_TIME_ZONE,
    dateStyle: "long",
    timeStyle: "short",
  }).format(gift.paidAt ?? gift.createdAt);
  const from = gift.anonymous || !gift.donorName ? "Anonymous donor" : gift.donorName;
  const text = [
    settings.fullName,
    settings.postalLine,
    "",
    `Official receipt ${gift.receiptNumber ?? ""}`.trim(),
    "",
    `Date: ${paidAt} (Kakamega)`,
    `Received from: ${from}`,
    `Amount: ${shillings(gift.amountKes)}`,
    `In words: ${amountInWords(gift.amountKes)}`,
    `M-Pesa reference: ${gift.mpesaReceipt ?? "confirmed by M-Pesa"}`,
    `For: ${project.title}`,
    "",
    "No goods or services were given in return for this gift.",
    "",
    `Print or keep this receipt: ${publicUrl}${sitePaths.giftReceipt.getHref(gift.receiptToken)}`,
    "",
    `Thank you for your gift. ${settings.shortName}`,
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
  return {
    to: gift.email!,
    subject: `Receipt ${gift.receiptNumber ?? ""}: ${shillings(gift.amountKes)} to ${project.title}`.replace(
      "  ",
      " ",
    ),
    text,
  };
}
