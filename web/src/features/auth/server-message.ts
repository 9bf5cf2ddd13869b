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

export type PasswordRefusal = {
  message: string;
  /** The field the refusal is about, to show it there; "form" when it is about neither. */
  field: "currentPassword" | "newPassword" | "form";
};

/**
 * Sorts a refused password change. The API gives no field with its BAD_USER_INPUT errors, but
 * each message names the password it is about ("The current password is not correct", "The new
 * password must have at least 8 characters"); any other error, such as an expired code or link,
 * is about the form as a whole.
 */
export function passwordRefusal(error: unknown): PasswordRefusal {
  const message = serverMessage(error);
  const badInput = CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === "BAD_USER_INPUT";
  if (badInput && /current password/i.test(message)) return { message, field: "currentPassword" };
  if (badInput && /password/i.test(message)) return { message, field: "newPassword" };
  return { message, field: "form" };
}
