import type { UserInputError } from "../../errors.js";
import type { Untrusted } from "../../lib/validation.js";
import type { RegistrationProblem } from "../../site/form-problems.js";
import { RegistrationQuestionKind, type RegistrationSetup } from "./registration-setup.entity.js";
import { RegistrationPayment } from "./registration.entity.js";
import type { RegisterInput } from "./registration.inputs.js";

/*
 * The registration form's fields as a browser without JavaScript sends them, and back: the input
 * of RegistrationService.register, and the service's refusal as the field it is about. A staff
 * question's answer travels as `q-<its id>` (web/src/features/registrations/registration-setup.ts).
 */

/** What was typed, by the form's field names. */
export type FormValues = Record<string, string>;

const QUESTION_FIELD = "q-";

/** The form's fields as the service's input, and how the fee is to be paid. */
export function formToRegistration(
  eventId: string,
  values: FormValues,
): { input: Untrusted<RegisterInput>; payBy: RegistrationPayment } {
  const answers = Object.entries(values).flatMap(([field, answer]) =>
    field.startsWith(QUESTION_FIELD) && answer.trim() !== ""
      ? [{ questionId: field.slice(QUESTION_FIELD.length), answer }]
      : [],
  );
  return {
    input: {
      eventId,
      name: values.name ?? "",
      phone: values.phone ?? "",
      email: values.email || null,
      parishId: values.parishId || null,
      role: values.role || null,
      diet: values.diet || null,
      answers,
    },
    payBy:
      values.payBy === RegistrationPayment.PAYBILL ? RegistrationPayment.PAYBILL : RegistrationPayment.PROMPT,
  };
}

/** The service's field names that are a field of the form by another name, and what each says. */
const PROBLEM_OF_FIELD: Record<string, [string, RegistrationProblem]> = {
  name: ["name", "name"],
  phone: ["phone", "phone"],
  email: ["email", "email"],
  parishId: ["parishId", "parish"],
  role: ["role", "role"],
  diet: ["diet", "diet"],
  payBy: ["payBy", "pay-by"],
};

/**
 * Which field of the form the service's refusal is about, and what to say beside it: `form` for
 * the event's own (closed, full). A refusal of the answers as a whole names the first question
 * that the form got wrong: a required one left empty, or a choice that is not one of its own.
 */
export function problemsOf(
  error: UserInputError,
  setup: Pick<RegistrationSetup, "questions" | "capacity" | "placesTaken">,
  values: FormValues,
): Partial<Record<string, RegistrationProblem>> {
  const field = error.field ?? "";
  const known = PROBLEM_OF_FIELD[field];
  if (known) return { [known[0]]: known[1] };
  if (field.startsWith("answers")) return answerProblem(setup, values, field.slice("answers.".length));
  const full = setup.capacity !== null && setup.placesTaken >= setup.capacity;
  return { form: full ? "full" : "closed" };
}

function answerProblem(
  setup: Pick<RegistrationSetup, "questions">,
  values: FormValues,
  namedId: string,
): Partial<Record<string, RegistrationProblem>> {
  const typed = (id: string) => (values[`${QUESTION_FIELD}${id}`] ?? "").trim();
  const named = setup.questions.find((question) => question.id === namedId);
  const wrong =
    named ??
    setup.questions.find(
      (question) =>
        (question.required && typed(question.id) === "") ||
        (question.kind === RegistrationQuestionKind.CHOICE &&
          typed(question.id) !== "" &&
          !question.choices.includes(typed(question.id))),
    );
  if (!wrong) return { form: "answer" };
  const problem: RegistrationProblem =
    wrong.kind === RegistrationQuestionKind.CHOICE && typed(wrong.id) !== "" ? "choice" : "answer";
  return { [`${QUESTION_FIELD}${wrong.id}`]: problem };
}
