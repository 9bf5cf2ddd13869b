/**
 * An amount of money in words, as a receipt writes it beside the figures: "KES 1,250" can be
 * changed to "KES 7,250" with a stroke of a pen, "One thousand, two hundred and fifty Kenya
 * shillings" cannot be altered without it showing.
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
 * A whole number of Kenya shillings, 0 to 2,000,000,000, in British English words with only the
 * first letter a capital: 1_250_305 is "One million, two hundred and fifty thousand, three hundred
 * and five Kenya shillings", 2_005 is "Two thousand and five Kenya shillings".
 *
 * @throws RangeError for an amount that is negative, not a whole number or above the maximum.
 */
export function amountInWords(amountKes: number): string {
  if (!Number.isInteger(amountKes) || amountKes < 0 || amountKes > AMOUNT_IN_WORDS_MAX) {
    throw new RangeError(`Not a whole number of shillings from 0 to ${AMOUNT_IN_WORDS_MAX}: ${amountKes}`);
  }

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

  const unit = amountKes === 1 ? "Kenya shilling" : "Kenya shillings";
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${unit}`;
}
