import type { Language } from "../site/languages.js";

/**
 * An amount of money in words, as a receipt writes it beside the figures: "KES 1,250" can be
 * changed to "KES 7,250" with a stroke of a pen, "One thousand, two hundred and fifty Kenya
 * shillings" cannot be altered without it showing. In English or in Kiswahili.
 */

export const AMOUNT_IN_WORDS_MAX = 2_000_000_000;

const UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** The groups of three digits, largest first, with their names. */
const SCALES = [
  { value: 1_000_000_000, name: "billion" },
  { value: 1_000_000, name: "million" },
  { value: 1_000, name: "thousand" },
  { value: 1, name: "" },
];

/** 1 to 99: "seven", "fourteen", "forty", "ninety-nine". */
function underHundred(n: number): string {
  if (n < 20) return UNITS[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}-${UNITS[n % 10]}`;
}

/** 1 to 999, the British way: "one hundred", "one hundred and five", "twenty-one". */
function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return underHundred(rest);
  const words = `${UNITS[hundreds]} hundred`;
  return rest === 0 ? words : `${words} and ${underHundred(rest)}`;
}

/**
 * A whole number of Kenya shillings, 0 to 2,000,000,000, in words in a language (English unless
 * said): see `inEnglish` and `inKiswahili`.
 *
 * @throws RangeError for an amount that is negative, not a whole number or above the maximum.
 */
export function amountInWords(amountKes: number, language: Language = "en"): string {
  if (!Number.isInteger(amountKes) || amountKes < 0 || amountKes > AMOUNT_IN_WORDS_MAX) {
    throw new RangeError(`Not a whole number of shillings from 0 to ${AMOUNT_IN_WORDS_MAX}: ${amountKes}`);
  }
  const words = language === "sw" ? inKiswahili(amountKes) : inEnglish(amountKes);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/**
 * British English: 1_250_305 is "one million, two hundred and fifty thousand, three hundred and
 * five Kenya shillings", 2_005 is "two thousand and five Kenya shillings".
 */
function inEnglish(amountKes: number): string {
  let words = amountKes === 0 ? "zero" : "";
  let remainder = amountKes;
  for (const scale of SCALES) {
    const group = Math.floor(remainder / scale.value);
    remainder %= scale.value;
    if (group === 0) continue;
    const groupWords = scale.name ? `${underThousand(group)} ${scale.name}` : underThousand(group);
    if (words === "") {
      words = groupWords;
    } else if (scale.value === 1 && group < 100) {
      // British usage: "one thousand and five", "one million and fifty".
      words += ` and ${groupWords}`;
    } else {
      words += `, ${groupWords}`;
    }
  }
  return `${words} ${amountKes === 1 ? "Kenya shilling" : "Kenya shillings"}`;
}

const KISWAHILI_UNITS = ["sifuri", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa"];
const KISWAHILI_TENS = [
  "",
  "kumi",
  "ishirini",
  "thelathini",
  "arobaini",
  "hamsini",
  "sitini",
  "sabini",
  "themanini",
  "tisini",
];
/** The groups of three digits, largest first; the name comes before its number ("elfu mbili"). */
const KISWAHILI_SCALES = [
  { value: 1_000_000_000, name: "bilioni" },
  { value: 1_000_000, name: "milioni" },
  { value: 1_000, name: "elfu" },
  { value: 1, name: "" },
];

/**
 * 1 to 999, "na" before the last part: "kumi na moja", "mia moja na moja", "mia moja ishirini na
 * tano", as Kiswahili says 11, 101 and 125.
 */
function underThousandInKiswahili(n: number): string {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const units = n % 10;
  const parts = [
    hundreds ? `mia ${KISWAHILI_UNITS[hundreds]}` : "",
    KISWAHILI_TENS[tens]!,
    units ? KISWAHILI_UNITS[units]! : "",
  ].filter(Boolean);
  const last = parts.pop()!;
  return parts.length ? `${parts.join(" ")} na ${last}` : last;
}

/**
 * Kiswahili, the shillings first and each group's name before its number: 18_750_000 is
 * "shilingi milioni kumi na nane, elfu mia saba na hamsini", 2_005 "shilingi elfu mbili na tano"
 * (a last group under a hundred is joined by "na", as English joins it by "and").
 */
function inKiswahili(amountKes: number): string {
  if (amountKes === 0) return `shilingi ${KISWAHILI_UNITS[0]}`;
  let words = "";
  let remainder = amountKes;
  for (const scale of KISWAHILI_SCALES) {
    const group = Math.floor(remainder / scale.value);
    remainder %= scale.value;
    if (group === 0) continue;
    const groupWords = scale.name
      ? `${scale.name} ${underThousandInKiswahili(group)}`
      : underThousandInKiswahili(group);
    if (words === "") words = groupWords;
    else if (scale.value === 1 && group < 100) words += ` na ${groupWords}`;
    else words += `, ${groupWords}`;
  }
  return `shilingi ${words}`;
}
