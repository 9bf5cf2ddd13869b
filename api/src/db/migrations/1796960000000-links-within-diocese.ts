import type { MigrationInterface, QueryRunner } from "typeorm";

/** One foreign key from a diocese's table to another's row by its id. */
interface Link {
  name: string;
  table: string;
  column: string;
  target: string;
  /** The column of the target it names: `id` for every link this migration knows how to make again. */
  targetColumn: string;
  /** What deleting the row it names does: pg_constraint's confdeltype. */
  onDelete: "a" | "r" | "c" | "n" | "d";
  /** Whether it says more than its columns and ON DELETE: ON UPDATE, DEFERRABLE or MATCH FULL. */
  saysMore: boolean;
}

/**
 * Every foreign key from a table that carries diocese_id to another such table's id, as PostgreSQL
 * lists them (single-column before this migration, the pair after it).
 */
async function links(queryRunner: QueryRunner, columns: 1 | 2): Promise<Link[]> {
  return queryRunner.query(
    `SELECT link.conname AS name, child.relname AS "table", target.relname AS target,
            (SELECT attname FROM pg_attribute
              WHERE attrelid = link.conrelid AND attnum = link.conkey[${columns}]) AS "column",
            (SELECT attname FROM pg_attribute
              WHERE attrelid = link.confrelid AND attnum = link.confkey[${columns}]) AS "targetColumn",
            link.confdeltype AS "onDelete",
            (link.confupdtype <> 'a' OR link.condeferrable OR link.confmatchtype <> 's') AS "saysMore"
       FROM pg_constraint link
       JOIN pg_class child ON child.oid = link.conrelid
       JOIN pg_class target ON target.oid = link.confrelid
      WHERE link.contype = 'f' AND child.relnamespace = current_schema()::regnamespace
        AND cardinality(link.conkey) = ${columns}
        AND EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = link.conrelid AND attname = 'diocese_id')
        AND EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = link.confrelid AND attname = 'diocese_id')
      ORDER BY child.relname, link.conname`,
  );
}

const ACTIONS: Record<Link["onDelete"], string> = {
  a: "NO ACTION",
  r: "RESTRICT",
  c: "CASCADE",
  n: "SET NULL",
  d: "SET DEFAULT",
};

/** A link's ON DELETE clause; of a pair, a deletion that empties the link empties it alone. */
function onDelete(link: Link, onPair: boolean): string {
  const emptiesLink = link.onDelete === "n" || link.onDelete === "d";
  return onPair && emptiesLink ? `${ACTIONS[link.onDelete]} ("${link.column}")` : ACTIONS[link.onDelete];
}

const pairKey = (table: string) => `UQ_${table}_diocese_id_id`;

/**
 * A row links only to a row of its own diocese (issue #44). A foreign key's check is not bound by
 * row-level security, so a row of one diocese could name another diocese's parish, project or
 * staff member by its id, had a service linked by an id it was sent without reading that row
 * first. Each link between two diocese tables becomes one on the pair (diocese_id, id), which the
 * row it names must match: a link across dioceses fails as a link to no row does. The names and
 * what a deletion does are kept; a deletion that empties a link empties the link alone.
 *
 * PostgreSQL only: SQLite holds one diocese. The links are read from the catalogue, so that the
 * migration changes every one there is at this point of the migrations, on every installation;
 * a later migration's links are made on the pair from the start (dioceses.postgres.test.ts fails
 * on one that is not). Should an installation already hold a link across dioceses, this fails
 * whole and names it, rather than keep it.
 */
export class LinksWithinDiocese1796960000000 implements MigrationInterface {
  name = "LinksWithinDiocese1796960000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== "postgres") return;
    const [{ version }] = await queryRunner.query(
      `SELECT current_setting('server_version_num')::int AS version`,
    );
    if (version < 150000) {
      throw new Error(
        `This version of the site needs PostgreSQL 15 or later, and the database is PostgreSQL ${Math.floor(version / 10000)}: upgrade PostgreSQL (docker-compose.yml runs 15), then start the site again. Nothing has been changed.`,
      );
    }
    const found = await links(queryRunner, 1);
    // Made again from its columns and ON DELETE alone: a link that says more is not guessed at.
    const unlike = found.filter((link) => link.targetColumn !== "id" || link.saysMore);
    if (unlike.length > 0) {
      throw new Error(
        `Links this migration cannot make again as they are: ${unlike.map((link) => link.name).join(", ")}`,
      );
    }
    for (const target of new Set(found.map((link) => link.target))) {
      await queryRunner.query(
        `ALTER TABLE "${target}" ADD CONSTRAINT "${pairKey(target)}" UNIQUE ("diocese_id", "id")`,
      );
    }
    for (const link of found) {
      await queryRunner.query(`ALTER TABLE "${link.table}" DROP CONSTRAINT "${link.name}"`);
      await queryRunner.query(
        `ALTER TABLE "${link.table}" ADD CONSTRAINT "${link.name}"
           FOREIGN KEY ("diocese_id", "${link.column}") REFERENCES "${link.target}" ("diocese_id", "id")
           ON DELETE ${onDelete(link, true)}`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== "postgres") return;
    const found = await links(queryRunner, 2);
    for (const link of found) {
      await queryRunner.query(`ALTER TABLE "${link.table}" DROP CONSTRAINT "${link.name}"`);
      await queryRunner.query(
        `ALTER TABLE "${link.table}" ADD CONSTRAINT "${link.name}"
           FOREIGN KEY ("${link.column}") REFERENCES "${link.target}" ("id")
           ON DELETE ${onDelete(link, false)}`,
      );
    }
    for (const target of new Set(found.map((link) => link.target))) {
      await queryRunner.query(`ALTER TABLE "${target}" DROP CONSTRAINT "${pairKey(target)}"`);
    }
  }
}
