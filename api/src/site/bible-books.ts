/*
 * The 66 books of the Bible with their English names and those of the Kiswahili Union Version,
 * and the reading of passages such as "John 3:16-21; Romans 8" into structured references. It
 * lives beside the site's routes so that the web app (the sermon filter by book) reads the same
 * table as the API.
 */

export interface BibleBook {
  /** A short code that never changes (the USFM one), kept in the database. */
  code: string;
  english: string;
  kiswahili: string;
  chapters: number;
  /** Other spellings people write, besides the English and Kiswahili names. */
  abbreviations: readonly string[];
  /** The English name of one of its chapters, where it is not the book's: "Psalm 23", of Psalms. */
  singular?: string;
}

const book = (
  code: string,
  english: string,
  kiswahili: string,
  chapters: number,
  ...abbreviations: string[]
): BibleBook => ({ code, english, kiswahili, chapters, abbreviations });

export const BIBLE_BOOKS: readonly BibleBook[] = [
  book("GEN", "Genesis", "Mwanzo", 50, "Gen", "Gn"),
  book("EXO", "Exodus", "Kutoka", 40, "Exod", "Ex"),
  book("LEV", "Leviticus", "Mambo ya Walawi", 27, "Lev", "Walawi"),
  book("NUM", "Numbers", "Hesabu", 36, "Num"),
  book("DEU", "Deuteronomy", "Kumbukumbu la Torati", 34, "Deut", "Dt", "Kumbukumbu"),
  book("JOS", "Joshua", "Yoshua", 24, "Josh"),
  book("JDG", "Judges", "Waamuzi", 21, "Judg", "Jdg"),
  book("RUT", "Ruth", "Ruthu", 4, "Rth"),
  book("1SA", "1 Samuel", "1 Samweli", 31, "1 Sam"),
  book("2SA", "2 Samuel", "2 Samweli", 24, "2 Sam"),
  book("1KI", "1 Kings", "1 Wafalme", 22, "1 Kgs"),
  book("2KI", "2 Kings", "2 Wafalme", 25, "2 Kgs"),
  book("1CH", "1 Chronicles", "1 Mambo ya Nyakati", 29, "1 Chr", "1 Nyakati"),
  book("2CH", "2 Chronicles", "2 Mambo ya Nyakati", 36, "2 Chr", "2 Nyakati"),
  book("EZR", "Ezra", "Ezra", 10),
  book("NEH", "Nehemiah", "Nehemia", 13, "Neh"),
  book("EST", "Esther", "Esta", 10, "Esth"),
  book("JOB", "Job", "Ayubu", 42),
  { ...book("PSA", "Psalms", "Zaburi", 150, "Ps", "Psa"), singular: "Psalm" },
  book("PRO", "Proverbs", "Mithali", 31, "Prov", "Prv"),
  book("ECC", "Ecclesiastes", "Mhubiri", 12, "Eccl", "Ecc"),
  book("SNG", "Song of Songs", "Wimbo Ulio Bora", 8, "Song of Solomon", "Song"),
  book("ISA", "Isaiah", "Isaya", 66, "Isa"),
  book("JER", "Jeremiah", "Yeremia", 52, "Jer"),
  book("LAM", "Lamentations", "Maombolezo", 5, "Lam"),
  book("EZK", "Ezekiel", "Ezekieli", 48, "Ezek"),
  book("DAN", "Daniel", "Danieli", 12, "Dan"),
  book("HOS", "Hosea", "Hosea", 14, "Hos"),
  book("JOL", "Joel", "Yoeli", 3),
  book("AMO", "Amos", "Amosi", 9),
  book("OBA", "Obadiah", "Obadia", 1, "Obad"),
  book("JON", "Jonah", "Yona", 4),
  book("MIC", "Micah", "Mika", 7, "Mic"),
  book("NAM", "Nahum", "Nahumu", 3, "Nah"),
  book("HAB", "Habakkuk", "Habakuki", 3, "Hab"),
  book("ZEP", "Zephaniah", "Sefania", 3, "Zeph"),
  book("HAG", "Haggai", "Hagai", 2, "Hag"),
  book("ZEC", "Zechariah", "Zekaria", 14, "Zech"),
  book("MAL", "Malachi", "Malaki", 4, "Mal"),
  book("MAT", "Matthew", "Mathayo", 28, "Matt", "Mt"),
  book("MRK", "Mark", "Marko", 16, "Mk", "Mrk"),
  book("LUK", "Luke", "Luka", 24, "Lk"),
  book("JHN", "John", "Yohana", 21, "Jn", "Jhn"),
  book("ACT", "Acts", "Matendo ya Mitume", 28, "Acts of the Apostles", "Matendo"),
  book("ROM", "Romans", "Warumi", 16, "Rom"),
  book("1CO", "1 Corinthians", "1 Wakorintho", 16, "1 Cor"),
  book("2CO", "2 Corinthians", "2 Wakorintho", 13, "2 Cor"),
  book("GAL", "Galatians", "Wagalatia", 6, "Gal"),
  book("EPH", "Ephesians", "Waefeso", 6, "Eph"),
  book("PHP", "Philippians", "Wafilipi", 4, "Phil"),
  book("COL", "Colossians", "Wakolosai", 4, "Col"),
  book("1TH", "1 Thessalonians", "1 Wathesalonike", 5, "1 Thess"),
  book("2TH", "2 Thessalonians", "2 Wathesalonike", 3, "2 Thess"),
  book("1TI", "1 Timothy", "1 Timotheo", 6, "1 Tim"),
  book("2TI", "2 Timothy", "2 Timotheo", 4, "2 Tim"),
  book("TIT", "Titus", "Tito", 3, "Tit"),
  book("PHM", "Philemon", "Filemoni", 1, "Philem", "Phlm"),
  book("HEB", "Hebrews", "Waebrania", 13, "Heb"),
  book("JAS", "James", "Yakobo", 5, "Jas"),
  book("1PE", "1 Peter", "1 Petro", 5, "1 Pet"),
  book("2PE", "2 Peter", "2 Petro", 3, "2 Pet"),
  book("1JN", "1 John", "1 Yohana", 5, "1 Jn"),
  book("2JN", "2 John", "2 Yohana", 1, "2 Jn"),
  book("3JN", "3 John", "3 Yohana", 1, "3 Jn"),
  book("JUD", "Jude", "Yuda", 1),
  book("REV", "Revelation", "Ufunuo", 22, "Rev", "Ufunuo wa Yohana", "Revelations"),
];

/** A name as people write it, compared without case, dots or spaces: "1 Cor." is "1cor". */
const spelling = (name: string) => name.toLowerCase().replace(/[\s.]/g, "");

const BOOK_BY_SPELLING = new Map(
  BIBLE_BOOKS.flatMap((entry) =>
    [entry.english, entry.kiswahili, ...(entry.singular ? [entry.singular] : []), ...entry.abbreviations].map(
      (name) => [spelling(name), entry] as const,
    ),
  ),
);

export const bibleBookByCode = (code: string): BibleBook | undefined =>
  BIBLE_BOOKS.find((entry) => entry.code === code);

/** One passage: a chapter, a span of verses in it, or a span across chapters. */
export interface BiblePassage {
  book: string;
  chapter: number;
  verseStart: number | null;
  chapterEnd: number | null;
  verseEnd: number | null;
}

/** The most verses a chapter has (Psalm 119), against numbers no passage can have. */
const MOST_VERSES = 176;

/** "John 3", "John 3:16", "John 3:16-21", "John 3-4", "John 3:16-4:2" (a dash or an en dash). */
const PASSAGE = /^(.+?)\s*(\d{1,3})(?::(\d{1,3}))?(?:\s*[-–]\s*(\d{1,3})(?::(\d{1,3}))?)?$/;

export class PassageError extends Error {}

/**
 * Reads passages separated by semicolons, such as "John 3:16-21; Romans 8", in English or
 * Kiswahili names; throws PassageError naming the part that is no passage.
 */
export function parsePassages(text: string): BiblePassage[] {
  const parts = text
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.map(parsePassage);
}

function parsePassage(part: string): BiblePassage {
  const match = PASSAGE.exec(part);
  if (!match) {
    throw new PassageError(`"${part}" is not a Bible passage; write it like "John 3:16-21" or "Romans 8"`);
  }
  const [, name, chapterText, verseText, endText, endVerseText] = match;
  const found = BOOK_BY_SPELLING.get(spelling(name!));
  if (!found) throw new PassageError(`"${name!.trim()}" is not a book of the Bible (in "${part}")`);
  const chapter = Number(chapterText);
  const verseStart = verseText === undefined ? null : Number(verseText);
  // "3:16-21" ends at a verse of the same chapter; "3-4" and "3:16-4:2" end in another chapter.
  const endsInChapter = endText !== undefined && (endVerseText !== undefined || verseStart === null);
  const chapterEnd = endsInChapter ? Number(endText) : null;
  const verseEnd =
    endVerseText !== undefined
      ? Number(endVerseText)
      : endText !== undefined && !endsInChapter
        ? Number(endText)
        : null;
  for (const each of [chapter, chapterEnd]) {
    if (each !== null && (each < 1 || each > found.chapters)) {
      throw new PassageError(
        `${found.english} has ${found.chapters} ${found.chapters === 1 ? "chapter" : "chapters"}, so "${part}" is not a passage`,
      );
    }
  }
  for (const each of [verseStart, verseEnd]) {
    if (each !== null && (each < 1 || each > MOST_VERSES)) {
      throw new PassageError(`"${part}" names a verse that no chapter has`);
    }
  }
  const ends = chapterEnd ?? chapter;
  if (
    ends < chapter ||
    (ends === chapter && verseEnd !== null && verseStart !== null && verseEnd < verseStart)
  ) {
    throw new PassageError(`"${part}" ends before it starts`);
  }
  return { book: found.code, chapter, verseStart, chapterEnd, verseEnd };
}

/**
 * A passage as text, with the book's English or Kiswahili name: "John 3:16-21", "Yohana 3:16-21";
 * one psalm is "Psalm 23", several "Psalms 23-24".
 */
export function passageText(passage: BiblePassage, language: "en" | "sw"): string {
  const found = bibleBookByCode(passage.book);
  let name = found ? found.english : passage.book;
  if (found && language === "sw") name = found.kiswahili;
  else if (found?.singular && passage.chapterEnd === null) name = found.singular;
  let text = `${name} ${passage.chapter}`;
  if (passage.verseStart !== null) text += `:${passage.verseStart}`;
  if (passage.chapterEnd !== null) {
    text += `-${passage.chapterEnd}`;
    if (passage.verseEnd !== null) text += `:${passage.verseEnd}`;
  } else if (passage.verseEnd !== null) text += `-${passage.verseEnd}`;
  return text;
}
