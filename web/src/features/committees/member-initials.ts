/**
 * The titles and styles the diocese writes before a name, in English and Kiswahili, without their
 * full stops: "The Rt. Rev. Dr.", "Canon", "Mrs.", "Mch." (Mchungaji), "Bi." (Bibi), "Mwl."
 * (Mwalimu). An office named in place of a person ("Bishop of Kakamega") loses its title too.
 */
const TITLES = new Set([
  "the",
  "rt",
  "most",
  "very",
  "rev",
  "revd",
  "ven",
  "canon",
  "archbishop",
  "bishop",
  "archdeacon",
  "fr",
  "sr",
  "dr",
  "prof",
  "hon",
  "eng",
  "cpa",
  "mr",
  "mrs",
  "ms",
  "miss",
  "askofu",
  "mch",
  "mwl",
  "dkt",
  "mhe",
  "bw",
  "bi",
]);

/** The small words of an office named in place of a person: "Bishop of Kakamega", "Askofu wa Kakamega". */
const JOINING_WORDS = new Set(["of", "and", "&", "wa", "ya", "na"]);

const firstLetter = (word: string) => Array.from(word)[0]!.toLocaleUpperCase();

/**
 * The initials shown for a board member without a photograph: of the first and last names, the
 * titles left out, as are the letters after a name ("..., OGW") and the small words of an office.
 * A name that is all titles gives the first letter of its last word ("The Bishop": B).
 */
export function memberInitials(name: string): string {
  const words = (name.split(",")[0] ?? "").split(/\s+/).filter(Boolean);
  const names = words.filter((word) => {
    const bare = word.replace(/\.+$/, "").toLocaleLowerCase("en");
    return !TITLES.has(bare) && !JOINING_WORDS.has(bare);
  });
  if (names.length === 0) return words.length > 0 ? firstLetter(words.at(-1)!) : "";
  const [first, ...rest] = names;
  return firstLetter(first!) + (rest.length > 0 ? firstLetter(rest.at(-1)!) : "");
}
