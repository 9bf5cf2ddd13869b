import { readdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  atHost,
  fileHashes,
  movedRowCounts,
  overHttp,
  whatVisitorsSee,
} from "../../../test/diocese-archives.js";
import { inDiocese, MUMIAS_HOST, requestAt, startProvinceApp } from "../../../test/in-diocese.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { asUnitOfWork, FIRST_DIOCESE } from "../../db/unit-of-work.js";
import { seedSampleContentOnce } from "../../sample-content/sample-content.js";
import { exportDiocese } from "./diocese-export.js";
import { fillDiocese, openArchive } from "./diocese-import.js";

/*
 * A diocese moved out of a province's deployment to a site of its own on SQLite, and from there
 * into another province's deployment as a new diocese (issue #44): every row and file counted at
 * each step, what visitors see the same, its staff able to sign in, and every id moved past those
 * that province had given while the links between its rows still hold. No other diocese's row
 * changes.
 */

const MUMIAS = 2;
const BACK_HOST = "mumias-again.example.org";
const PASSWORD = "Harambee for the new roof 2026";

let province: TestApp;
let single: TestApp;
/** Another province's deployment, whose first diocese has archdeaconries: the ids they have are taken. */
let elsewhere: TestApp;
let work: string;
beforeAll(async () => {
  province = await startProvinceApp();
  await inDiocese(MUMIAS, () => seedSampleContentOnce(province.dataSource, province.services));
  await inDiocese(MUMIAS, async () => {
    const { user } = await province.services.adminUsers.create(
      SYSTEM_ACTOR,
      { email: "secretary@mumias.example.org", name: "Diocesan secretary", username: "secretary" },
      PASSWORD,
    );
    await linkedWithoutKeys(province, user.id);
  });
  single = await startTestApp({ sqlite: true });
  elsewhere = await startProvinceApp();
  for (const name of ["Kakamega Central", "Kakamega North"]) {
    await inDiocese(FIRST_DIOCESE, () => elsewhere.services.archdeaconries.create(SYSTEM_ACTOR, { name }));
  }
  work = await mkdtemp(path.join(tmpdir(), "diocese-move-test-"));
}, 180_000);
afterAll(async () => {
  await single?.close();
  await elsewhere?.close();
  await province?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/**
 * Rows the sample content has none of, whose links no foreign key holds and whose columns are
 * not named `…_id`: a parish's SMS subscriber and one to the whole diocese, a notice sent to the
 * parish by the secretary, and the parish's return, sent by the secretary.
 */
async function linkedWithoutKeys(app: TestApp, secretary: number): Promise<void> {
  const [parish] = await app.dataSource.query(`SELECT id FROM parish ORDER BY id LIMIT 1`);
  const [subscription] = await app.dataSource.query(
    `INSERT INTO sms_subscription (phone, parish_id, parish_key, how) VALUES ('+254700000001', $1, $1, 'sms'), ('+254700000002', NULL, 0, 'sms') RETURNING id`,
    [parish.id],
  );
  await app.dataSource.query(
    `INSERT INTO sms_notice (parish_id, body, created_by, sent_at, recipients, last_subscription_id, queued_through)
     VALUES ($1, 'Harambee on Saturday', $2, now(), 1, $3, $3)`,
    [parish.id, secretary, subscription.id],
  );
  await app.dataSource.query(
    `INSERT INTO parish_return (parish_id, year, status, submitted_at, submitted_by, updated_by)
     VALUES ($1, 2019, 'submitted', now(), $2, $2)`,
    [parish.id, secretary],
  );
}

/** Links between rows that no foreign key holds: the column, and the table whose id it holds. */
const LINKS_WITHOUT_KEYS = [
  ["registration", "event_id", "event"],
  ["contribution", "pledge_id", "pledge"],
  ["contribution", "registration_id", "registration"],
  ["photo_album", "cover_photo_id", "photo"],
  ["sermon", "parish_id", "parish"],
  ["sms_subscription", "parish_key", "parish"],
  ["sms_notice", "created_by", "admin_user"],
  ["sms_notice", "last_subscription_id", "sms_subscription"],
  ["sms_notice", "queued_through", "sms_subscription"],
  ["parish_return", "submitted_by", "admin_user"],
  ["parish_return", "updated_by", "admin_user"],
  ["content_revision", "saved_by_user_id", "admin_user"],
  ["audit_log", "actor_id", "admin_user"],
] as const;

/** How many rows of each such link name a row of its table in the diocese, and how many name none. */
async function linksFound(app: TestApp, diocese: number): Promise<Record<string, [number, number]>> {
  const found: Record<string, [number, number]> = {};
  for (const [table, column, target] of LINKS_WITHOUT_KEYS) {
    const [row] = await inDiocese(diocese, () =>
      app.dataSource.query(
        `SELECT COUNT(${target}.id)::int AS found, (COUNT(*) - COUNT(${target}.id))::int AS missing
         FROM "${table}" LEFT JOIN "${target}" ON "${target}".id = "${table}"."${column}"
         WHERE "${table}"."${column}" IS NOT NULL AND "${table}"."${column}" <> 0`,
      ),
    );
    found[`${table}.${column}`] = [row.found, row.missing];
  }
  return found;
}

/** Every file in a folder and those within it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A diocese of a province as it is now: its rows, files and what visitors see. */
async function stateOf(app: TestApp, diocese: number, host: string) {
  return {
    rows: await inDiocese(diocese, () => movedRowCounts(app.dataSource, diocese)),
    files: await inDiocese(diocese, () => fileHashes(app.services.media.storage)),
    seen: await whatVisitorsSee(atHost(app, host)),
  };
}

async function exportOf(app: TestApp, diocese: number, name: string): Promise<string> {
  const archive = path.join(work, name);
  await inDiocese(diocese, () => exportDiocese(app.dataSource, app.services.media.storage, archive));
  return archive;
}

/** Imports an archive into a province as a new diocese at the host. */
async function intoProvinceOf(app: TestApp, archive: string, host: string) {
  const opened = await openArchive(app.dataSource, archive);
  try {
    return await app.services.province.receive({ name: opened.manifest.name, hosts: [host] }, () =>
      fillDiocese(app.dataSource, app.services.media.storage, opened, { newIds: true }),
    );
  } finally {
    await opened.close();
  }
}

describe("moving a diocese out of a province, to a site of its own and on to another province", () => {
  it("keeps every row and file, what visitors see, and its staff's sign-in", async () => {
    const mumias = await stateOf(province, MUMIAS, MUMIAS_HOST);
    expect(Object.values(mumias.rows).filter((count) => count > 0).length).toBeGreaterThan(30);
    const first = await inDiocese(FIRST_DIOCESE, () => movedRowCounts(elsewhere.dataSource, FIRST_DIOCESE));

    const out = await exportOf(province, MUMIAS, "out.tar.gz");
    await asUnitOfWork(async () => {
      const opened = await openArchive(single.dataSource, out);
      try {
        await fillDiocese(single.dataSource, single.services.media.storage, opened, { newIds: false });
      } finally {
        await opened.close();
      }
    }, FIRST_DIOCESE);
    expect(await movedRowCounts(single.dataSource, FIRST_DIOCESE)).toEqual(mumias.rows);
    expect(await fileHashes(single.services.media.storage)).toEqual(mumias.files);
    expect(await whatVisitorsSee(overHttp(single.url))).toEqual(mumias.seen);

    const back = await exportOf(single, FIRST_DIOCESE, "back.tar.gz");
    const { diocese, filled } = await intoProvinceOf(elsewhere, back, BACK_HOST);
    expect(filled.rows).toEqual(mumias.rows);
    expect(await stateOf(elsewhere, diocese.id, BACK_HOST)).toEqual(mumias);

    // Its ids are new: that province had given the first ones to its first diocese.
    const range = async (id: number) =>
      (
        await inDiocese(id, () =>
          elsewhere.dataSource.query(`SELECT MIN(id) AS low, MAX(id) AS high FROM archdeaconry`),
        )
      )[0];
    expect((await range(diocese.id)).low).toBeGreaterThan((await range(FIRST_DIOCESE)).high);
    // The audit log's entries still name the parishes they are about.
    const namedParishes = (app: TestApp, id: number) =>
      inDiocese(id, () =>
        app.dataSource.query(
          `SELECT COUNT(*)::int AS count FROM audit_log JOIN parish ON parish.id::text = audit_log.entity_id WHERE audit_log.entity = 'Parish'`,
        ),
      );
    expect(await namedParishes(elsewhere, diocese.id)).toEqual(await namedParishes(province, MUMIAS));
    expect((await namedParishes(province, MUMIAS))[0].count).toBeGreaterThan(0);

    // Every link without a foreign key still finds its row, as it did in Mumias.
    const links = await linksFound(province, MUMIAS);
    for (const made of [
      "sms_subscription.parish_key",
      "sms_notice.queued_through",
      "parish_return.updated_by",
    ]) {
      expect(links[made], made).toEqual([1, 0]);
    }
    expect(links["registration.event_id"]![0]).toBeGreaterThan(0);
    expect(await linksFound(elsewhere, diocese.id)).toEqual(links);
    const wholeDiocese = `SELECT COUNT(*)::int AS count FROM sms_subscription WHERE parish_key = 0`;
    expect(await inDiocese(diocese.id, () => elsewhere.dataSource.query(wholeDiocese))).toEqual([
      { count: 1 },
    ]);

    const signIn = await requestAt(elsewhere, BACK_HOST, "/graphql", "POST", {
      query: `mutation { signIn(identifier: "secretary", password: "${PASSWORD}") { username } }`,
    });
    expect(signIn.json()).toEqual({ data: { signIn: { username: "secretary" } } });

    // New rows take ids past the moved ones, in the new diocese and in the other.
    for (const id of [diocese.id, FIRST_DIOCESE]) {
      await inDiocese(id, () =>
        elsewhere.services.archdeaconries.create(SYSTEM_ACTOR, { name: `Mission area ${id}` }),
      );
    }
    const firstNow = await inDiocese(FIRST_DIOCESE, () =>
      movedRowCounts(elsewhere.dataSource, FIRST_DIOCESE),
    );
    expect(firstNow).toEqual({ ...first, archdeaconry: first.archdeaconry! + 1 });
    expect(await stateOf(province, MUMIAS, MUMIAS_HOST)).toEqual(mumias);
  }, 180_000);

  it("refuses a diocese the deployment has already, and leaves no diocese, row or file of the attempt", async () => {
    const out = await exportOf(province, MUMIAS, "twice.tar.gz");
    const dioceses = await province.dataSource.query(`SELECT id FROM diocese ORDER BY id`);
    const files = await filesUnder(province.config.uploadsDir);
    await expect(intoProvinceOf(province, out, "mumias-twice.example.org")).rejects.toThrow(
      "is this diocese here already?",
    );
    expect(await province.dataSource.query(`SELECT id FROM diocese ORDER BY id`)).toEqual(dioceses);
    expect(await filesUnder(province.config.uploadsDir)).toEqual(files);
  }, 60_000);

  it("refuses hosts that are missing or taken, writing nothing", async () => {
    const out = await exportOf(province, MUMIAS, "hosts.tar.gz");
    const dioceses = await province.dataSource.query(`SELECT id FROM diocese ORDER BY id`);
    await expect(intoProvinceOf(province, out, "")).rejects.toThrow("is not a host name");
    await expect(intoProvinceOf(province, out, MUMIAS_HOST)).rejects.toThrow(
      `${MUMIAS_HOST} is already the host name of a diocese`,
    );
    expect(await province.dataSource.query(`SELECT id FROM diocese ORDER BY id`)).toEqual(dioceses);
  }, 60_000);
});
