import { In } from "typeorm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createArchdeaconry, createParish, createStaffMember } from "../../../test/factories.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { deleteWhere, insertRows, updateWhere } from "../../db/store.js";
import { AppState } from "../../db/app-state.entity.js";
import { AdminUser } from "../admin-user/admin-user.entity.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { AuditAction, AuditLogEntry } from "./audit-log.entity.js";

/*
 * The audit log of writes by criteria: they go through the store (db/store.ts), which tells the
 * log which rows they touch; one that goes round it is refused before it writes anything.
 */

let server: TestApp;
beforeEach(async () => {
  server = await startTestApp();
});
afterEach(() => server.close());

const archdeaconries = () => server.dataSource.getRepository(Archdeaconry);
const entriesOf = (entity: string, entityId: number) =>
  server.dataSource
    .getRepository(AuditLogEntry)
    .find({ where: { entity, entityId: String(entityId) }, order: { id: "ASC" } });
const namesOf = async (ids: number[]) =>
  (await archdeaconries().find({ where: { id: In(ids) }, order: { id: "ASC" } })).map((row) => row.name);

describe("writes by criteria through the store", () => {
  it("records an update of each row the criteria touch, by the name it has, and of no other row", async () => {
    const archdeaconry = await createArchdeaconry(server.services, { name: "Kakamega North" });
    const north = await createParish(server.services, {
      name: "St. Luke's Bukura",
      archdeaconryId: archdeaconry.id,
    });
    const south = await createParish(server.services, {
      name: "St. Mark's Shibuli",
      archdeaconryId: archdeaconry.id,
    });
    const other = await createParish(server.services, { name: "St. John's Butere" });

    const { affected } = await updateWhere(
      server.dataSource.getRepository(Parish),
      { archdeaconryId: archdeaconry.id },
      { town: "Kakamega" },
    );

    expect(affected).toBe(2);
    for (const [parish, name] of [
      [north, "St. Luke's Bukura"],
      [south, "St. Mark's Shibuli"],
    ] as const) {
      expect(
        (await entriesOf("Parish", parish.id)).map((entry) => [entry.action, entry.label, entry.fields]),
      ).toEqual([
        [AuditAction.CREATED, name, []],
        [AuditAction.UPDATED, name, ["town"]],
      ]);
    }
    expect((await entriesOf("Parish", other.id)).map((entry) => entry.action)).toEqual([AuditAction.CREATED]);
  });

  it("records a delete under the name the row had before it went", async () => {
    const archdeaconry = await createArchdeaconry(server.services, { name: "Mumias" });

    await deleteWhere(archdeaconries(), { name: "Mumias" });

    expect(await namesOf([archdeaconry.id])).toEqual([]);
    expect(
      (await entriesOf("Archdeaconry", archdeaconry.id)).map((entry) => [entry.action, entry.label]),
    ).toEqual([
      [AuditAction.CREATED, "Mumias"],
      [AuditAction.DELETED, "Mumias"],
    ]);
  });

  it("records a bare insert, in one transaction with its entry", async () => {
    await insertRows(archdeaconries(), { name: "Lurambi" });
    const [made] = await archdeaconries().findBy({ name: "Lurambi" });

    expect((await entriesOf("Archdeaconry", made!.id)).map((entry) => [entry.action, entry.label])).toEqual([
      [AuditAction.CREATED, "Lurambi"],
    ]);
  });

  it("writes nothing when the entry cannot be written: the write and its entry are one", async () => {
    const archdeaconry = await createArchdeaconry(server.services, { name: "Shinyalu" });
    await server.dataSource.query("ALTER TABLE audit_log RENAME TO audit_log_away");
    try {
      await expect(
        updateWhere(archdeaconries(), { id: archdeaconry.id }, { name: "Renamed" }),
      ).rejects.toThrow();
      await expect(insertRows(archdeaconries(), { name: "Never made" })).rejects.toThrow();
    } finally {
      await server.dataSource.query("ALTER TABLE audit_log_away RENAME TO audit_log");
    }

    expect(await namesOf([archdeaconry.id])).toEqual(["Shinyalu"]);
    expect(await archdeaconries().countBy({ name: "Never made" })).toBe(0);
  });
});

describe("a write that goes round the store", () => {
  it("is refused before it writes, naming the table and the store, for an update, a delete and a bare insert", async () => {
    const archdeaconry = await createArchdeaconry(server.services, { name: "Navakholo" });

    const refused = /archdeaconry .*went round the store/;
    await expect(archdeaconries().update({ id: archdeaconry.id }, { name: "Renamed" })).rejects.toThrow(
      refused,
    );
    await expect(archdeaconries().delete({ id: archdeaconry.id })).rejects.toThrow(refused);
    await expect(archdeaconries().insert({ name: "Unrecorded" })).rejects.toThrow(refused);

    expect(await namesOf([archdeaconry.id])).toEqual(["Navakholo"]);
    expect(await archdeaconries().countBy({ name: "Unrecorded" })).toBe(0);
    expect((await entriesOf("Archdeaconry", archdeaconry.id)).map((entry) => entry.action)).toEqual([
      AuditAction.CREATED,
    ]);
  });

  it("is let be for an update that is no one's act, which the log does not record", async () => {
    const staff = await createStaffMember(server);
    const users = server.dataSource.getRepository(AdminUser);
    const signedIn = new Date("2030-01-02T03:04:05Z");

    await users.update({ id: staff.id }, { lastSignInAt: signedIn });

    expect((await users.findOneByOrFail({ id: staff.id })).lastSignInAt).toEqual(signedIn);
    expect(
      (await entriesOf("Staff account", staff.id)).filter((entry) => entry.action !== AuditAction.CREATED),
    ).toEqual([]);
  });

  it("is let be for the site's own bookkeeping, which the log does not record", async () => {
    const state = server.dataSource.getRepository(AppState);
    await state.insert({ key: "store-test", value: "one" });

    await state.update({ key: "store-test" }, { value: "two" });

    expect(await state.findOneBy({ key: "store-test" })).toEqual({ key: "store-test", value: "two" });
  });
});
