import { LessThan, type DataSource, type Repository } from "typeorm";
import type { Language } from "../../site/languages.js";
import { kenyanMobileOrNull, type SmsService } from "../sms/sms.service.js";
import type { PhoneAnswers } from "./phone-answers.js";
import { rememberLanguage } from "./caller-language.js";
import { PhoneCaller, UssdSession } from "./phone.entity.js";
import { PHONE_WORDS } from "./phone-words.js";
import { GIVING_SCREENS } from "./ussd-giving-screens.js";
import {
  USSD_TEXT_LENGTH,
  screenText,
  type NoticeSubscriptions,
  type Screen,
  type ScreenName,
  type UssdCaller,
  type UssdChoices,
} from "./ussd-menu.js";
import { PLACE_SCREENS } from "./ussd-place-screens.js";

/** How long a session lasts from its first screen, as Africa's Talking keeps one open. */
const USSD_SESSION_SECONDS = 180;
/**
 * The screen of a session that has ended: kept, with its last words, until it expires, so that its
 * last step sent again is not taken for a new session's dialled answers.
 */
const ENDED = "ended";
/** How often each process deletes the sessions that have long expired. */
const FORGET_EVERY_MS = 60_000;
/**
 * How long after its end a session is kept: far longer than Africa's Talking retries a step, so
 * that a late retry is told the session ended and is never taken for a new dial's answers.
 */
const FORGET_AFTER_MS = 10 * 60_000;
/** The most of `text` read: a session's every answer, joined by "*". */
const TEXT_MAX = 400;

const SCREENS: Readonly<Record<ScreenName, Screen>> = { ...GIVING_SCREENS, ...PLACE_SCREENS };

/** What Africa's Talking posts for each step of a session. */
export interface UssdStep {
  sessionId?: unknown;
  phoneNumber?: unknown;
  text?: unknown;
}

/**
 * The USSD menu: each step of a session, as Africa's Talking posts it, answered "CON " (a screen
 * that waits for a key) or "END " (the last). Where the caller is and what they chose is kept on
 * the server (`ussd_session`), not rebuilt from the answers Africa's Talking replays in `text`,
 * which is only read for its newest answer.
 */
export class UssdService {
  private readonly sessions: Repository<UssdSession>;
  private readonly callers: Repository<PhoneCaller>;
  private lastForgetting = 0;

  constructor(
    dataSource: DataSource,
    private readonly sms: SmsService,
    private readonly answers: PhoneAnswers,
    private readonly notices: NoticeSubscriptions,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.sessions = dataSource.getRepository(UssdSession);
    this.callers = dataSource.getRepository(PhoneCaller);
  }

  /** One step of a session; null for a wrong secret (the route answers 404, and nothing changes). */
  async step(secret: string, form: UssdStep): Promise<string | null> {
    if (!(await this.sms.accounts.isCallbackSecret(secret))) return null;
    const sessionId = typeof form.sessionId === "string" ? form.sessionId.trim() : "";
    const phone = typeof form.phoneNumber === "string" ? kenyanMobileOrNull(form.phoneNumber) : null;
    const text = typeof form.text === "string" ? form.text.slice(0, TEXT_MAX) : "";
    if (!sessionId || sessionId.length > 100 || !phone) {
      return "END This service is for Kenyan mobile numbers. Huduma hii ni ya simu za Kenya.";
    }
    const now = this.now();
    const session = await this.sessions.findOneBy({ id: sessionId });
    if (session && session.phone !== phone) return `END ${PHONE_WORDS[session.language].expired}`;
    if (session && session.screen !== ENDED && session.expiresAt <= now) {
      const end = PHONE_WORDS[session.language].expired;
      await this.sessions.update({ id: sessionId }, { screen: ENDED, choices: JSON.stringify({ end }) });
      return `END ${end}`;
    }
    if (session?.screen === ENDED) {
      // Its last step again (Africa's Talking retrying) hears the same end; nothing is done twice.
      const ended = JSON.parse(session.choices) as { end: string };
      return `END ${text === session.answeredText ? ended.end : PHONE_WORDS[session.language].expired}`;
    }
    if (session) return this.answer(session, text);
    const opening = `CON ${await this.begin(sessionId, phone, now)}`;
    // A code dialled with its answers (*384*2024*1#) brings them with the first step: each is
    // answered in turn, as if pressed.
    return text === "" ? opening : this.answerDialled(sessionId, text);
  }

  private async answerDialled(sessionId: string, text: string): Promise<string> {
    const answers = text.split("*");
    let screen = "";
    for (let count = 1; count <= answers.length; count++) {
      const session = await this.sessions.findOneBy({ id: sessionId });
      if (!session) break;
      screen = await this.answer(session, answers.slice(0, count).join("*"));
    }
    return screen;
  }

  /** A new session: the main menu, in the number's language, kept with one insert. */
  private async begin(id: string, phone: string, now: Date): Promise<string> {
    await this.forgetEndedSessions(now);
    const caller = await this.callers.findOneBy({ phone });
    const session = this.sessions.create({
      id,
      phone,
      language: caller?.language ?? "sw",
      screen: "main",
      choices: "{}",
      answeredText: "",
      expiresAt: new Date(now.getTime() + USSD_SESSION_SECONDS * 1000),
    });
    const { text, choices } = await this.draw(session, "main", {});
    // Africa's Talking may post a first step twice: the second finds the session begun.
    await this.sessions
      .createQueryBuilder()
      .insert()
      .values({ ...session, choices })
      .orIgnore()
      .execute();
    return text;
  }

  /**
   * Sessions whose caller hung up are never told of: they are deleted ten minutes after they
   * expired, by a new session at most once a minute in each process.
   */
  private async forgetEndedSessions(now: Date): Promise<void> {
    if (now.getTime() - this.lastForgetting < FORGET_EVERY_MS) return;
    this.lastForgetting = now.getTime();
    await this.sessions.delete({ expiresAt: LessThan(new Date(now.getTime() - FORGET_AFTER_MS)) });
  }

  /** The caller's newest answer on the screen they are on, and the screen it leads to. */
  private async answer(session: UssdSession, text: string): Promise<string> {
    const screen = session.screen as ScreenName;
    const choices = JSON.parse(session.choices) as UssdChoices;
    // The same step again (Africa's Talking retrying): the screen it led to, drawn again, and
    // nothing done twice.
    if (text === session.answeredText) return `CON ${(await this.draw(session, screen, choices)).text}`;
    const input = newestAnswer(session.answeredText, text);
    const next =
      input === "0" && screen !== "main"
        ? { screen: "main" as const, choices: {} }
        : await (SCREENS[screen] ?? SCREENS.main).answer(this.callerOf(session), choices, input);
    if ("end" in next) {
      const end = next.end.slice(0, USSD_TEXT_LENGTH);
      await this.sessions.update(
        { id: session.id },
        { screen: ENDED, choices: JSON.stringify({ end }), answeredText: text },
      );
      return `END ${end}`;
    }
    // A wrong key leaves the caller where they were, told what to press.
    const wrong = "wrong" in next ? next.wrong : undefined;
    const shown = "wrong" in next ? screen : next.screen;
    const drawn = await this.draw(session, shown, "wrong" in next ? choices : next.choices, wrong);
    await this.sessions.update(
      { id: session.id },
      { screen: shown, language: session.language, choices: drawn.choices, answeredText: text },
    );
    return `CON ${drawn.text}`;
  }

  /** A screen as text, and what it lists kept for the answer, as JSON. */
  private async draw(
    session: UssdSession,
    screen: ScreenName,
    choices: UssdChoices,
    problem?: string,
  ): Promise<{ text: string; choices: string }> {
    const drawn = await SCREENS[screen].draw(this.callerOf(session), choices);
    return {
      text: screenText(drawn, USSD_TEXT_LENGTH, problem),
      choices: JSON.stringify(drawn.choicesKept ?? choices),
    };
  }

  private callerOf(session: UssdSession): UssdCaller {
    return {
      phone: session.phone,
      language: session.language,
      words: PHONE_WORDS[session.language],
      answers: this.answers,
      notices: this.notices,
      chooseLanguage: async (language: Language) => {
        session.language = language;
        await rememberLanguage(this.callers, session.phone, language);
      },
    };
  }
}

/**
 * The newest answer in Africa's Talking's `text`, every answer of the session joined by "*": what
 * follows the text already answered, or, should the two not agree, the last answer alone.
 */
export function newestAnswer(answered: string, text: string): string {
  if (answered === "") return text.trim();
  if (text.startsWith(`${answered}*`)) return text.slice(answered.length + 1).trim();
  return (text.split("*").pop() ?? "").trim();
}
