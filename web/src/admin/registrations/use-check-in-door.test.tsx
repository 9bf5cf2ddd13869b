import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckInAnswer, DoorList, QueuedCheckIn } from "./check-in-queue";
import { RETRY_MS, useCheckInDoor } from "./use-check-in-door";

/*
 * The door's queue on a phone whose connection comes and goes: check-ins made offline wait in
 * localStorage, are sent once it is back, leave the queue only when answered, and are never sent
 * again once answered. The server here is a stand-in that answers as the API does (each key and
 * each registration once) and can be switched off, as a dropped connection does.
 */

const EVENT = "7";
const list: DoorList = {
  title: "KAYO Youth Camp",
  registrants: [
    { id: "1", code: "ACD347", name: "Faith Atieno", checkedInAt: null },
    { id: "2", code: "HJK779", name: "Brian Wekesa", checkedInAt: null },
  ],
};

let online = true;
let reachable = true;
let received: QueuedCheckIn[][] = [];

/** The phone's storage, of its own here: the whole web suite's jsdom may offer none. */
class PhoneStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

beforeEach(() => {
  vi.stubGlobal("localStorage", new PhoneStorage());
  online = true;
  reachable = true;
  received = [];
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Answers as the API does: a registration's first key checks it in; a later key is ALREADY_CHECKED_IN. */
function server() {
  const checkedIn = new Map<string, { key: string; at: string }>();
  return async (checkIns: QueuedCheckIn[]): Promise<CheckInAnswer[]> => {
    if (!reachable) throw new Error("Failed to fetch");
    received.push(checkIns);
    return checkIns.map((item) => {
      const before = checkedIn.get(item.registrationId);
      if (!before) checkedIn.set(item.registrationId, { key: item.key, at: item.at });
      const first = checkedIn.get(item.registrationId)!;
      return {
        key: item.key,
        registrationId: item.registrationId,
        outcome: first.key === item.key ? "CHECKED_IN" : "ALREADY_CHECKED_IN",
        checkedInAt: first.at,
      };
    });
  };
}

function renderDoor(send = server()) {
  return renderHook(() =>
    useCheckInDoor(EVENT, {
      load: async () => (reachable ? list : Promise.reject(new Error("offline"))),
      send,
    }),
  );
}

describe("the door's queue of check-ins", () => {
  it("keeps check-ins made offline, shown as waiting, and sends them once when the phone is back online", async () => {
    const send = server();
    const door = renderDoor(send);
    await waitFor(() => expect(door.result.current.loaded).toBe("fresh"));
    online = false;
    reachable = false;
    act(() => door.result.current.checkIn(door.result.current.registrants[0]!));
    act(() => door.result.current.checkIn(door.result.current.registrants[1]!));
    expect(door.result.current.queue.map((item) => item.registrationId)).toEqual(["1", "2"]);
    expect(JSON.parse(localStorage.getItem(`checkIn:${EVENT}:queue`)!)).toHaveLength(2);
    expect(received).toEqual([]);

    online = true;
    reachable = true;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(door.result.current.queue).toEqual([]));
    expect(received).toHaveLength(1);
    expect(received[0]!.map((item) => item.registrationId)).toEqual(["1", "2"]);
    expect(door.result.current.registrants.every((registrant) => registrant.checkedInAt !== null)).toBe(true);
    expect(localStorage.getItem(`checkIn:${EVENT}:queue`)).toBe("[]");

    // Nothing answered is sent again, whatever wakes the queue.
    await act(async () => {
      window.dispatchEvent(new Event("online"));
      await door.result.current.flush();
    });
    expect(received).toHaveLength(1);
  });

  it("keeps a check-in whose request failed, tries it again on the timer, and never checks anyone in twice", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const door = renderDoor();
      await waitFor(() => expect(door.result.current.loaded).toBe("fresh"));
      reachable = false;
      await act(async () => door.result.current.checkIn(door.result.current.registrants[0]!));
      expect(door.result.current.queue).toHaveLength(1);
      // A second tap on the same person adds nothing while the first waits.
      await act(async () => door.result.current.checkIn(door.result.current.registrants[0]!));
      expect(door.result.current.queue).toHaveLength(1);
      reachable = true;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(RETRY_MS);
      });
      await waitFor(() => expect(door.result.current.queue).toEqual([]));
      expect(received.flat().map((item) => item.registrationId)).toEqual(["1"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads back the queue and the list after a reload, offline, and sends the queue once online", async () => {
    const first = renderDoor();
    await waitFor(() => expect(first.result.current.loaded).toBe("fresh"));
    online = false;
    reachable = false;
    act(() => first.result.current.checkIn(first.result.current.registrants[1]!));
    first.unmount();

    const reloaded = renderDoor();
    await waitFor(() => expect(reloaded.result.current.loaded).toBe("failed"));
    expect(reloaded.result.current.title).toBe("KAYO Youth Camp");
    expect(reloaded.result.current.registrants.map((registrant) => registrant.name)).toEqual([
      "Faith Atieno",
      "Brian Wekesa",
    ]);
    expect(reloaded.result.current.queue.map((item) => item.registrationId)).toEqual(["2"]);
    online = true;
    reachable = true;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(reloaded.result.current.queue).toEqual([]));
    expect(received.flat().map((item) => item.registrationId)).toEqual(["2"]);
  });
});
