/*
 * An event's registrations as the public pages read them (the API's RegistrationSetup, public
 * fields): whether they are open, full or closed, and the form's fields.
 */

/** A staff-defined question, with its label in the page's language. */
export interface RegistrationQuestion {
  id: string;
  label: string;
  kind: "TEXT" | "CHOICE";
  choices: readonly string[];
  required: boolean;
}

/** What the form and the event's summary need of an event's registrations. */
export interface RegistrationFormSetup {
  audience: "ANYONE" | "PARISH_DELEGATES";
  feeKes: number;
  /** Null when there is no limit. */
  placesLeft: number | null;
  closesAt: string;
  /** No place is left: whoever registers joins the waiting list. */
  full: boolean;
  askParish: boolean;
  askRole: boolean;
  askDiet: boolean;
  questions: readonly RegistrationQuestion[];
}

/** The roles a registrant may come as, with their words (named in full, for check:messages). */
export const REGISTRATION_ROLES = [
  ["DELEGATE", "registrations.roles.DELEGATE"],
  ["OBSERVER", "registrations.roles.OBSERVER"],
  ["CLERGY", "registrations.roles.CLERGY"],
  ["YOUTH", "registrations.roles.YOUTH"],
  ["OTHER", "registrations.roles.OTHER"],
] as const;

/** The form's field of a staff-defined question: `q-` and the question's id. */
export const questionField = (questionId: string) => `q-${questionId}`;

/** A moment (closing time, until when a place is held) as Kakamega's clock shows it, in the page's locale. */
export function formatMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: "Africa/Nairobi",
    weekday: "short",
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** How an event's registrations stand now: taking them, full (the waiting list), or closed. */
export type RegistrationState = "open" | "full" | "closed";

export function registrationState(
  setup: { open: boolean; closesAt: string; placesLeft: number | null; waitingList: boolean },
  now: Date = new Date(),
): RegistrationState {
  // The API closes registrations at the event's start at the latest: closesAt is never after it.
  if (!setup.open || new Date(setup.closesAt).getTime() <= now.getTime()) return "closed";
  if (setup.placesLeft === 0) return setup.waitingList ? "full" : "closed";
  return "open";
}
