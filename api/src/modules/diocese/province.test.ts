import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

/* A site that serves one diocese (SQLite, or PostgreSQL without MULTI_DIOCESE) makes no other. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app.close());

describe("making a diocese where the site serves one", () => {
  it("is refused with what it takes, and writes nothing", async () => {
    await expect(
      app.services.province.create({
        name: "ACK Diocese of Mumias",
        hosts: ["mumias.example.org"],
        admin: { email: "office@mumias.example", name: "Secretary" },
      }),
    ).rejects.toThrow("Only a province's deployment (PostgreSQL with MULTI_DIOCESE=true) makes others");
    expect(await app.dataSource.query(`SELECT id FROM diocese`)).toEqual([{ id: 1 }]);
  });
});
