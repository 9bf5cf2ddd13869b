import { useCallback, useEffect, useRef, useState } from "react";
import {
  newCheckIn,
  storedList,
  storedQueue,
  storeList,
  storeQueue,
  withAnswers,
  withoutAnswered,
  type CheckInAnswer,
  type DoorList,
  type DoorRegistrant,
  type QueuedCheckIn,
} from "./check-in-queue";

/** How often check-ins still waiting are tried again, besides when the phone says it is back online. */
export const RETRY_MS = 15_000;
/** The most check-ins one request carries (the API's MAX_CHECK_INS). */
const SENT_AT_ONCE = 200;

export interface CheckInDoorParts {
  /** The event's title and confirmed registrants, every page of them. */
  load: () => Promise<DoorList>;
  /** Sends check-ins; rejects when the server could not be reached or refused them all. */
  send: (checkIns: QueuedCheckIn[]) => Promise<CheckInAnswer[]>;
}

/**
 * The check-in door of one event: its registrants and the check-ins waiting to be sent, both kept
 * in localStorage (check-in-queue.ts). A check-in is queued first and then sent; the queue is sent
 * again when the phone comes back online and every RETRY_MS, one request at a time.
 */
export function useCheckInDoor(eventId: string, parts: CheckInDoorParts) {
  // The latest parts, without reloading the list or resetting the timer when a caller makes new ones.
  const latest = useRef(parts);
  useEffect(() => {
    latest.current = parts;
  });
  const [list, setList] = useState<DoorList>(() => storedList(eventId));
  const [queue, setQueue] = useState<QueuedCheckIn[]>(() => storedQueue(eventId));
  const [loaded, setLoaded] = useState<"stored" | "fresh" | "failed">("stored");
  // The truth between renders: a flush and a tap may change the queue within one render.
  const queueRef = useRef(queue);
  const sending = useRef(false);

  const changeQueue = useCallback(
    (change: (current: QueuedCheckIn[]) => QueuedCheckIn[]) => {
      queueRef.current = change(queueRef.current);
      storeQueue(eventId, queueRef.current);
      setQueue(queueRef.current);
    },
    [eventId],
  );
  const changeList = useCallback(
    (change: (current: DoorList) => DoorList) =>
      setList((current) => {
        const next = change(current);
        storeList(eventId, next);
        return next;
      }),
    [eventId],
  );

  const flush = useCallback(async () => {
    if (sending.current || queueRef.current.length === 0 || !navigator.onLine) return;
    sending.current = true;
    try {
      const answers = await latest.current.send(queueRef.current.slice(0, SENT_AT_ONCE));
      changeQueue((current) => withoutAnswered(current, answers));
      changeList((current) => ({ ...current, registrants: withAnswers(current.registrants, answers) }));
    } catch {
      // No connection, or the server failed: the queue stays, and is tried again.
    } finally {
      sending.current = false;
    }
  }, [changeQueue, changeList]);

  useEffect(() => {
    let stopped = false;
    latest.current.load().then(
      (fresh) => {
        if (stopped) return;
        changeList(() => fresh);
        setLoaded("fresh");
      },
      () => {
        if (!stopped) setLoaded("failed");
      },
    );
    return () => {
      stopped = true;
    };
  }, [changeList]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener("online", online);
    const timer = window.setInterval(online, RETRY_MS);
    return () => {
      window.removeEventListener("online", online);
      window.clearInterval(timer);
    };
  }, [flush]);

  const checkIn = useCallback(
    (registrant: DoorRegistrant) => {
      if (registrant.checkedInAt || queueRef.current.some((item) => item.registrationId === registrant.id))
        return;
      changeQueue((current) => [...current, newCheckIn(registrant.id, new Date())]);
      void flush();
    },
    [changeQueue, flush],
  );

  return { title: list.title, registrants: list.registrants, queue, loaded, checkIn, flush };
}
