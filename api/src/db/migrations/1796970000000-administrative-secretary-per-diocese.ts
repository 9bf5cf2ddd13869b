import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The administrative secretary of the About Us page is one row a diocese, always id 1 (as the
 * site's settings are): keyed by (diocese_id, id) on PostgreSQL, so that a second diocese can save
 * its own. Dioceses1796900000000 keyed the site's settings so and left this table out; until now a
 * second diocese's secretary failed on the first's key. SQLite only ever holds one diocese: there
 * the key stays as it was, with the pair's unique index beside it, as that migration does.
 */
export class AdministrativeSecretaryPerDiocese1796970000000 implements MigrationInterface {
  name = "AdministrativeSecretaryPerDiocese1796970000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== "postgres") {
      await queryRunner.query(
        `CREATE UNIQUE INDEX "UQ_administrative_secretary_diocese_id" ON "administrative_secretary" ("diocese_id", "id")`,
      );
      return;
    }
    await dropPrimaryKey(queryRunner);
    await queryRunner.query(`ALTER TABLE "administrative_secretary" ADD PRIMARY KEY ("diocese_id", "id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== "postgres") {
      await queryRunner.query(`DROP INDEX "UQ_administrative_secretary_diocese_id"`);
      return;
    }
    await dropPrimaryKey(queryRunner);
    await queryRunner.query(`ALTER TABLE "administrative_secretary" ADD PRIMARY KEY ("id")`);
  }
}

async function dropPrimaryKey(queryRunner: QueryRunner): Promise<void> {
  const [key]: { name: string }[] = await queryRunner.query(
    `SELECT conname AS name FROM pg_constraint
      WHERE conrelid = '"administrative_secretary"'::regclass AND contype = 'p'`,
  );
  await queryRunner.query(`ALTER TABLE "administrative_secretary" DROP CONSTRAINT "${key!.name}"`);
}
