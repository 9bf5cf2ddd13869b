import type {
  RegistrationAudience,
  RegistrationQuestionKind,
  RegistrationSetupFieldsFragment,
  RegistrationSetupInput,
} from "../gql/graphql";

/** One staff-defined question as the form edits it: choices one per line. */
export interface QuestionValues {
  /** The saved question's id (its answers stay its own); null for a new one. */
  id: string | null;
  label: string;
  labelSw: string;
  kind: RegistrationQuestionKind;
  choices: string;
  required: boolean;
}

/** The form's values, as typed: numbers and the closing moment as text. */
export interface SetupValues {
  open: boolean;
  whoMayRegister: RegistrationAudience;
  feeKes: string;
  capacity: string;
  waitingList: boolean;
  /** "YYYY-MM-DDTHH:mm" in Kakamega, as a datetime-local input gives it. */
  closesAt: string;
  askParish: boolean;
  askRole: boolean;
  askDiet: boolean;
  questions: QuestionValues[];
  hoursToPayOffer: string;
}

/** Kakamega keeps UTC+3 all year. */
const KAKAMEGA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** A moment as a datetime-local value in Kakamega. */
export function kakamegaLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + KAKAMEGA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value in Kakamega as the moment it names. */
export const fromKakamegaLocal = (local: string): string => new Date(`${local}:00+03:00`).toISOString();

export const newQuestion = (): QuestionValues => ({
  id: null,
  label: "",
  labelSw: "",
  kind: "TEXT",
  choices: "",
  required: false,
});

/** The form's first values: the saved setup's, or a new setup's closing the day before the event at 18:00. */
export function setupValues(
  saved: RegistrationSetupFieldsFragment | null | undefined,
  eventDate: string,
): SetupValues {
  if (!saved) {
    const dayBefore = new Date(Date.parse(`${eventDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    return {
      open: true,
      whoMayRegister: "ANYONE",
      feeKes: "0",
      capacity: "",
      waitingList: true,
      closesAt: `${dayBefore}T18:00`,
      askParish: false,
      askRole: false,
      askDiet: false,
      questions: [],
      hoursToPayOffer: "24",
    };
  }
  return {
    open: saved.open,
    whoMayRegister: saved.whoMayRegister,
    feeKes: String(saved.feeKes),
    capacity: saved.capacity == null ? "" : String(saved.capacity),
    waitingList: saved.waitingList,
    closesAt: kakamegaLocal(saved.closesAt),
    askParish: saved.askParish,
    askRole: saved.askRole,
    askDiet: saved.askDiet,
    questions: saved.questions.map((question) => ({
      id: question.id,
      label: question.label,
      labelSw: question.labelSw ?? "",
      kind: question.kind,
      choices: question.choices.join("\n"),
      required: question.required,
    })),
    hoursToPayOffer: String(saved.hoursToPayOffer),
  };
}

/**
 * What the form sends: numbers as numbers (the API says what is wrong with one that is not), no
 * limit as null, the choices of a CHOICE question one per line, blank lines left out.
 */
export function setupInput(values: SetupValues): RegistrationSetupInput {
  const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
  return {
    open: values.open,
    whoMayRegister: values.whoMayRegister,
    feeKes: number(values.feeKes),
    capacity: values.capacity.trim() === "" ? null : number(values.capacity),
    waitingList: values.waitingList,
    closesAt: fromKakamegaLocal(values.closesAt),
    // Delegates of a parish name their parish: the API asks it of them whatever the box says.
    askParish: values.askParish || values.whoMayRegister === "PARISH_DELEGATES",
    askRole: values.askRole,
    askDiet: values.askDiet,
    questions: values.questions.map((question) => ({
      id: question.id,
      label: question.label.trim(),
      labelSw: question.labelSw.trim() || null,
      kind: question.kind,
      choices:
        question.kind === "CHOICE"
          ? question.choices
              .split("\n")
              .map((choice) => choice.trim())
              .filter(Boolean)
          : [],
      required: question.required,
    })),
    hoursToPayOffer: number(values.hoursToPayOffer),
  };
}
