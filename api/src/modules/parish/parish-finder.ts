import { Brackets, type DataSource, type SelectQueryBuilder } from "typeorm";
import { pageOf, type Page, type PageArgs } from "../../lib/pagination.js";
import { parseId } from "../../lib/validation.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Parish } from "./parish.entity.js";
import type { ParishFinderArgs } from "./parish.inputs.js";
import { hasEveryWord, searchOf } from "./parish-search.js";
import { RegularService } from "./regular-service.entity.js";

/**
 * The most places `/parishes/places.json` lists: more than any diocese has parishes, so that "Near
 * me" always weighs them all, and a bound on the answer all the same.
 */
export const PARISH_PLACES_MAX = 5_000;

/** Where a parish is, as "Near me" needs it to sort and show it on the phone. */
export interface ParishPlace {
  slug: string;
  name: string;
  town: string | null;
  latitude: number;
  longitude: number;
}

/**
 * The parish finder's search as one query, by name: every word of the search must be found at the
 * start of a word of the parish's name, town or vicar (its `searchText`) or of its archdeaconry's
 * name, but for words that name a day or a language: those ask for a service on that day, or in
 * that language, as the day and language filters do (one service must have both).
 */
export class ParishFinder {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of the parishes found, by name. */
  async page(input: ParishFinderArgs & PageArgs): Promise<Page<Parish>> {
    const query = await this.found(input);
    const [items, total] = await query
      .orderBy("parish.name", "ASC")
      .addOrderBy("parish.id", "ASC")
      .skip((input.page - 1) * input.pageSize)
      .take(input.pageSize)
      .getManyAndCount();
    return pageOf(items, total, input);
  }

  /** Where each parish found is, of those placed on the map, by name. */
  async places(input: ParishFinderArgs): Promise<ParishPlace[]> {
    const query = await this.found(input);
    const rows: { slug: string; name: string; town: string | null; latitude: number; longitude: number }[] =
      await query
        .select(["parish.slug AS slug", "parish.name AS name", "parish.town AS town"])
        .addSelect(["parish.latitude AS latitude", "parish.longitude AS longitude"])
        .andWhere("parish.latitude IS NOT NULL AND parish.longitude IS NOT NULL")
        .orderBy("parish.name", "ASC")
        .addOrderBy("parish.id", "ASC")
        .limit(PARISH_PLACES_MAX)
        .getRawMany();
    // PostgreSQL's driver gives double precision as numbers, SQLite's too; Number() keeps both so.
    return rows.map((row) => ({ ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) }));
  }

  private async found(input: ParishFinderArgs): Promise<SelectQueryBuilder<Parish>> {
    const { day, language, words } = searchOf(input.search ?? "", input.day, input.language);
    const query = this.dataSource.getRepository(Parish).createQueryBuilder("parish");
    if (input.archdeaconryId != null) {
      query.andWhere("parish.archdeaconry_id = :archdeaconryId", {
        archdeaconryId: parseId(input.archdeaconryId),
      });
    }
    // A diocese has tens of archdeaconries: which of them each word names is found here.
    const archdeaconries = words.length
      ? await this.dataSource.getRepository(Archdeaconry).find({ select: { id: true, name: true } })
      : [];
    words.forEach((word, index) => {
      const named = archdeaconries.filter(({ name }) => hasEveryWord([name], [word])).map(({ id }) => id);
      query.andWhere(
        new Brackets((either) => {
          // The words are letters and digits only (searchOf), so none is a LIKE wildcard.
          either.where(`parish.search_text LIKE :word${index}`, { [`word${index}`]: `% ${word}%` });
          if (named.length)
            either.orWhere(`parish.archdeaconry_id IN (:...named${index})`, { [`named${index}`]: named });
        }),
      );
    });
    if (day || language) {
      const service = this.dataSource
        .getRepository(RegularService)
        .createQueryBuilder("service")
        .select("1")
        .where("service.parish_id = parish.id");
      if (day) service.andWhere("service.day = :day", { day });
      if (language) service.andWhere("service.language = :language", { language });
      query.andWhere(`EXISTS (${service.getQuery()})`, service.getParameters());
    }
    return query;
  }
}
