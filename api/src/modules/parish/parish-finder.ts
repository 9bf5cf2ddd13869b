import type { DataSource, SelectQueryBuilder } from "typeorm";
import { hasEveryWord, placesFound, whereEveryWord, type Place } from "../../lib/finder.js";
import { pageOf, type Page, type PageArgs } from "../../lib/pagination.js";
import { parseId } from "../../lib/validation.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Parish } from "./parish.entity.js";
import type { ParishFinderArgs } from "./parish.inputs.js";
import { searchOf } from "./parish-search.js";
import { RegularService } from "./regular-service.entity.js";

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
  async places(input: ParishFinderArgs): Promise<Place[]> {
    return placesFound(await this.found(input), "parish");
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
    whereEveryWord(query, "parish.search_text", words, (word) => [
      {
        column: "parish.archdeaconry_id",
        ids: archdeaconries.filter(({ name }) => hasEveryWord([name], [word])).map(({ id }) => id),
      },
    ]);
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
