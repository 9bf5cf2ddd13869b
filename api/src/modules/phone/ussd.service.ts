import { LessThan, type DataSource, type Repository } from "typeorm";
import type { Language } from "../../site/languages.js";
import { kenyanMobileOrNull, type SmsService } from "../sms/sms.service.js";
import type { PhoneAnswers } from "./phone-answers.js";
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
export const USSD_SESSION_SECONDS = 180;
/** How often each process deletes the sessions that have expired. */
const FORGET_EVERY_MS = 60_000;
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
    if (!this.sms.isCallbackSecret(secret)) return null;
    const sessionId = typeof form.sessionId === "string" ? form.sessionId.trim() : "";
    const phone = typeof form.phoneNumber === "string" ? kenyanMobileOrNull(form.phoneNumber) : null;
    const text = typeof form.text === "string" ? form.text.slice(0, TEXT_MAX) : "";
    if (!sessionId || sessionId.length > 100 || !phone) {
      return "END This service is for Kenyan mobile numbers. Huduma hii ni ya simu za Kenya.";
    }
    const now = this.now();
    const session = await this.sessions.findOneBy({ id: sessionId });
    if (session && (session.expiresAt <= now || session.phone !== phone)) {
      await this.sessions.delete({ id: sessionId });
      return `END ${PHONE_WORDS[session.language].expired}`;
    }
    if (!session) {
      // A session's first step has no answer yet; one with answers is a session already forgotten.
      if (text !== "") return `END ${PHONE_WORDS.sw.expired} ${PHONE_WORDS.en.expired}`;
      return `CON ${await this.begin(sessionId, phone, now)}`;
    }
    return this.answer(session, text);
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
    await this.sessions.insert({ ...session, choices });
    return text;
  }

  /**
   * Sessions whose caller hung up are never told of: they are deleted once they have expired, by
   * a new session at most once a minute in each process.
   */
  private async forgetEndedSessions(now: Date): Promise<void> {
    if (now.getTime() - this.lastForgetting < FORGET_EVERY_MS) return;
    this.lastForgetting = now.getTime();
    await this.sessions.delete({ expiresAt: LessThan(now) });
  }

  /** The caller's newest answer on the screen they are on, and the screen it leads to. */
  private async answer(session: UssdSession, text: string): Promise<string> {
    const input = newestAnswer(session.answeredText, text);
    const screen = session.screen as ScreenName;
    const choices = JSON.parse(session.choices) as UssdChoices;
    const next =
      input === "0" && screen !== "main"
        ? { screen: "main" as const, choices: {} }
        : await (SCREENS[screen] ?? SCREENS.main).answer(this.callerOf(session), choices, input);
    if ("end" in next) {
      await this.sessions.delete({ id: session.id });
      return `END ${next.end.slice(0, USSD_TEXT_LENGTH)}`;
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
        await this.callers.upsert({ phone: session.phone, language }, ["phone"]);
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
