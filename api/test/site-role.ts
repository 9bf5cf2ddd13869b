import pg from "pg";

/**
 * Hands a throw-away PostgreSQL database (made by the machine's `postgres`, a superuser, whom
 * row-level security never binds) to a login role of its own that is no superuser and does not
 * bypass row-level security, as a province's deployment must connect: its tables become the
 * role's. Answers the address to connect as that role, and how to drop the role once its
 * database is dropped.
 */
export async function handToSiteRole(
  adminUrl: string,
  databaseUrl: string,
): Promise<{ url: string; dropRole(): Promise<void> }> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const role = `${database}_site`;
  await withClient(adminUrl, async (client) => {
    await client.query(`CREATE ROLE "${role}" LOGIN NOSUPERUSER NOBYPASSRLS`);
    // As the database's owner may: the timed jobs' queue makes a schema of its own (db/fair-queue.ts).
    await client.query(`GRANT CREATE ON DATABASE "${database}" TO "${role}"`);
  });
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`,
    );
    // A table's own sequences (its id's) go with it.
    for (const { name } of rows) await client.query(`ALTER TABLE "${name}" OWNER TO "${role}"`);
    // And the migrations' functions (the audit log's triggers'), which a restore drops and makes again.
    const functions = await client.query<{ name: string }>(
      `SELECT oid::regprocedure AS name FROM pg_proc WHERE pronamespace = current_schema()::regnamespace`,
    );
    for (const { name } of functions.rows) await client.query(`ALTER FUNCTION ${name} OWNER TO "${role}"`);
    await client.query(`GRANT ALL ON SCHEMA public TO "${role}"`);
  });
  const url = new URL(databaseUrl);
  url.username = role;
  return {
    url: url.toString(),
    dropRole: () =>
      withClient(adminUrl, (client) => client.query(`DROP ROLE IF EXISTS "${role}"`)).then(() => undefined),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
