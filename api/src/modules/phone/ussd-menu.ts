import type { Language } from "../../site/languages.js";
import type { PhoneAnswers } from "./phone-answers.js";
import type { PhoneWords } from "./phone-words.js";

/** The most characters a USSD screen holds, "CON " or "END " included. */
const USSD_SCREEN_LENGTH = 182;
/** What the text of a screen may take: the screen less its "CON " or "END ". */
export const USSD_TEXT_LENGTH = USSD_SCREEN_LENGTH - 4;

/** What a caller chose so far in a session, kept on the server between screens. */
export interface UssdChoices {
  /** The page of the list on the screen, from 1. */
  page?: number;
  /** The ids of what the screen lists, in its order: the caller's 1 is the first. */
  listed?: number[];
  /** Whether the list on the screen has another page (98). */
  more?: boolean;
  appealId?: number;
  amountKes?: number;
  pledgeId?: number;
  leftKes?: number;
  archdeaconryId?: number;
  letters?: string;
  /** What a parish is being found for: its service times, or its SMS notices. */
  purpose?: "services" | "notices";
}

/** A number's SMS notices, kept by the SMS notices module. */
export interface NoticeSubscriptions {
  subscribe(phone: string, parishId: number | null, how: string): Promise<void>;
  unsubscribe(phone: string, parishId: number | null): Promise<void>;
  subscriptionsOf(phone: string): Promise<(number | null)[]>;
}

/** Who is dialling, and what a screen may read and do. */
export interface UssdCaller {
  phone: string;
  language: Language;
  words: PhoneWords;
  answers: PhoneAnswers;
  notices: NoticeSubscriptions;
  /** Remembers the language the caller chose, for this session and the next. */
  chooseLanguage(language: Language): Promise<void>;
}

/** A screen as drawn: a heading, choices numbered from 1, and last lines (back, more). */
export interface Drawn {
  heading: string;
  choices?: readonly string[];
  footer?: readonly string[];
  /** Kept for the answer: what the screen lists. */
  choicesKept?: UssdChoices;
}

/** Where an answer leads: another screen, the session's end, or the same screen again. */
export type Next = { screen: ScreenName; choices: UssdChoices } | { end: string } | { wrong: string };

export interface Screen {
  draw(caller: UssdCaller, choices: UssdChoices): Promise<Drawn>;
  answer(caller: UssdCaller, choices: UssdChoices, input: string): Promise<Next>;
}

export type ScreenName =
  | "main"
  | "give-appeal"
  | "give-amount"
  | "give-confirm"
  | "pledge-choose"
  | "pledge-shown"
  | "pledge-amount"
  | "place-how"
  | "place-letters"
  | "place-archdeaconry"
  | "place-parish"
  | "notices"
  | "notices-stop";

/**
 * A drawn screen as text within `room` characters: a problem (a wrong key) goes first; when the
 * whole does not fit, the choices' names are cut shorter, then the heading is left out.
 */
export function screenText(drawn: Drawn, room: number, problem?: string): string {
  const heading = problem ? `${problem}\n${drawn.heading}` : drawn.heading;
  const attempt = (head: string, nameLength: number) =>
    [
      head,
      ...(drawn.choices ?? []).map((choice, index) => `${index + 1}. ${cut(choice, nameLength)}`),
      ...(drawn.footer ?? []),
    ]
      .filter(Boolean)
      .join("\n");
  for (const head of problem ? [heading, problem] : [heading]) {
    for (const nameLength of [40, 24, 18, 12]) {
      const text = attempt(head, nameLength);
      if (text.length <= room) return text;
    }
  }
  return attempt(problem ?? "", 12).slice(0, room);
}

const cut = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}.`;

/** The caller's key as a choice of a list of `count`: 1 to count, or null. */
export function choiceOf(input: string, count: number): number | null {
  if (!/^\d{1,2}$/.test(input)) return null;
  const choice = Number(input);
  return choice >= 1 && choice <= count ? choice : null;
}

/** The keys a list of `count` takes, as a wrong key's message names them: "1-5", "1, 2". */
export function keysOf(count: number, extra: readonly string[] = []): string {
  const numbers = count <= 0 ? [] : count === 1 ? ["1"] : count === 2 ? ["1", "2"] : [`1-${count}`];
  return [...numbers, ...extra].join(", ");
}

/**
 * A screen of one page of a list: its names as the choices, "98. More" when another page follows,
 * "0. Back", and the ids listed kept for the answer.
 */
export function listDrawn(
  words: PhoneWords,
  heading: string,
  page: { items: readonly { id: number; name: string }[]; more: boolean },
  choices: UssdChoices,
): Drawn {
  return {
    heading,
    choices: page.items.map((item) => item.name),
    footer: page.more ? [words.more, words.back] : [words.back],
    choicesKept: { ...choices, listed: page.items.map((item) => item.id), more: page.more },
  };
}

/** Whole shillings as typed on a phone ("1500", "1,500"), or null. */
export function amountOf(input: string): number | null {
  const digits = input.replace(/[,\s]/g, "");
  return /^\d{1,7}$/.test(digits) ? Number(digits) : null;
}
