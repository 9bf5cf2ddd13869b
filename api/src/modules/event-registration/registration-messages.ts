import type { EntityManager } from "typeorm";
import { clockTimeInDiocese, todayInDiocese } from "../../lib/calendar.js";
import { inLanguage, type Language } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import { Event } from "../event/event.entity.js";
import { smsNamingAppeal, type SmsService } from "../sms/sms.service.js";
import type { Registration } from "./registration.entity.js";
import type { RegistrationHooks } from "./registration-moves.js";
import type { RegistrationMail } from "./registration-mail.js";
import { translated } from "../translation/translation.js";

/*
 * What a registrant is told by SMS, in the language they registered in, within two SMS: the
 * event, the door code and the link to their own page, which says the rest.
 */

interface MessageFacts {
  code: string;
  link: string;
  /** Until when an offered place waits for the fee, in Kakamega's time. */
  until: string;
}

const CONFIRMED: Record<Language, (facts: MessageFacts, event: string) => string> = {
  en: ({ code, link }, event) =>
    `Your place at ${event} is confirmed. Code ${code}: show it at the door. ${link}`,
  sw: ({ code, link }, event) =>
    `Nafasi yako katika ${event} imethibitishwa. Nambari ${code}: ionyeshe mlangoni. ${link}`,
};

const OFFERED: Record<Language, (facts: MessageFacts, event: string) => string> = {
  en: ({ until, link }, event) => `A place at ${event} is free for you: pay by ${until} to keep it. ${link}`,
  sw: ({ until, link }, event) =>
    `Nafasi katika ${event} iko wazi kwako: lipa kabla ya ${until} uichukue. ${link}`,
};

const EVENT_WORD: Record<Language, string> = { en: "the event", sw: "tukio" };

/** When, in Kakamega's time, as "2026-12-02 14:30". */
const kakamegaTime = (moment: Date) => `${todayInDiocese(moment)} ${clockTimeInDiocese(moment)}`;

/**
 * The registration messages, queued through the SMS queue in the transaction of the move they tell
 * of, and e-mailed (with the door code's QR code) to a registrant who gave an address once that
 * transaction has committed (registration-mail.ts): each move happens once, so each message goes once.
 */
export function registrationMessages(sms: SmsService, mail: RegistrationMail): RegistrationHooks {
  const send = async (
    manager: EntityManager,
    registration: Registration,
    words: Record<Language, (facts: MessageFacts, event: string) => string>,
  ) => {
    const found = await manager.findOneBy(Event, { id: registration.eventId });
    const event = found && translated(found, registration.language);
    const facts: MessageFacts = {
      code: registration.code,
      link: `${mail.addresses.current()}${inLanguage(registration.language, sitePaths.registration.getHref(registration.token))}`,
      until: registration.holdExpiresAt ? kakamegaTime(registration.holdExpiresAt) : "",
    };
    const language = registration.language;
    await sms.queue(manager, {
      to: registration.phone,
      body: smsNamingAppeal(
        event?.title ?? "",
        (title) => words[language](facts, title),
        EVENT_WORD[language],
      ),
      kind: "registration",
      promotional: false,
    });
  };
  return {
    async whenConfirmed(manager, registration) {
      await send(manager, registration, CONFIRMED);
      await mail.tell(manager, registration, "confirmed");
    },
    async whenOffered(manager, registration) {
      await send(manager, registration, OFFERED);
      await mail.tell(manager, registration, "offered");
    },
  };
}
