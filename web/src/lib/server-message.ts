import { CombinedGraphQLErrors } from "@apollo/client";

const UNREACHABLE = "We could not reach the server. Check your connection and try again.";

/**
 * What to tell the member of staff when a call fails: the server's own message (it says for
 * instance until when an account is locked), in plain words, or, when no answer came, that the
 * connection failed.
 */
export function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) return plainWords(error.errors[0].message);
  return UNREACHABLE;
}

/** The input fields a refusal starts by naming, for integrators: "name, archdeaconryId: ". */
const NAMED_FIELDS = /^[a-z][A-Za-z0-9]*(?:, [a-z][A-Za-z0-9]*)*: /;
/** The row of a list a refusal is about ("services[2]: "), which a form reads to show it there. */
const ROW = /^[a-z][A-Za-z0-9]*\[\d+\]: /;
/**
 * An input field's name in camel case, a word of its own: "endTime must be after startTime".
 * (No lookbehind, which older Safari cannot parse.) An address such as "maryAtieno@..." is no
 * word of its own, so it is left alone.
 */
const CAMEL_CASE_FIELD = /(^|\s)([a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+)(?=[\s,.;:)]|$)/g;

/** A first word to write with a capital: a word alone, not an address or a name such as "maryatieno@...". */
const FIRST_WORD = /^[a-z]+(?=[\s,:]|$)/;

/** A field's name as words: "startTime" is "start time"; "archdeaconryId" and "amountKes" the thing itself. */
const inWords = (field: string) =>
  field.replace(/(Id|Kes)$/, "").replace(/[A-Z]/g, (capital) => ` ${capital.toLowerCase()}`);

/**
 * The API's message in the words staff use. Its messages are written for integrators too, so
 * they name the GraphQL input's fields: a refusal may start with the fields it is about, and a
 * rule's message names its field. Staff see the message beside the field or the form it is
 * about, so the names that open a refusal are left out and the others written as words; a row's
 * address is kept for the form to place the message at its row. Each of the API's messages
 * ("; " between them) is read alone.
 */
export function plainWords(message: string): string {
  return message
    .split("; ")
    .map((part, index) => {
      const row = ROW.exec(part)?.[0] ?? "";
      const words = part
        .slice(row.length)
        .replace(NAMED_FIELDS, "")
        .replace(CAMEL_CASE_FIELD, (_, space: string, field: string) => space + inWords(field));
      const capital = index === 0 && FIRST_WORD.test(words);
      return row + (capital ? words.charAt(0).toUpperCase() + words.slice(1) : words);
    })
    .join("; ");
}

/**
 * The input field a refusal is about, as the GraphQL input spells it (`title`, `newPassword`...):
 * the API names it in `extensions.field` of a BAD_USER_INPUT error. Null when it names none.
 */
export function refusedField(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  if (extensions?.code !== "BAD_USER_INPUT" || typeof extensions.field !== "string") return null;
  return extensions.field;
}

export type PasswordRefusal = {
  message: string;
  /** The field the refusal is about, to show it there; "form" when it is about neither. */
  field: "currentPassword" | "newPassword" | "form";
};

/** Sorts a refused password change by the field the API names; an expired code or link is about the form. */
export function passwordRefusal(error: unknown): PasswordRefusal {
  const message = serverMessage(error);
  const field = refusedField(error);
  if (field === "currentPassword" || field === "newPassword") return { message, field };
  return { message, field: "form" };
}
