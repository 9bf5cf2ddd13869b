import type { DataSource, SelectQueryBuilder } from "typeorm";
import { hasEveryWord, placesFound, searchWords, whereEveryWord, type Place } from "../../lib/finder.js";
import { pageOf, type Page, type PageArgs } from "../../lib/pagination.js";
import type { InstitutionKind } from "../../site/institution-kinds.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { PublicationStatus } from "../publication/publication.js";
import { Institution } from "./institution.entity.js";

/** What a search asks for, and whose institutions it may see. */
export interface InstitutionSearch {
  search?: string | null;
  kind?: InstitutionKind | null;
  /** Drafts and scheduled ones too (staff). */
  includeUnpublished?: boolean;
  /** Only this parish's (a parish editor's list). */
  parishId?: number | null;
  needsTranslation?: boolean | null;
}

/**
 * The finder of the church's institutions as one query, by name, as the parish finder's (they
 * share lib/finder.ts): every word of the search must be found at the start of a word of the
 * institution's name, town or kind (its `searchText`), or of its sponsoring parish's or that
 * parish's archdeaconry's name.
 */
export class InstitutionFinder {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of the institutions found, by name. */
  async page(input: InstitutionSearch & PageArgs): Promise<Page<Institution>> {
    const [items, total] = await (
      await this.found(input)
    )
      .orderBy("institution.name", "ASC")
      .addOrderBy("institution.id", "ASC")
      .skip((input.page - 1) * input.pageSize)
      .take(input.pageSize)
      .getManyAndCount();
    return pageOf(items, total, input);
  }

  /** Where each published institution found is, of those placed on the map, by name. */
  async places(input: InstitutionSearch): Promise<Place[]> {
    return placesFound(await this.found({ ...input, includeUnpublished: false }), "institution");
  }

  private async found(input: InstitutionSearch): Promise<SelectQueryBuilder<Institution>> {
    const query = this.dataSource.getRepository(Institution).createQueryBuilder("institution");
    if (!input.includeUnpublished) {
      query.andWhere("institution.status = :published", { published: PublicationStatus.PUBLISHED });
    }
    if (input.parishId != null)
      query.andWhere("institution.parish_id = :parishId", { parishId: input.parishId });
    if (input.kind) query.andWhere("institution.kind = :kind", { kind: input.kind });
    if (input.needsTranslation != null) {
      query.andWhere("institution.needs_translation = :needsTranslation", {
        needsTranslation: input.needsTranslation,
      });
    }
    const words = searchWords(input.search ?? "");
    const parishes = words.length ? await this.parishesWithTheirArchdeaconry() : [];
    whereEveryWord(query, "institution.search_text", words, (word) => [
      {
        column: "institution.parish_id",
        ids: parishes.filter(({ names }) => hasEveryWord(names, [word])).map(({ id }) => id),
      },
    ]);
    return query;
  }

  /**
   * Every parish's id with its name and its archdeaconry's: a diocese has a few hundred parishes,
   * and their names change without their institutions, so a word is matched against them here.
   */
  private async parishesWithTheirArchdeaconry(): Promise<{ id: number; names: string[] }[]> {
    const [parishes, archdeaconries] = await Promise.all([
      this.dataSource.getRepository(Parish).find({ select: { id: true, name: true, archdeaconryId: true } }),
      this.dataSource.getRepository(Archdeaconry).find({ select: { id: true, name: true } }),
    ]);
    const archdeaconryNames = new Map(archdeaconries.map(({ id, name }) => [id, name]));
    return parishes.map(({ id, name, archdeaconryId }) => ({
      id,
      names: [name, archdeaconryNames.get(archdeaconryId) ?? ""],
    }));
  }
}
