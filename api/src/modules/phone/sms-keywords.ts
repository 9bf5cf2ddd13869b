import type { DataSource, Repository } from "typeorm";
import { AppError } from "../../errors.js";
import { todayInDiocese } from "../../lib/calendar.js";
import type { Language } from "../../site/languages.js";
import { fitsTwoPlainSms, kenyanMobileOrNull, STOP_WORDS, type SmsService } from "../sms/sms.service.js";
import { plainText, type PhoneAnswers } from "./phone-answers.js";
import { rememberLanguage } from "./caller-language.js";
import { PhoneCaller } from "./phone.entity.js";
import { PHONE_WORDS, shillings } from "./phone-words.js";
import { amountOf } from "./ussd-menu.js";

/** The keywords, in English and Kiswahili, and what each does. */
const KEYWORDS = {
  GIVE: { does: "give", language: "en" },
  TOA: { does: "give", language: "sw" },
  PLEDGE: { does: "pledge", language: "en" },
  AHADI: { does: "pledge", language: "sw" },
  SERVICE: { does: "service", language: "en" },
  IBADA: { does: "service", language: "sw" },
  HELP: { does: "help", language: "en" },
  MSAADA: { does: "help", language: "sw" },
} as const satisfies Record<string, { does: string; language: Language }>;
type Keyword = keyof typeof KEYWORDS;

/** Two SMS of the phone alphabet, less a little: what a reply the site writes may take. */
const REPLY_LENGTH = 300;

/**
 * The SMS people send to the short code: STOP (ONDOKA, TOKA) ends every SMS to them; GIVE 500 (TOA)
 * sends their phone the M-Pesa prompt for the banner's appeal, or the appeal named after the
 * amount; PLEDGE (AHADI) answers their pledges' balance; SERVICE (IBADA) and a parish's name its
 * services; HELP (MSAADA) the keywords. Anything else is answered with the keywords once a day at
 * most. The keyword's language is the reply's, and is remembered for the number.
 */
export class SmsKeywords {
  private readonly callers: Repository<PhoneCaller>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sms: SmsService,
    private readonly answers: PhoneAnswers,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.callers = dataSource.getRepository(PhoneCaller);
  }

  /** An SMS from Africa's Talking's inbound callback; false for a wrong secret (404, nothing changes). */
  async receive(secret: string, message: Record<string, unknown>): Promise<boolean> {
    if (!(await this.sms.accounts.isCallbackSecret(secret))) return false;
    const from = typeof message.from === "string" ? kenyanMobileOrNull(message.from) : null;
    const text = typeof message.text === "string" ? plainText(message.text, 160) : "";
    if (!from) return true;
    const [first = "", ...rest] = text.split(" ");
    const word = first.toUpperCase();
    if ((STOP_WORDS as readonly string[]).includes(word)) {
      await this.sms.optOut(from, word);
      return true;
    }
    const keyword = Object.hasOwn(KEYWORDS, word) ? (word as Keyword) : null;
    if (!keyword) {
      await this.helpOncePerDay(from);
      return true;
    }
    const { does, language } = KEYWORDS[keyword];
    await rememberLanguage(this.callers, from, language);
    const reply = await this.replyTo(does, from, rest, language);
    if (reply) await this.send(from, reply);
    return true;
  }

  private async replyTo(
    does: (typeof KEYWORDS)[Keyword]["does"],
    from: string,
    rest: string[],
    language: Language,
  ): Promise<string | null> {
    const words = PHONE_WORDS[language];
    switch (does) {
      case "give":
        return this.give(from, rest, language);
      case "pledge":
        return this.pledges(from, language);
      case "service":
        return this.services(rest.join(" "), language);
      case "help":
        return words.help(await this.answers.siteName(), await this.ussdCode());
    }
  }

  /** GIVE 500 [appeal]: the prompt, or a reply saying why not. */
  private async give(from: string, rest: string[], language: Language): Promise<string | null> {
    const words = PHONE_WORDS[language];
    const [rawAmount = "", appealWord] = rest;
    const amountKes = amountOf(rawAmount);
    const { minGiftKes, maxGiftKes } = this.answers;
    if (amountKes === null || amountKes < minGiftKes || amountKes > maxGiftKes) {
      return words.giveKeywordProblem(`KES ${shillings(minGiftKes)} - ${shillings(maxGiftKes)}`);
    }
    const appeal = await this.answers.appealForKeyword(appealWord ?? null, language);
    if (!appeal) return words.giveKeywordProblem(words.noAppealNamed(plainText(appealWord ?? "", 20)));
    try {
      await this.answers.give(from, appeal.id, amountKes, language);
      return null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return language === "en"
        ? words.giveKeywordProblem(plainText(error.message, 150))
        : words.giveKeywordProblem(words.promptNotSent);
    }
  }

  private async pledges(from: string, language: Language): Promise<string> {
    const words = PHONE_WORDS[language];
    const pledges = await this.answers.pledgesOf(from, language);
    if (pledges.length === 0) return words.noPledge(await this.answers.siteName());
    const told = pledges.map((pledge) =>
      words.pledgeLine(
        pledge.reference,
        pledge.appeal,
        shillings(pledge.promisedKes),
        shillings(pledge.paidKes),
        shillings(pledge.leftKes),
      ),
    );
    return fitSms(told);
  }

  private async services(letters: string, language: Language): Promise<string> {
    const words = PHONE_WORDS[language];
    if (!/\p{L}/u.test(letters)) return words.serviceKeywordMissing;
    const found = await this.answers.parishesStartingWith(letters, 1);
    const [only] = found.items;
    if (!only) return `${words.noPlaceNamed(plainText(letters, 30))} ${words.serviceKeywordMissing}`;
    if (found.total > 1)
      return fitSms([words.parishesNamed(found.items.map((item) => item.name).join(", "))]);
    return fitSms([await this.answers.servicesOf(only.id, language, REPLY_LENGTH)]);
  }

  /** The keywords, to a number that sent something else: once a day, claimed by a conditional update. */
  private async helpOncePerDay(from: string): Promise<void> {
    const today = todayInDiocese(this.now());
    await this.callers
      .createQueryBuilder()
      .insert()
      .values({ phone: from, language: "sw" })
      .orIgnore()
      .execute();
    const claimed = await this.callers
      .createQueryBuilder()
      .update()
      .set({ helpSentOn: today })
      .where("phone = :from AND (help_sent_on IS NULL OR help_sent_on <> :today)", { from, today })
      .execute();
    if (!claimed.affected) return;
    const caller = await this.callers.findOneByOrFail({ phone: from });
    await this.send(
      from,
      PHONE_WORDS[caller.language].help(await this.answers.siteName(), await this.ussdCode()),
    );
  }

  private async send(to: string, body: string): Promise<void> {
    if (!body) return;
    await this.dataSource.transaction((manager) =>
      this.sms.queue(manager, { to, body, kind: "reply", promotional: false }),
    );
  }

  /** The current diocese's USSD code, which the help names; none: not named. */
  private async ussdCode(): Promise<string | null> {
    return (await this.sms.accounts.current())?.ussdCode ?? null;
  }
}

/** Lines as one SMS reply within two parts of the phone alphabet: those that fit. */
function fitSms(lines: string[]): string {
  for (let count = lines.length; count > 0; count--) {
    const text = lines.slice(0, count).join("\n");
    if (fitsTwoPlainSms(text)) return text;
  }
  // One line too long for two SMS (a name written in letters outside the phone alphabet):
  // as much of it as two SMS take.
  const [line = ""] = lines;
  for (let length = REPLY_LENGTH; length > 0; length -= 20) {
    const text = plainText(line, length);
    if (fitsTwoPlainSms(text)) return text;
  }
  return "";
}
