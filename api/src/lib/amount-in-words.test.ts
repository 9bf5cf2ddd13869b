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

describe("amountInWords in Kiswahili", () => {
  it.each([
    [0, "Shilingi sifuri"],
    [1, "Shilingi moja"],
    [10, "Shilingi kumi"],
    [11, "Shilingi kumi na moja"],
    [20, "Shilingi ishirini"],
    [21, "Shilingi ishirini na moja"],
    [99, "Shilingi tisini na tisa"],
    [100, "Shilingi mia moja"],
    [101, "Shilingi mia moja na moja"],
    [110, "Shilingi mia moja na kumi"],
    [111, "Shilingi mia moja kumi na moja"],
    [125, "Shilingi mia moja ishirini na tano"],
    [999, "Shilingi mia tisa tisini na tisa"],
    [1_000, "Shilingi elfu moja"],
    [1_001, "Shilingi elfu moja na moja"],
    [1_500, "Shilingi elfu moja, mia tano"],
    [2_500, "Shilingi elfu mbili, mia tano"],
    [2_005, "Shilingi elfu mbili na tano"],
    [10_000, "Shilingi elfu kumi"],
    [100_000, "Shilingi elfu mia moja"],
    // M-Pesa's limit for one payment, the largest gift.
    [250_000, "Shilingi elfu mia mbili na hamsini"],
    [999_999, "Shilingi elfu mia tisa tisini na tisa, mia tisa tisini na tisa"],
    [1_000_000, "Shilingi milioni moja"],
    [1_000_050, "Shilingi milioni moja na hamsini"],
    [18_750_000, "Shilingi milioni kumi na nane, elfu mia saba na hamsini"],
    [600_000_000, "Shilingi milioni mia sita"],
    [2_000_000_000, "Shilingi bilioni mbili"],
  ])("writes %i as %j", (amount, words) => {
    expect(amountInWords(amount, "sw")).toBe(words);
  });

  it.each(OUT_OF_RANGE)("refuses %d with a RangeError", (amount) => {
    expect(() => amountInWords(amount, "sw")).toThrow(RangeError);
  });
});
