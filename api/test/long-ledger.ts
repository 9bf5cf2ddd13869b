import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createProject, createStaffMember, signedInHeaders } from "./factories.js";
import type { TestApp } from "./test-app.js";

/** A full collection on demand, so that what is sampled is what is held, not garbage not yet swept. */
setFlagsFromString("--expose-gc");
export const collectGarbage = runInNewContext("gc") as () => void;

/** How many entries the long ledger has. */
export const LONG_LEDGER_GIFTS = 100_000;
/** Long enough that the ledger's CSV (about 40 MB) dwarfs what one batch of it takes. */
const REASON = "Given at the harvest service of the parish, counted by the wardens and banked. ".repeat(4);

/**
 * A ledger of LONG_LEDGER_GIFTS paybill entries to one project, written by one statement (through
 * the services it would take minutes), and a treasurer's headers to download it. Three entries
 * share each moment, and on PostgreSQL the moments are 1.001 ms apart, so the batches' boundaries
 * fall inside ties and between milliseconds.
 */
export async function fillLongLedger(server: TestApp): Promise<{ treasurer: Record<string, string> }> {
  const treasurer = await signedInHeaders(server, await createStaffMember(server, { role: "treasurer" }));
  const project = await createProject(server.services);
  const postgres = server.dataSource.options.type === "postgres";
  const at = postgres
    ? "timestamptz '2026-01-01 00:00:00+00' + (i / 3) * interval '1001 microseconds'"
    : "strftime('%Y-%m-%d %H:%M:%f', '2026-01-01', '+' || (i / 3) || ' seconds')";
  await server.dataSource.query(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LONG_LEDGER_GIFTS})
     INSERT INTO contribution
       (project_id, source, status, amount_kes, donor_name, receipt_token, reason, created_at, paid_at)
     SELECT ${project.id}, 'PAYBILL', 'PAID', 100 + i, 'Donor, "' || i || '"', 'token-' || i, '${REASON}',
       ${at}, ${at}
     FROM n`,
  );
  // PostgreSQL's autovacuum would gather the table's statistics once so many rows had come in; read
  // at once, a table of 100,000 rows still planned as empty is scanned whole for each batch.
  if (postgres) await server.dataSource.query("ANALYZE contribution");
  return { treasurer };
}
