import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words.js";

/** Negative, not whole, too large, not a number at all. */
const OUT_OF_RANGE = [-1, -0.5, 1.5, 2_000_000_001, Number.NaN, Number.POSITIVE_INFINITY];

describe("amountInWords", () => {
  it.each([
    [0, "Zero Kenya shillings"],
    [1, "One Kenya shilling"],
    [13, "Thirteen Kenya shillings"],
    [19, "Nineteen Kenya shillings"],
    [21, "Twenty-one Kenya shillings"],
    [40, "Forty Kenya shillings"],
    [99, "Ninety-nine Kenya shillings"],
    [100, "One hundred Kenya shillings"],
    [101, "One hundred and one Kenya shillings"],
    [105, "One hundred and five Kenya shillings"],
    [110, "One hundred and ten Kenya shillings"],
    [999, "Nine hundred and ninety-nine Kenya shillings"],
    [1_000, "One thousand Kenya shillings"],
    [1_001, "One thousand and one Kenya shillings"],
    [2_005, "Two thousand and five Kenya shillings"],
    [10_000, "Ten thousand Kenya shillings"],
    [100_001, "One hundred thousand and one Kenya shillings"],
    [999_999, "Nine hundred and ninety-nine thousand, nine hundred and ninety-nine Kenya shillings"],
    [1_000_000, "One million Kenya shillings"],
    [1_000_050, "One million and fifty Kenya shillings"],
    [1_250_305, "One million, two hundred and fifty thousand, three hundred and five Kenya shillings"],
    [600_000_000, "Six hundred million Kenya shillings"],
    [2_000_000_000, "Two billion Kenya shillings"],
  ])("writes %i as %j", (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it.each(OUT_OF_RANGE)("refuses %d with a RangeError", (amount) => {
    expect(() => amountInWords(amount)).toThrow(RangeError);
  });
});
