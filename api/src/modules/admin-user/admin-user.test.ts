import argon2 from "argon2";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { AdminUser } from "./admin-user.entity.js";

let server: TestApp;

beforeEach(async () => {
  server = await startTestApp();
});
afterEach(() => server.close());

const admins = () => server.dataSource.getRepository(AdminUser).find();

describe("the first administrator", () => {
  it("is created from ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_NAME, with an argon2id hash", async () => {
    const outcome = await server.services.adminUsers.ensureFirstAdmin({
      email: "office@diocese.example",
      password: "Synod-2026!",
      name: "Diocesan Office",
    });
    expect(outcome).toEqual({ created: true, email: "office@diocese.example", generatedPassword: null });
    const [admin] = await admins();
    expect(admin).toMatchObject({
      email: "office@diocese.example",
      name: "Diocesan Office",
      role: "system_admin",
      active: true,
    });
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await argon2.verify(admin!.passwordHash, "Synod-2026!")).toBe(true);
  });

  it("gets a random password, returned once, when no ADMIN_* variables are set", async () => {
    const outcome = await server.services.adminUsers.ensureFirstAdmin(null);
    if (!outcome.created || !outcome.generatedPassword) throw new Error("expected a generated password");
    expect(outcome.generatedPassword.length).toBeGreaterThanOrEqual(16);
    const [admin] = await admins();
    expect(await argon2.verify(admin!.passwordHash, outcome.generatedPassword)).toBe(true);
  });

  it("is never replaced once an admin exists", async () => {
    await server.services.adminUsers.ensureFirstAdmin({
      email: "first@diocese.example",
      password: "first-password",
      name: "First",
    });
    const outcome = await server.services.adminUsers.ensureFirstAdmin({
      email: "second@diocese.example",
      password: "second-password",
      name: "Second",
    });
    expect(outcome).toEqual({ created: false });
    expect((await admins()).map((admin) => admin.email)).toEqual(["first@diocese.example"]);
  });
});
