/**
 * What a donor is told of a prompt that did not end in payment, by M-Pesa's result code: plain
 * words, what happened and what to do. Nothing was taken in any of these.
 */
const FAILURES: Record<number, string> = {
  1032: "You cancelled the M-Pesa prompt, so nothing was taken. You can try again.",
  1037: "M-Pesa could not reach your phone. Check that it is on and has a signal, then try again.",
  1019: "The M-Pesa prompt expired before the PIN was entered. Nothing was taken; you can try again.",
  1025: "M-Pesa could not send the prompt to your phone. Nothing was taken; please try again.",
  2001: "The M-Pesa PIN entered was wrong, so nothing was taken. Try again, entering your PIN with care.",
  1: "Your M-Pesa balance was not enough for this gift, so nothing was taken. You can give a smaller amount.",
};

/** Whether a result code ends a prompt unpaid (the status query's other codes may mean "not yet"). */
export const isFinalFailure = (resultCode: number) => resultCode in FAILURES || FINAL_ELSE.has(resultCode);
/** Other codes M-Pesa gives for a prompt that has ended unpaid. */
const FINAL_ELSE = new Set([1001, 2006, 2028, 2029, 9999]);

/** Daraja's refusal of a prompt when the donor's phone is in another M-Pesa payment. */
export const SUBSCRIBER_LOCKED = "500.001.1001";

export const LOCKED_MESSAGE =
  "M-Pesa is busy with another payment on your phone. Finish or cancel it, then try again in a minute.";
/** What the site says of a prompt M-Pesa never answered: it cannot know that nothing was taken. */
export const NO_ANSWER_MESSAGE =
  "M-Pesa has not told us how this payment ended. If money was taken from your M-Pesa, this page will show your gift as soon as M-Pesa tells us; the diocese's treasurer can also check it.";
export const UNREACHABLE_MESSAGE =
  "M-Pesa could not be reached just now, so no prompt was sent and nothing was taken. Please try again in a few minutes.";

export function failureMessage(resultCode: number | null, resultDescription: string | null): string {
  if (resultCode !== null && FAILURES[resultCode]) return FAILURES[resultCode];
  if (resultDescription === LOCKED_MESSAGE || resultDescription === UNREACHABLE_MESSAGE)
    return resultDescription;
  return "M-Pesa did not complete the payment, so nothing was taken. You can try again.";
}
