/**
 * The door's memory on the phone (docs/engineers/check-in-offline.md): the event's confirmed
 * registrants, kept when loaded so that a search works without a connection, and the check-ins
 * not yet answered by the server, each with its own random key. A check-in leaves the queue only
 * once the server has answered it (CHECKED_IN, ALREADY_CHECKED_IN, NOT_CONFIRMED or UNKNOWN), so a
 * reload, a lost answer or a closed tab loses none; the server counts a key once, so sending one
 * again (its answer lost) checks no one in twice.
 */

/** One confirmed registrant as the door's list keeps them. */
export interface DoorRegistrant {
  id: string;
  code: string;
  name: string;
  checkedInAt: string | null;
}

/** A check-in made on this phone and not yet answered by the server. */
export interface QueuedCheckIn {
  key: string;
  registrationId: string;
  at: string;
}

/** What the server answered of one check-in (the API's CheckInResult). */
export interface CheckInAnswer {
  key: string;
  registrationId: string | null;
  outcome: "CHECKED_IN" | "ALREADY_CHECKED_IN" | "NOT_CONFIRMED" | "UNKNOWN";
  checkedInAt: string | null;
}

/** What the door loads of an event: its title and its confirmed registrants. */
export interface DoorList {
  title: string;
  registrants: DoorRegistrant[];
}

const listKey = (eventId: string) => `checkIn:${eventId}:list`;
const queueKey = (eventId: string) => `checkIn:${eventId}:queue`;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    // Storage switched off (a private window) or a value of an older version: start afresh.
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or switched off: the check-ins stay in the page's memory and are sent from there.
  }
}

export const storedList = (eventId: string): DoorList =>
  read(listKey(eventId), { title: "", registrants: [] });
export const storeList = (eventId: string, list: DoorList): void => write(listKey(eventId), list);
export const storedQueue = (eventId: string): QueuedCheckIn[] => read(queueKey(eventId), []);
export const storeQueue = (eventId: string, queue: QueuedCheckIn[]): void => write(queueKey(eventId), queue);

/** A new check-in of a registrant, with the random key that makes it count once. */
export const newCheckIn = (registrationId: string, at: Date): QueuedCheckIn => ({
  key: crypto.randomUUID(),
  registrationId,
  at: at.toISOString(),
});

/** The queue without the check-ins the server answered. */
export const withoutAnswered = (queue: QueuedCheckIn[], answers: CheckInAnswer[]): QueuedCheckIn[] => {
  const answered = new Set(answers.map((answer) => answer.key));
  return queue.filter((item) => !answered.has(item.key));
};

/** The list with what the server answered: who is checked in, and since when. */
export function withAnswers(registrants: DoorRegistrant[], answers: CheckInAnswer[]): DoorRegistrant[] {
  const checkedIn = new Map<string, string>();
  for (const answer of answers) {
    const done = answer.outcome === "CHECKED_IN" || answer.outcome === "ALREADY_CHECKED_IN";
    if (done && answer.registrationId && answer.checkedInAt)
      checkedIn.set(answer.registrationId, answer.checkedInAt);
  }
  return registrants.map((registrant) =>
    checkedIn.has(registrant.id) ? { ...registrant, checkedInAt: checkedIn.get(registrant.id)! } : registrant,
  );
}

/** The registrants a search finds: by code (its start) or by any part of the name, case aside. */
export function searchRegistrants(registrants: DoorRegistrant[], search: string): DoorRegistrant[] {
  const words = search.trim().toLowerCase();
  if (!words) return registrants;
  const code = words.replace(/\s+/g, "").toUpperCase();
  return registrants.filter(
    (registrant) => registrant.code.startsWith(code) || registrant.name.toLowerCase().includes(words),
  );
}
