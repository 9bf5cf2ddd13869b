import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { DioceseDirectory } from "./diocese-directory.js";

/*
 * Which diocese a host name is, kept in memory so that finding a request's diocese costs no query:
 * how soon it learns what another instance changed, and what a made-up host costs.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.dataSource.query(`INSERT INTO diocese (name) VALUES ('ACK Diocese of Mumias')`);
}, 60_000);
afterAll(() => app.close());

/** A directory on the test's database, with a clock the test moves. */
function directoryAt(start: number) {
  const clock = { now: start };
  return { clock, directory: new DioceseDirectory(app.dataSource, () => clock.now) };
}

const addHost = (host: string, diocese: number) =>
  app.dataSource.query(`INSERT INTO diocese_host (host, diocese_id) VALUES ('${host}', ${diocese})`);

describe("the dioceses' host names", () => {
  it("make PUBLIC_URL's host the first diocese's, and leave a host another diocese has", async () => {
    const { directory } = directoryAt(0);
    await directory.answerFirstDioceseAt("https://Kakamega.Example.org:8443/");
    await addHost("busia.example.org", 2);
    await directory.answerFirstDioceseAt("https://busia.example.org/");
    await directory.reread();
    expect(await directory.dioceseAt("kakamega.example.org")).toBe(1);
    expect(await directory.dioceseAt("BUSIA.example.org")).toBe(2);
  });

  it("learn a host another instance added at the first request for it 10 s after the last reading", async () => {
    const { clock, directory } = directoryAt(1_000_000);
    expect(await directory.dioceseAt("mumias.example.org")).toBeNull();
    await addHost("mumias.example.org", 2);
    clock.now += 9_000;
    expect(await directory.dioceseAt("mumias.example.org")).toBeNull();
    clock.now += 2_000;
    expect(await directory.dioceseAt("mumias.example.org")).toBe(2);
  });

  it("learn a host taken away within a minute, answering as before meanwhile", async () => {
    const { clock, directory } = directoryAt(2_000_000);
    await addHost("old-name.example.org", 2);
    expect(await directory.dioceseAt("old-name.example.org")).toBe(2);
    await app.dataSource.query(`DELETE FROM diocese_host WHERE host = 'old-name.example.org'`);
    clock.now += 30_000;
    expect(await directory.dioceseAt("old-name.example.org")).toBe(2);
    clock.now += 31_000;
    // This lookup has the hosts read again in the background; the next one knows.
    expect(await directory.dioceseAt("old-name.example.org")).toBe(2);
    await directory.reread();
    expect(await directory.dioceseAt("old-name.example.org")).toBeNull();
  });

  it("name a diocese's main host for its links: the one chosen, else its first in alphabetical order", async () => {
    const { directory } = directoryAt(3_000_000);
    await app.dataSource.query(`INSERT INTO diocese (name) VALUES ('ACK Diocese of Nambale')`);
    const [{ id }] = await app.dataSource.query(`SELECT MAX(id) AS id FROM diocese`);
    await addHost("www.acknambale.org", id);
    await addHost("nambale.example.org", id);
    await directory.reread();
    expect(directory.mainHostOf(id)).toBe("nambale.example.org");
    expect(directory.answersAt("WWW.ackNambale.org", id)).toBe(true);
    expect(directory.answersAt("www.acknambale.org", 1)).toBe(false);

    await app.dataSource.query(`UPDATE diocese SET main_host = 'www.acknambale.org' WHERE id = ${id}`);
    await directory.reread();
    expect(directory.mainHostOf(id)).toBe("www.acknambale.org");

    // A main host the diocese no longer answers at is not named.
    await app.dataSource.query(`DELETE FROM diocese_host WHERE host = 'www.acknambale.org'`);
    await directory.reread();
    expect(directory.mainHostOf(id)).toBe("nambale.example.org");
    expect(directory.mainHostOf(id + 1)).toBeNull();
  });
});
