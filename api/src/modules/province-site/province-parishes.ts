import type { DataSource } from "typeorm";
import { asUnitOfWork, PROVINCE_READER } from "../../db/unit-of-work.js";
import { hasEveryWord, searchWords, whereEveryWord } from "../../lib/finder.js";
import { Parish } from "../parish/parish.entity.js";

/** A page of the province's parish finder: twenty parishes, enough for a phone's screen or two. */
const PARISHES_PER_PAGE = 20;
/** The last page the finder answers: a search narrows far sooner than 10,000 parishes in. */
export const LAST_PAGE = 500;
/** The most words of a search that count: a name, a town and a diocese's, at most. */
const MOST_WORDS = 8;

/** A parish as the province's finder lists it. */
export interface ProvinceParish {
  dioceseId: number;
  name: string;
  slug: string;
  town: string | null;
}

/**
 * The parishes of every diocese in which each word of the search begins a word of the parish's
 * names, town or vicar, or of its diocese's name, of the dioceses given (those the directory
 * lists, by the names it gives them), by name, a page at a time (`more`: another page follows).
 * Read as PROVINCE_READER, in a transaction that can only read, through the policy that lets it
 * read every diocese's parishes and no more of theirs.
 */
export function provinceParishes(
  dataSource: DataSource,
  {
    search,
    page,
    dioceses,
  }: { search: string; page: number; dioceses: readonly { id: number; name: string }[] },
): Promise<{ parishes: ProvinceParish[]; more: boolean }> {
  // A diocese that answers at no host has no site to link to: its parishes are not found.
  if (dioceses.length === 0) return Promise.resolve({ parishes: [], more: false });
  return asUnitOfWork(async () => {
    const query = dataSource
      .getRepository(Parish)
      .createQueryBuilder("parish")
      .select("parish.diocese_id", "dioceseId")
      .where("parish.diocese_id IN (:...listed)", { listed: dioceses.map(({ id }) => id) })
      .addSelect("parish.name", "name")
      .addSelect("parish.slug", "slug")
      .addSelect("parish.town", "town")
      .orderBy("parish.name")
      .addOrderBy("parish.id")
      .offset((page - 1) * PARISHES_PER_PAGE)
      .limit(PARISHES_PER_PAGE + 1);
    whereEveryWord(query, "parish.search_text", searchWords(search).slice(0, MOST_WORDS), (word) => [
      {
        column: "parish.diocese_id",
        ids: dioceses.filter(({ name }) => hasEveryWord([name], [word])).map(({ id }) => id),
      },
    ]);
    const rows = await query.getRawMany<ProvinceParish>();
    return { parishes: rows.slice(0, PARISHES_PER_PAGE), more: rows.length > PARISHES_PER_PAGE };
  }, PROVINCE_READER);
}
