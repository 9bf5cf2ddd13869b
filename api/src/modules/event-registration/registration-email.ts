import { escapeHtml } from "../../lib/escape-html.js";
import { DIOCESE_TIME_ZONE } from "../../lib/calendar.js";
import { inLanguage, LOCALES, type Language } from "../../site/languages.js";
import english from "../../site/locales/en/registration.json" with { type: "json" };
import kiswahili from "../../site/locales/sw/registration.json" with { type: "json" };
import { sitePaths } from "../../site/site-routes.js";
import type { Event } from "../event/event.entity.js";
import type { MailMessage } from "../mail/mail.service.js";
import { translated } from "../translation/translation.js";
import { codeQrPng } from "./code-qr.js";
import type { Registration } from "./registration.entity.js";

/** A message of the registration e-mails, as the catalogue (api/src/site/locales) names it. */
type RegistrationWord = `registration.${keyof typeof english}`;

const CATALOGUES: Readonly<Record<Language, typeof english>> = { en: english, sw: kiswahili };

/** The QR code's attachment, which the HTML shows in place by this content id. */
const QR_CID = "registration-code-qr";

export interface RegistrationEmailOptions {
  /** The address visitors reach the site by, for the link to the registration's page. */
  publicUrl: string;
  /** The site's name in the e-mail's language, to sign it. */
  siteName: string;
  /** Payments go to the simulator or the sandbox: the subject says that no money moved. */
  simulated: boolean;
}

function wordsIn(language: Language) {
  return (key: RegistrationWord, values: Readonly<Record<string, string>> = {}) =>
    CATALOGUES[language][key.slice("registration.".length) as keyof typeof english].replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => values[name] ?? "",
    );
}

/** A moment in Kakamega's time, in the registrant's language: "Friday 4 December 2026, 14:00". */
const momentIn = (language: Language, moment: Date) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: DIOCESE_TIME_ZONE,
    dateStyle: "full",
    timeStyle: "short",
  }).format(moment);

/** When an event of one day is: its day and its hours, in Kakamega's time. */
function eventWhen(language: Language, event: Pick<Event, "date" | "startTime" | "endTime">): string {
  const day = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: DIOCESE_TIME_ZONE,
    dateStyle: "full",
  }).format(new Date(`${event.date}T12:00:00+03:00`));
  return `${day}, ${event.startTime.slice(0, 5)}–${event.endTime.slice(0, 5)}`;
}

const pageLink = (publicUrl: string, registration: Pick<Registration, "language" | "token">) =>
  `${publicUrl}${inLanguage(registration.language, sitePaths.registration.getHref(registration.token))}`;

/** The text and the HTML of the same lines, the HTML with the QR code in place after the code. */
function bothForms(lines: readonly string[], qrAfter: number | null, qrAlt: string) {
  const html = lines
    .map((line, index) => {
      const paragraph = line === "" ? "" : `<p>${escapeHtml(line)}</p>`;
      return index === qrAfter
        ? `${paragraph}<p><img src="cid:${QR_CID}" width="240" height="240" alt="${escapeHtml(qrAlt)}"></p>`
        : paragraph;
    })
    .join("\n");
  return { text: lines.join("\n"), html: `<!doctype html><html><body>${html}</body></html>` };
}

/**
 * The confirmation e-mailed to a registrant who gave an address, in the language they registered
 * in: the event, the door code and its QR code (a PNG attached in place: mail programs show no
 * inline SVG), and the link to their registration's page.
 */
export async function confirmationEmail(
  registration: Registration,
  event: Event,
  { publicUrl, siteName, simulated }: RegistrationEmailOptions,
): Promise<MailMessage> {
  const word = wordsIn(registration.language);
  const { code } = registration;
  const { title, place } = translated(event, registration.language);
  const lines = [
    word("registration.greeting", { name: registration.name }),
    "",
    word("registration.confirmed", { event: title }),
    word("registration.when", { when: eventWhen(registration.language, event) }),
    ...(place ? [word("registration.where", { place })] : []),
    "",
    word("registration.code", { code }),
    word("registration.showAtDoor"),
    "",
    word("registration.page", { link: pageLink(publicUrl, registration) }),
    word("registration.keepLink"),
    "",
    word("registration.signature", { site: siteName }),
  ];
  const subject = word("registration.confirmedSubject", { event: title, code });
  const qrAlt = word("registration.qrAlt", { code });
  return {
    to: registration.email!,
    subject:
      simulated && registration.feeKes > 0 ? word("registration.simulatedSubject", { subject }) : subject,
    ...bothForms(lines, lines.indexOf(word("registration.showAtDoor")), qrAlt),
    attachments: [
      { filename: `${code}.png`, content: await codeQrPng(code), contentType: "image/png", cid: QR_CID },
    ],
  };
}

/** The e-mail to someone offered a place from the waiting list: the fee, until when, and the link to pay. */
export function offerEmail(
  registration: Registration,
  event: Event,
  { publicUrl, siteName }: Omit<RegistrationEmailOptions, "simulated">,
): MailMessage {
  const word = wordsIn(registration.language);
  const { title, place } = translated(event, registration.language);
  const time = registration.holdExpiresAt ? momentIn(registration.language, registration.holdExpiresAt) : "";
  const fee = `KES ${registration.feeKes.toLocaleString(LOCALES[registration.language])}`;
  const lines = [
    word("registration.greeting", { name: registration.name }),
    "",
    word("registration.offered", { event: title, fee, time }),
    word("registration.when", { when: eventWhen(registration.language, event) }),
    ...(place ? [word("registration.where", { place })] : []),
    "",
    word("registration.payOnPage", { link: pageLink(publicUrl, registration) }),
    "",
    word("registration.signature", { site: siteName }),
  ];
  return {
    to: registration.email!,
    subject: word("registration.offeredSubject", { event: title, time }),
    ...bothForms(lines, null, ""),
  };
}
