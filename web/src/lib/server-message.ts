import { CombinedGraphQLErrors } from "@apollo/client";

const UNREACHABLE = "We could not reach the server. Check your connection and try again.";

/**
 * What to tell the member of staff when a call fails: the server's own message (it is written
 * for them, and says for instance until when an account is locked), or, when no answer came,
 * that the connection failed.
 */
export function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) return error.errors[0].message;
  return UNREACHABLE;
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
