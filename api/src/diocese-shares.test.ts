import { describe, expect, it } from "vitest";
import { DioceseShares } from "./diocese-shares.js";

const KAKAMEGA = 1;
const MUMIAS = 2;
const BUTERE = 3;

/** Requests entered in order, each noting when its turn came. */
function enterAll(shares: DioceseShares, dioceses: number[]) {
  const served: string[] = [];
  const refused: string[] = [];
  dioceses.forEach((diocese, index) => {
    void shares.enter(diocese).then((entered) => (entered ? served : refused).push(`${diocese}#${index}`));
  });
  return { served, refused };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("each diocese's share of an instance", () => {
  it("works on requests at once while there is room", async () => {
    const shares = new DioceseShares(4, 10);
    const { served } = enterAll(shares, [KAKAMEGA, MUMIAS, KAKAMEGA]);
    await settle();
    expect(served).toEqual(["1#0", "2#1", "1#2"]);
    expect(shares.waiting).toBe(0);
  });

  it("takes the next waiting request from the dioceses in turn, not in the order they came", async () => {
    const shares = new DioceseShares(2, 100);
    // A flood at Kakamega's host, then one visitor each of Mumias and Butere.
    const flood = Array.from({ length: 20 }, () => KAKAMEGA);
    const { served } = enterAll(shares, [...flood, MUMIAS, BUTERE]);
    await settle();
    expect(served).toEqual(["1#0", "1#1"]);
    expect(shares.waiting).toBe(20);

    for (let ended = 0; ended < 4; ended++) shares.leave();
    await settle();
    // Kakamega's next, then Mumias's and Butere's, then Kakamega's again: one each in turn.
    expect(served.slice(2)).toEqual(["1#2", "2#20", "3#21", "1#3"]);
    expect(shares.waiting).toBe(16);
  });

  it("refuses a diocese's request once its own line is full, and no other diocese's", async () => {
    const shares = new DioceseShares(1, 3);
    const { served, refused } = enterAll(shares, [KAKAMEGA, KAKAMEGA, KAKAMEGA, KAKAMEGA, KAKAMEGA, MUMIAS]);
    await settle();
    expect(served).toEqual(["1#0"]);
    expect(refused).toEqual(["1#4"]);
    expect(shares.waiting).toBe(4);

    for (let ended = 0; ended < 5; ended++) shares.leave();
    await settle();
    expect(served).toEqual(["1#0", "1#1", "2#5", "1#2", "1#3"]);
    expect(shares.waiting).toBe(0);
  });

  it("gives its room back as requests end, so that a later one is worked on at once", async () => {
    const shares = new DioceseShares(2, 10);
    const first = enterAll(shares, [KAKAMEGA, KAKAMEGA, KAKAMEGA]);
    await settle();
    for (let ended = 0; ended < 3; ended++) shares.leave();
    const later = enterAll(shares, [MUMIAS, MUMIAS]);
    await settle();
    expect(first.served).toHaveLength(3);
    expect(later.served).toEqual(["2#0", "2#1"]);
    expect(shares.waiting).toBe(0);
  });
});
