import { bibleBookByCode } from "@diocese/site/bible-books";
import type { Language } from "@diocese/site/languages";

/** A book's name in the page's language, from its code (JHN: John, Yohana). */
export function bookName(code: string, language: Language): string {
  const book = bibleBookByCode(code);
  if (!book) return code;
  return language === "sw" ? book.kiswahili : book.english;
}

/** A passage as the page's language writes it. */
export const passageIn = (passage: { reference: string; referenceSw: string }, language: Language) =>
  language === "sw" ? passage.referenceSw : passage.reference;

/** A recording's length as a listener reads it: 42:05, or 1:02:05. */
export function lengthOf(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
}
