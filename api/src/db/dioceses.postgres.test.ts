import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle, createParish, createStaffMember } from "../../test/factories.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { nextReceiptNumber } from "../modules/contribution/receipt-numbers.js";
import { DEPLOYMENT_TABLES, UNIQUE_ACROSS_DIOCESES } from "./dioceses.js";

/*
 * On PostgreSQL, which serves many dioceses (issue #44), what was unique in a site is unique
 * within a diocese: two dioceses may each have a parish "st-peters" or a user "admin".
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.dataSource.query(`INSERT INTO diocese (name) VALUES ('ACK Diocese of Mumias')`);
}, 60_000);
afterAll(() => app.close());

/**
 * Every unique key of the site's tables: its table, name and columns in order, and whether the
 * table's id is one the deployment gives (from a sequence), rather than a fixed one (1).
 */
async function uniqueKeys(): Promise<
  { table: string; name: string; columns: string[]; givenIds: boolean }[]
> {
  return app.dataSource.query(
    `SELECT owner.relname AS "table", index_class.relname AS name,
            EXISTS (SELECT 1 FROM pg_attribute id_column
                      LEFT JOIN pg_attrdef given
                        ON given.adrelid = id_column.attrelid AND given.adnum = id_column.attnum
                     WHERE id_column.attrelid = owner.oid AND id_column.attname = 'id'
                       AND (id_column.attidentity <> '' OR pg_get_expr(given.adbin, given.adrelid) LIKE 'nextval(%')
                   ) AS "givenIds",
            ARRAY(SELECT attribute.attname::text
                    FROM unnest(entry.indkey) WITH ORDINALITY AS key(attnum, position)
                    JOIN pg_attribute attribute ON attribute.attrelid = entry.indrelid AND attribute.attnum = key.attnum
                   ORDER BY key.position) AS columns
       FROM pg_index entry
       JOIN pg_class index_class ON index_class.oid = entry.indexrelid
       JOIN pg_class owner ON owner.oid = entry.indrelid
      WHERE entry.indisunique AND owner.relnamespace = current_schema()::regnamespace
        AND owner.relkind = 'r'`,
  );
}

/** A copy of a row in diocese 2, every column as it is but its id and those given; the copy's id. */
async function copyToSecondDiocese(
  table: string,
  id: number,
  changed: Record<string, number> = {},
): Promise<number> {
  const columns: { column_name: string }[] = await app.dataSource.query(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND column_name NOT IN ('id', 'diocese_id')`,
    [table],
  );
  const list = columns.map(({ column_name }) => `"${column_name}"`).join(", ");
  const values = columns
    .map(({ column_name }) => (column_name in changed ? Number(changed[column_name]) : `"${column_name}"`))
    .join(", ");
  const [copy] = await app.dataSource.query(
    `INSERT INTO "${table}" (diocese_id, ${list}) SELECT 2, ${values} FROM "${table}" WHERE id = $1 RETURNING id`,
    [id],
  );
  return copy.id;
}

describe("unique keys with many dioceses", () => {
  it("each hold the diocese, a row's id, or a value unique across dioceses for a reason given", async () => {
    const keys = (await uniqueKeys()).filter(({ table }) => !(table in DEPLOYMENT_TABLES));
    // An id the deployment gives is unique across dioceses; a fixed one (a diocese's one row) is not.
    const acrossDioceses = keys.filter(
      ({ table, columns, givenIds }) =>
        !columns.some(
          (column) => column === "diocese_id" || (column === "id" && givenIds) || column.endsWith("_id"),
        ) && !(columns.length === 1 && `${table}.${columns[0]}` in UNIQUE_ACROSS_DIOCESES),
    );
    expect(acrossDioceses).toEqual([]);
    const listed = new Set(keys.map(({ table, columns }) => `${table}.${columns.join(",")}`));
    expect(Object.keys(UNIQUE_ACROSS_DIOCESES).filter((value) => !listed.has(value))).toEqual([]);
  });

  it("let two dioceses each have a parish and an archdeaconry of the same name and address, once each", async () => {
    const parish = await createParish(app.services, { name: "St Peter's Butere" });
    const archdeaconry = await copyToSecondDiocese("archdeaconry", parish.archdeaconryId);
    const copy = await copyToSecondDiocese("parish", parish.id, { archdeaconry_id: archdeaconry });
    const [theirs] = await app.dataSource.query(`SELECT slug, name, diocese_id FROM parish WHERE id = $1`, [
      copy,
    ]);
    expect(theirs).toEqual({ slug: parish.slug, name: "St Peter's Butere", diocese_id: 2 });
    const [another] = await app.dataSource.query(
      `INSERT INTO archdeaconry (diocese_id, name) VALUES (2, 'Mumias West') RETURNING id`,
    );
    await expect(copyToSecondDiocese("parish", parish.id, { archdeaconry_id: another.id })).rejects.toThrow(
      /UQ_parish_diocese_slug/,
    );
    await expect(copyToSecondDiocese("archdeaconry", parish.archdeaconryId)).rejects.toThrow(
      /UQ_archdeaconry_diocese_name/,
    );
  });

  it("let two dioceses each have a user of the same username and e-mail, once each", async () => {
    const staff = await createStaffMember(app, { username: "admin", email: "admin@diocese.example" });
    await copyToSecondDiocese("admin_user", staff.id);
    await expect(copyToSecondDiocese("admin_user", staff.id)).rejects.toThrow(
      /UQ_admin_user_diocese_(username|email)/,
    );
  });

  it("number each diocese's receipts of a year from one", async () => {
    const moment = new Date("2026-03-01T09:00:00Z");
    expect(await nextReceiptNumber(app.dataSource.manager, moment)).toBe("2026-00001");
    await app.dataSource.query(
      `INSERT INTO receipt_sequence (diocese_id, year, last_number) VALUES (2, 2026, 7)`,
    );
    expect(await nextReceiptNumber(app.dataSource.manager, moment)).toBe("2026-00002");
    expect(
      await app.dataSource.query(`SELECT diocese_id, last_number FROM receipt_sequence ORDER BY diocese_id`),
    ).toEqual([
      { diocese_id: 1, last_number: 2 },
      { diocese_id: 2, last_number: 7 },
    ]);
  });
});

describe("links between rows with many dioceses", () => {
  it("each name the diocese with the row's id, so that a row links only to its own diocese's", async () => {
    const links: {
      table: string;
      target: string;
      name: string;
      columns: string[];
      targets: string[];
      emptied: string[];
    }[] = await app.dataSource.query(
      `SELECT child.relname AS "table", target.relname AS target, link.conname AS name,
                ARRAY(SELECT attname::text FROM unnest(link.conkey) WITH ORDINALITY AS key(attnum, position)
                        JOIN pg_attribute ON attrelid = link.conrelid AND pg_attribute.attnum = key.attnum
                       ORDER BY key.position) AS columns,
                ARRAY(SELECT attname::text FROM unnest(link.confkey) WITH ORDINALITY AS key(attnum, position)
                        JOIN pg_attribute ON attrelid = link.confrelid AND pg_attribute.attnum = key.attnum
                       ORDER BY key.position) AS targets,
                CASE WHEN link.confdeltype IN ('n', 'd') THEN
                  ARRAY(SELECT attname::text FROM unnest(COALESCE(link.confdelsetcols, link.conkey)) AS key(attnum)
                          JOIN pg_attribute ON attrelid = link.conrelid AND pg_attribute.attnum = key.attnum)
                ELSE ARRAY[]::text[] END AS emptied
           FROM pg_constraint link
           JOIN pg_class child ON child.oid = link.conrelid
           JOIN pg_class target ON target.oid = link.confrelid
          WHERE link.contype = 'f' AND child.relnamespace = current_schema()::regnamespace`,
    );
    const ofDioceses = links.filter(
      ({ table, target }) => !(table in DEPLOYMENT_TABLES) && !(target in DEPLOYMENT_TABLES),
    );
    const notWithinDiocese = ofDioceses.filter(
      ({ columns, targets }) =>
        columns.length !== 2 || columns[0] !== "diocese_id" || targets.join() !== "diocese_id,id",
    );
    expect(notWithinDiocese).toEqual([]);
    // A deletion that empties a link empties the link alone: never the row's diocese.
    expect(ofDioceses.filter(({ emptied }) => emptied.includes("diocese_id"))).toEqual([]);
    // The site links parishes, projects, staff and many more: a listing that found few proves nothing.
    expect(ofDioceses.length).toBeGreaterThan(30);
  });

  it("refuse a row that names another diocese's row, and empty a link alone when its row goes", async () => {
    const parish = await createParish(app.services, { name: "St Luke's Shianda" });
    const article = await createNewsArticle(app.services, { title: "Confirmations at St Luke's" });
    await expect(copyToSecondDiocese("news_article", article.id, { parish_id: parish.id })).rejects.toThrow(
      /violates foreign key constraint/,
    );

    const archdeaconry = await copyToSecondDiocese("archdeaconry", parish.archdeaconryId);
    const ownParish = await copyToSecondDiocese("parish", parish.id, { archdeaconry_id: archdeaconry });
    const linked = await copyToSecondDiocese("news_article", article.id, { parish_id: ownParish });
    await app.dataSource.query(`DELETE FROM parish WHERE id = $1`, [ownParish]);
    expect(
      await app.dataSource.query(`SELECT diocese_id, parish_id FROM news_article WHERE id = $1`, [linked]),
    ).toEqual([{ diocese_id: 2, parish_id: null }]);
  });
});
