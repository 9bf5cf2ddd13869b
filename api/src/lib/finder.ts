import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from "typeorm";

/*
 * What the site's finders share (the parish finder, modules/parish/parish-finder.ts, and the
 * finder of the church's schools and hospitals, modules/institution/institution-finder.ts): the
 * words of a search as people type them, in English or Kiswahili, found at the start of a word of
 * a record's names; and the list of where each record found is, which "Near me" sorts on the phone.
 */

/**
 * The most places a finder's `places.json` lists: more than a diocese has parishes or
 * institutions, so that "Near me" always weighs them all, and a bound on the answer all the same.
 */
export const PLACES_MAX = 5_000;

/** Where a record found is, as "Near me" needs it to sort and show it on the phone. */
export interface Place {
  slug: string;
  name: string;
  town: string | null;
  latitude: number;
  longitude: number;
}

/** Text as the finders compare it: lower case, without accents or punctuation. */
export function searchable(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      // "St. Peter's" is found as "st peters", as most people type it.
      .replace(/['\u2019]/g, "")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}

/** The words of a search, searchable: letters and digits only, so that none is a LIKE wildcard. */
export function searchWords(search: string): string[] {
  return searchable(search).split(" ").filter(Boolean);
}

/**
 * The texts as a finder's query compares them: searchable, between spaces, so that a word is
 * found at the start of one of theirs by `LIKE '% word%'` (a record keeps its own in `searchText`).
 */
export function searchTextOf(texts: readonly (string | null | undefined)[]): string {
  return ` ${searchable(texts.filter(Boolean).join(" "))} `;
}

/** Whether the texts hold every word, each at the start of one of their words. */
export function hasEveryWord(
  texts: readonly (string | null | undefined)[],
  words: readonly string[],
): boolean {
  const text = searchTextOf(texts);
  return words.every((word) => text.includes(` ${word}`));
}

/** Records a word names through something they belong to: their column, and the ids it names. */
export interface NamedBy {
  column: string;
  ids: readonly number[];
}

/**
 * Asks that every word be found at the start of a word of the record's own `searchText`
 * (`searchColumn`) or name one of the records it belongs to (`namedBy`: a parish's archdeaconry,
 * whose name may change, and so is looked up at each search rather than kept in the text).
 */
export function whereEveryWord<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  searchColumn: string,
  words: readonly string[],
  namedBy: (word: string) => readonly NamedBy[],
): void {
  words.forEach((word, index) => {
    query.andWhere(
      new Brackets((either) => {
        either.where(`${searchColumn} LIKE :word${index}`, { [`word${index}`]: `% ${word}%` });
        namedBy(word).forEach(({ column, ids }, part) => {
          if (ids.length === 0) return;
          const name = `named${index}_${part}`;
          either.orWhere(`${column} IN (:...${name})`, { [name]: ids });
        });
      }),
    );
  });
}

/** Where each record the query finds is, of those placed on the map, by name, at most PLACES_MAX. */
export async function placesFound<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
): Promise<Place[]> {
  const rows: Place[] = await query
    .select([`${alias}.slug AS slug`, `${alias}.name AS name`, `${alias}.town AS town`])
    .addSelect([`${alias}.latitude AS latitude`, `${alias}.longitude AS longitude`])
    .andWhere(`${alias}.latitude IS NOT NULL AND ${alias}.longitude IS NOT NULL`)
    .orderBy(`${alias}.name`, "ASC")
    .addOrderBy(`${alias}.id`, "ASC")
    .limit(PLACES_MAX)
    .getRawMany();
  // PostgreSQL's driver gives double precision as numbers, SQLite's too; Number() keeps both so.
  return rows.map((row) => ({ ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) }));
}
