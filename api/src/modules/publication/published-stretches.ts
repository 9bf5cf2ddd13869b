import type { Repository, SelectQueryBuilder } from "typeorm";
import { PUBLISHED, type PublicationStatus } from "./publication.js";

/** What a published item's page needs in the sitemap: its address's slug and its last change. */
export interface PublishedAddress {
  slug: string;
  updatedAt: Date;
}

interface Publishable extends PublishedAddress {
  id: number;
  status: PublicationStatus;
}

/** When a published item of a type last changed; null when none is published. */
export async function latestPublishedChange<Item extends Publishable>(
  items: Repository<Item>,
): Promise<Date | null> {
  const latest = await items
    .createQueryBuilder("item")
    .select(["item.id", "item.updatedAt"])
    .where("item.status = :status", PUBLISHED)
    .orderBy("item.updatedAt", "DESC")
    // getOne adds no LIMIT of its own: without one the database would send, and TypeORM build, every row.
    .limit(1)
    .getOne();
  return latest?.updatedAt ?? null;
}

const LARGEST_ID = 2 ** 31 - 1;

/** One stretch of ids that holds published items, numbered from 1, with the latest change in it. */
export interface Stretch {
  number: number;
  changed: Date;
}

/** Stretches of published items, as the sitemap reads them. */
export interface StretchedAddresses {
  list(): Promise<Stretch[]>;
  addressesOf(number: number): Promise<PublishedAddress[]>;
}

/**
 * The published items of a type, in stretches of ids of a fixed size: the sitemap's files of that
 * type, each of a bounded size however many items there are. A stretch is a range of ids, not of
 * positions, so that publishing, withdrawing or adding an item changes its own stretch's file
 * alone, and a search engine need not read the others again.
 */
export class PublishedStretches<Item extends Publishable> implements StretchedAddresses {
  constructor(
    private readonly items: Repository<Item>,
    readonly size: number,
  ) {}

  /**
   * The stretches that hold at least one published item, in order, each with its latest change:
   * one pass over the published items, grouped by stretch. (A query a stretch, sorting its items
   * by their change, took 117 ms a stretch at 50,000 articles.)
   */
  async list(): Promise<Stretch[]> {
    const rows: { stretch: number | string; changed: unknown }[] = await this.items
      .createQueryBuilder("item")
      // Integer division on both databases; the size is the sitemap's own constant, not input.
      .select(`(item.id - 1) / ${Math.trunc(this.size)}`, "stretch")
      .addSelect("MAX(item.updatedAt)", "changed")
      .where("item.status = :status", PUBLISHED)
      .groupBy("stretch")
      .getRawMany();
    // The latest change as an item's own updatedAt reads it (SQLite keeps UTC text, PostgreSQL a timestamp).
    const updatedAt = this.items.metadata.findColumnWithPropertyName("updatedAt")!;
    const driver = this.items.manager.connection.driver;
    return rows
      .map((row) => ({
        number: Number(row.stretch) + 1,
        changed: driver.prepareHydratedValue(row.changed, updatedAt) as Date,
      }))
      .sort((a, b) => a.number - b.number);
  }

  /** The published items of one stretch, by id; none for a stretch that holds none or does not exist. */
  async addressesOf(number: number): Promise<PublishedAddress[]> {
    // Ids are 32-bit integers on PostgreSQL: a stretch past them (a made-up address) holds nothing.
    if (!Number.isSafeInteger(number) || number < 1 || number * this.size > LARGEST_ID) return [];
    return this.inStretch(number).orderBy("item.id", "ASC").getMany();
  }

  private inStretch(number: number): SelectQueryBuilder<Item> {
    const first = (number - 1) * this.size + 1;
    return this.items
      .createQueryBuilder("item")
      .select(["item.id", "item.slug", "item.updatedAt"])
      .where("item.status = :status", PUBLISHED)
      .andWhere("item.id BETWEEN :first AND :last", { first, last: first + this.size - 1 });
  }
}
