import { randomBytes, randomInt } from "node:crypto";
import { UserInputError } from "../../errors.js";
import { isOneLine } from "../../lib/validation.js";
import type { Event } from "../event/event.entity.js";
import {
  RegistrationAudience,
  RegistrationQuestionKind,
  type RegistrationQuestion,
  type RegistrationSetup,
} from "./registration-setup.entity.js";
import { MAX_CHOICES, type RegisterInput, type RegistrationQuestionInput } from "./registration.inputs.js";

/** The letters of a door code: none that looks like another (no B/8, I/1, O/0, S/5, Z/2). */
export const CODE_LETTERS = "ACDEFGHJKLMNPQRTUVWXY3479";
export const CODE_LENGTH = 6;
const LABEL_MAX = 200;
const ANSWER_MAX = 500;

/** A new door code, at random. */
export function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join("");
}

/** A registrant's unguessable key to their own page: 32 random bytes. */
export const newRegistrationToken = () => randomBytes(32).toString("base64url");

/** When the event (of one day: a repeating one takes no registrations) begins, in Kakamega's time. */
export function eventStartsAt(event: Pick<Event, "date" | "startTime">): Date {
  return new Date(
    `${event.date}T${event.startTime.length === 5 ? `${event.startTime}:00` : event.startTime}+03:00`,
  );
}

function requireLine(value: unknown, field: string, max: number, required: boolean): string | null {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
    if (required) throw new UserInputError(`${field} must be given`, field);
    return null;
  }
  if (typeof value !== "string" || !isOneLine(value))
    throw new UserInputError(`${field} must be one line of text`, field);
  const text = value.trim();
  if (text.length > max) throw new UserInputError(`${field} must have at most ${max} characters`, field);
  return text;
}

/** Staff's questions as they are kept: each with an id (a new one gets q1, q2...), checked. */
export function checkedQuestions(inputs: readonly RegistrationQuestionInput[]): RegistrationQuestion[] {
  const ids = new Set<string>();
  const kept = inputs.map((input, index) => {
    const where = `questions[${index}]`;
    const label = requireLine(input.label, `${where}.label`, LABEL_MAX, true)!;
    const kind = input.kind;
    if (!Object.values(RegistrationQuestionKind).includes(kind)) {
      throw new UserInputError(`${where}.kind must be TEXT or CHOICE`, "questions");
    }
    const choices = (input.choices ?? []).map((choice, at) =>
      requireLine(choice, `${where}.choices[${at}]`, LABEL_MAX, true)!,
    );
    if (kind === RegistrationQuestionKind.CHOICE && (choices.length < 2 || choices.length > MAX_CHOICES)) {
      throw new UserInputError(`${where} must offer from 2 to ${MAX_CHOICES} choices`, "questions");
    }
    const id = requireLine(input.id, `${where}.id`, 20, false);
    if (id !== null && ids.has(id)) throw new UserInputError(`${where}.id is given twice`, "questions");
    if (id !== null) ids.add(id);
    return {
      id: id ?? "",
      label,
      labelSw: requireLine(input.labelSw, `${where}.labelSw`, LABEL_MAX, false),
      kind,
      choices: kind === RegistrationQuestionKind.CHOICE ? choices : [],
      required: input.required === true,
    };
  });
  let next = 1;
  for (const question of kept) {
    if (question.id) continue;
    while (ids.has(`q${next}`)) next++;
    question.id = `q${next}`;
    ids.add(question.id);
  }
  return kept;
}

/** What a registrant gave, checked against what the event's form asks. */
export interface RegistrantDetails {
  parishId: number | null;
  role: RegisterInput["role"] | null;
  diet: string | null;
  answers: Record<string, string>;
}

/** The form's fields the event asks, from what the registrant sent (unknown parishes are the caller's to check). */
export function checkedDetails(setup: RegistrationSetup, input: RegisterInput): RegistrantDetails {
  const delegates = setup.whoMayRegister === RegistrationAudience.PARISH_DELEGATES;
  const parishId = setup.askParish || delegates ? (input.parishId ?? null) : null;
  if (delegates && parishId === null) {
    throw new UserInputError("parishId must be given: only delegates of a parish may register", "parishId");
  }
  const role = setup.askRole ? (input.role ?? null) : null;
  if (setup.askRole && role === null) throw new UserInputError("role must be given", "role");
  return {
    parishId: parishId === null ? null : Number(parishId),
    role,
    diet: setup.askDiet ? input.diet?.trim() || null : null,
    answers: checkedAnswers(setup.questions, input.answers ?? []),
  };
}

function checkedAnswers(
  questions: readonly RegistrationQuestion[],
  given: readonly { questionId?: unknown; answer?: unknown }[],
): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const answer of given) {
    const question = questions.find((asked) => asked.id === answer.questionId);
    if (!question) throw new UserInputError(`answers name a question the form does not ask`, "answers");
    const text = requireLine(answer.answer, `answers.${question.id}`, ANSWER_MAX, false);
    if (text === null) continue;
    if (question.kind === RegistrationQuestionKind.CHOICE && !question.choices.includes(text)) {
      throw new UserInputError(
        `"${question.label}" must be one of: ${question.choices.join(", ")}`,
        "answers",
      );
    }
    answers[question.id] = text;
  }
  const missing = questions.find((question) => question.required && !(question.id in answers));
  if (missing) throw new UserInputError(`"${missing.label}" must be answered`, "answers");
  return answers;
}
