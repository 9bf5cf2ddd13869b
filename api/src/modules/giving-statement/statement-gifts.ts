import {
  And,
  Brackets,
  In,
  IsNull,
  LessThan,
  MoreThanOrEqual,
  type DataSource,
  type EntityManager,
} from "typeorm";
import type { SelectQueryBuilder } from "typeorm";
import type { Language } from "../../site/languages.js";
import { Contribution, GiftMethod, GiftSource, GiftStatus } from "../contribution/contribution.entity.js";
import { Pledge } from "../pledge/pledge.entity.js";

/*
 * Which entries of the ledger are a donor's gifts of a year. A donor is known by their number:
 * the one a prompt was sent to, or that the treasurer recorded with a gift; M-Pesa masks the
 * number of a payment to the paybill by hand, so such a payment is the donor's when it was towards
 * a pledge made from their number (its account P and the pledge's number), or a second payment of
 * their prompt (which keeps the prompt's number). Only paid gifts to appeals count: a parish's
 * payment of its assessment (the Q account) is no donor's gift, and what was raised before the
 * ledger began names no one. A reversed gift is listed as reversed and left out of the total.
 */

/** What a statement lists of a gift. */
export interface StatementGift {
  id: number;
  paidAt: Date;
  projectId: number;
  source: GiftSource;
  method: GiftMethod | null;
  receiptNumber: string | null;
  amountKes: number;
  reversed: boolean;
}

/** Gifts read at a time: a page of the PDF's table or two. */
const GIFT_PAGE = 200;

/** The year as the diocese counts it, in Kakamega's time (UTC+3 all year). */
export function yearBounds(year: number): { start: Date; end: Date } {
  return {
    start: new Date(`${year}-01-01T00:00:00+03:00`),
    end: new Date(`${year + 1}-01-01T00:00:00+03:00`),
  };
}

/** A number whole: not masked by M-Pesa, not left empty. */
const WHOLE = (column: string) => `(${column} IS NOT NULL AND ${column} <> '' AND ${column} NOT LIKE '%*%')`;

/** The number an entry is a donor's by (2547XXXXXXXX), as SQL over `gift` and its `pledge`. */
const DONOR_PHONE = `CASE WHEN ${WHOLE("gift.phone")} THEN gift.phone ELSE SUBSTR(pledge.phone, 2) END`;

/** The paid gifts to appeals of a year, over the alias `gift`. */
function giftsOfYear<Row extends object>(
  query: SelectQueryBuilder<Row>,
  year: number,
): SelectQueryBuilder<Row> {
  const { start, end } = yearBounds(year);
  return query
    .where({
      status: GiftStatus.PAID,
      source: In([GiftSource.STK, GiftSource.PAYBILL, GiftSource.STAFF]),
      // Neither a parish's assessment nor a registration's fee is a gift.
      assessmentId: IsNull(),
      registrationId: IsNull(),
      paidAt: And(MoreThanOrEqual(start), LessThan(end)),
    })
    .andWhere("gift.project_id IS NOT NULL");
}

/** Of those, the ones of the donor with this number. */
function ofDonor<Row extends object>(query: SelectQueryBuilder<Row>, phone: string): SelectQueryBuilder<Row> {
  return query.andWhere(
    new Brackets((either) =>
      either.where("gift.phone = :phone", { phone }).orWhere(
        `NOT ${WHOLE("gift.phone")} AND gift.pledge_id IN
           (SELECT pledge.id FROM pledge pledge WHERE pledge.phone = :pledgePhone)`,
        { pledgePhone: `+${phone}` },
      ),
    ),
  );
}

/** Whether the donor gave in the year: what decides whether their code is sent. */
export function gaveIn(manager: EntityManager, phone: string, year: number): Promise<boolean> {
  return ofDonor(giftsOfYear(manager.createQueryBuilder(Contribution, "gift"), year), phone).getExists();
}

/**
 * The donor's gifts of the year in the order they were paid, a page at a time, each page after
 * the last one read (keyset on the time paid and the id), so any number of gifts holds one page.
 */
export async function* donorGifts(
  dataSource: DataSource,
  phone: string,
  year: number,
): AsyncGenerator<StatementGift[]> {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const query = ofDonor(giftsOfYear(dataSource.createQueryBuilder(Contribution, "gift"), year), phone)
      .select("gift.id", "id")
      .addSelect("gift.paid_at", "paidAt")
      .addSelect("CAST(gift.paid_at AS VARCHAR)", "cursorAt")
      .addSelect("gift.project_id", "projectId")
      .addSelect("gift.source", "source")
      .addSelect("gift.method", "method")
      .addSelect("gift.receipt_number", "receiptNumber")
      .addSelect("gift.amount_kes", "amountKes")
      .addSelect(
        "CASE WHEN EXISTS (SELECT 1 FROM contribution reversal WHERE reversal.reverses_id = gift.id) THEN 1 ELSE 0 END",
        "reversed",
      )
      .orderBy("gift.paid_at", "ASC")
      .addOrderBy("gift.id", "ASC")
      .limit(GIFT_PAGE);
    if (after) {
      query.andWhere("gift.paid_at >= :afterAt AND (gift.paid_at > :afterAt OR gift.id > :afterId)", {
        afterAt: after.at,
        afterId: after.id,
      });
    }
    const rows = await query.getRawMany<RawGift>();
    if (rows.length > 0) yield rows.map(giftOf);
    if (rows.length < GIFT_PAGE) return;
    after = { at: rows.at(-1)!.cursorAt, id: Number(rows.at(-1)!.id) };
  }
}

interface RawGift {
  id: number | string;
  paidAt: Date | string;
  cursorAt: string;
  projectId: number | string;
  source: GiftSource;
  method: GiftMethod | null;
  receiptNumber: string | null;
  amountKes: number | string;
  reversed: number | string;
}

function giftOf(row: RawGift): StatementGift {
  return {
    id: Number(row.id),
    // SQLite gives its text, in UTC without a zone.
    paidAt: row.paidAt instanceof Date ? row.paidAt : new Date(`${row.paidAt.replace(" ", "T")}Z`),
    projectId: Number(row.projectId),
    source: row.source,
    method: row.method,
    receiptNumber: row.receiptNumber,
    amountKes: Number(row.amountKes),
    reversed: Number(row.reversed) === 1,
  };
}

/** The year's donors, each once: the query of their numbers, over `gift` and `pledge`. */
function donorsQuery(dataSource: DataSource, year: number): SelectQueryBuilder<Contribution> {
  return giftsOfYear(
    dataSource
      .createQueryBuilder(Contribution, "gift")
      .leftJoin(Pledge, "pledge", "pledge.id = gift.pledge_id"),
    year,
  ).andWhere(`${DONOR_PHONE} IS NOT NULL`);
}

/** How many donors the ledger knows by number in the year. */
export async function donorCount(dataSource: DataSource, year: number): Promise<number> {
  const row = await donorsQuery(dataSource, year)
    .select(`COUNT(DISTINCT ${DONOR_PHONE})`, "donors")
    .getRawOne<{ donors: number | string }>();
  return Number(row?.donors ?? 0);
}

/**
 * Puts every donor of the year who has none yet in the list of statements to send, in one
 * statement that reads nothing into memory: the year and number are unique, so a second press,
 * or two at once, adds only the donors who gave since. Answers how many it added.
 */
export async function queueEveryDonor(dataSource: DataSource, year: number): Promise<number> {
  const [select, parameters] = donorsQuery(dataSource, year)
    .select(DONOR_PHONE, "phone")
    .distinct(true)
    .getQueryAndParameters();
  const before = await countOfYear(dataSource, year);
  await dataSource.query(
    `INSERT INTO statement_send (year, phone)
     SELECT ${Number(year)}, donors.phone FROM (${select}) donors WHERE donors.phone IS NOT NULL
     ON CONFLICT (diocese_id, year, phone) DO NOTHING`,
    parameters,
  );
  return (await countOfYear(dataSource, year)) - before;
}

async function countOfYear(dataSource: DataSource, year: number): Promise<number> {
  const [row] = await dataSource.query(
    `SELECT COUNT(*) AS n FROM statement_send WHERE year = ${Number(year)}`,
  );
  return Number((row as { n: number | string }).n);
}

/**
 * How to reach a donor, from what the ledger knows of their number: the address of their latest
 * gift or pledge that gave one, and the language of their latest gift.
 */
export async function contactOf(
  manager: EntityManager,
  phone: string,
): Promise<{ email: string | null; language: Language }> {
  const latest = await manager.findOne(Contribution, {
    select: { id: true, language: true },
    where: { phone },
    order: { id: "DESC" },
  });
  const withEmail = await manager
    .createQueryBuilder(Contribution, "gift")
    .select("gift.email", "email")
    .where("gift.phone = :phone AND gift.email IS NOT NULL", { phone })
    .orderBy("gift.id", "DESC")
    .limit(1)
    .getRawOne<{ email: string }>();
  const pledge = withEmail
    ? null
    : await manager.findOne(Pledge, {
        select: { id: true, email: true, language: true },
        where: { phone: `+${phone}` },
        order: { id: "DESC" },
      });
  return {
    email: withEmail?.email ?? pledge?.email ?? null,
    language: latest?.language ?? pledge?.language ?? "en",
  };
}
