import argon2 from "argon2";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStaffMember, signedInHeaders, STAFF_PASSWORD } from "../../../test/factories.js";
import { graphqlAs, graphqlUpload, requestJson } from "../../../test/http.js";
import { filesUnder, smallImage } from "../../../test/images.js";
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

  it("gets a valid username even from a short e-mail, and can sign in with it", async () => {
    await server.services.adminUsers.ensureFirstAdmin({
      email: "ed@diocese.example",
      password: "Synod-2026!",
      name: "Ed",
    });
    const [admin] = await admins();
    expect(admin!.username).toBe("ed1");
    const signIn = await requestJson(server.url, "POST", "/api/login", {
      body: { email: "ed1", password: "Synod-2026!" },
    });
    expect(signIn.body.Status).toBe("Success");
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

describe("managing staff accounts", () => {
  const CREATE = `mutation ($input: NewAdminUserInput!) { createAdminUser(input: $input) { user { id email role phone active } password } }`;
  const input = (overrides: Record<string, unknown> = {}) => ({
    name: "Mary Nekesa",
    email: "Mary.Nekesa@Diocese.example",
    username: "mnekesa",
    phone: "0722 000 111",
    role: "EDITOR",
    ...overrides,
  });

  it("lets a system admin add an editor, who gets a generated password and can sign in", async () => {
    const headers = await signedInHeaders(server);
    const { body } = await graphqlAs<{
      createAdminUser: { user: { email: string; phone: string; role: string }; password: string };
    }>(server.url, headers, CREATE, { input: input() });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createAdminUser.user).toMatchObject({
      email: "mary.nekesa@diocese.example",
      phone: "+254722000111",
      role: "EDITOR",
    });
    const signIn = await requestJson(server.url, "POST", "/api/login", {
      body: { email: "mnekesa", password: body.data!.createAdminUser.password },
    });
    expect(signIn.body.Status).toBe("Success");
  });

  it("refuses a duplicate e-mail, a bad phone and a bad username with messages", async () => {
    const headers = await signedInHeaders(server);
    await graphqlAs(server.url, headers, CREATE, { input: input() });
    const duplicate = await graphqlAs(server.url, headers, CREATE, { input: input({ username: "other" }) });
    expect(duplicate.body.errors?.[0]).toMatchObject({
      message: "There is already an account with the e-mail mary.nekesa@diocese.example",
      extensions: { field: "email" },
    });
    const phone = await graphqlAs(server.url, headers, CREATE, {
      input: input({ email: "a@diocese.example", username: "aaa", phone: "12" }),
    });
    expect(phone.body.errors?.[0]).toMatchObject({
      message: "phone must be a phone number such as 0712 345 678 or +254 712 345 678",
      extensions: { field: "phone" },
    });
    const username = await graphqlAs(server.url, headers, CREATE, {
      input: input({ email: "b@diocese.example", username: "no spaces" }),
    });
    expect(username.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "username",
    });
    expect((await admins()).map((admin) => admin.email)).not.toContain("a@diocese.example");
  });

  it("refuses editors (FORBIDDEN) and visitors (UNAUTHENTICATED), and adds no one", async () => {
    const editor = await createStaffMember(server, { role: "editor" });
    const asEditor = await graphqlAs(server.url, await signedInHeaders(server, editor), CREATE, {
      input: input(),
    });
    expect(asEditor.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const asVisitor = await graphqlAs(server.url, {}, CREATE, { input: input() });
    expect(asVisitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const list = await graphqlAs(server.url, {}, `{ adminUsers { email } }`);
    expect(list.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await admins()).map((admin) => admin.email)).toEqual([editor.email]);
  });

  it("deactivates a member of staff, ending their sessions, but never oneself", async () => {
    const admin = await createStaffMember(server);
    const headers = await signedInHeaders(server, admin);
    const editor = await createStaffMember(server, { role: "editor" });
    const editorHeaders = await signedInHeaders(server, editor);
    const SET = `mutation ($id: ID!, $active: Boolean!) { setAdminUserActive(id: $id, active: $active) { active } }`;

    const deactivated = await graphqlAs(server.url, headers, SET, { id: String(editor.id), active: false });
    expect(deactivated.body.data).toEqual({ setAdminUserActive: { active: false } });
    expect((await graphqlAs(server.url, editorHeaders, `{ me { email } }`)).body.data).toEqual({ me: null });
    const signIn = await requestJson(server.url, "POST", "/api/login", {
      body: { email: editor.email, password: STAFF_PASSWORD },
    });
    expect(signIn.body.message).toBe("This account has been deactivated. Ask a system admin to restore it.");

    const self = await graphqlAs(server.url, headers, SET, { id: String(admin.id), active: false });
    expect(self.body.errors?.[0]?.message).toBe("You cannot deactivate your own account");
    const unknown = await graphqlAs(server.url, headers, SET, { id: "99999", active: false });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const badId = await graphqlAs(server.url, headers, SET, { id: "abc", active: false });
    expect(badId.body.errors?.[0]?.message).toMatch(/^id must be a whole number from 1 to /);
  });

  it("resets a member of staff's password to a generated one", async () => {
    const headers = await signedInHeaders(server);
    const editor = await createStaffMember(server, { role: "editor" });
    const { body } = await graphqlAs<{ resetAdminUserPassword: { password: string } }>(
      server.url,
      headers,
      `mutation ($id: ID!) { resetAdminUserPassword(id: $id) { password } }`,
      { id: String(editor.id) },
    );
    const password = body.data!.resetAdminUserPassword.password;
    expect(
      (await requestJson(server.url, "POST", "/api/login", { body: { email: editor.email, password } })).body
        .Status,
    ).toBe("Success");
    expect(
      (
        await requestJson(server.url, "POST", "/api/login", {
          body: { email: editor.email, password: STAFF_PASSWORD },
        })
      ).status,
    ).toBe(401);
  });

  it("never exposes a password hash in the schema", async () => {
    const { body } = await graphqlAs<{ __type: { fields: { name: string }[] } }>(
      server.url,
      {},
      `{ __type(name: "AdminUser") { fields { name } } }`,
    );
    const fields = body.data!.__type.fields.map((field) => field.name);
    expect(fields).toContain("email");
    expect(fields.filter((name) => /password|hash/i.test(name))).toEqual([]);
  });
});

describe("a member of staff's own picture", () => {
  const SET_PICTURE = `mutation ($image: Upload!) { setMyPicture(image: $image) { image { url width srcSet } } }`;

  it("is set from an upload, replacing the old one's files", async () => {
    const headers = await signedInHeaders(server);
    const upload = async () =>
      graphqlUpload<{ setMyPicture: { image: { url: string; width: number } } }>(
        server.url,
        SET_PICTURE,
        { image: null },
        { image: { filename: "me.png", type: "image/png", bytes: await smallImage("png") } },
        headers,
      );
    const first = await upload();
    expect(first.body.errors).toBeUndefined();
    const firstUrl = first.body.data!.setMyPicture.image.url;
    expect(firstUrl).toMatch(/^\/uploads\/images\/.+\.jpg$/);
    expect((await fetch(`${server.url}${firstUrl}`)).status).toBe(200);

    const second = await upload();
    expect(second.body.data!.setMyPicture.image.url).not.toBe(firstUrl);
    expect((await fetch(`${server.url}${firstUrl}`)).status).toBe(404);
    const me = await graphqlAs<{ me: { image: { url: string } } }>(
      server.url,
      headers,
      `{ me { image { url } } }`,
    );
    expect(me.body.data?.me.image.url).toBe(second.body.data!.setMyPicture.image.url);
  });

  it("is refused without a session, and stores nothing", async () => {
    const before = await filesUnder(server.config.uploadsDir);
    const { body } = await graphqlUpload(
      server.url,
      SET_PICTURE,
      { image: null },
      { image: { filename: "me.png", type: "image/png", bytes: await smallImage("png") } },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await filesUnder(server.config.uploadsDir)).toEqual(before);
  });
});

describe("a member of staff's own language", () => {
  const SET_LANGUAGE = `mutation ($language: Language!) { setMyLanguage(language: $language) { id language } }`;

  it("is English until they choose Kiswahili, which their next visit keeps", async () => {
    const staff = await createStaffMember(server);
    const headers = await signedInHeaders(server, staff);
    const before = await graphqlAs<{ me: { language: string } }>(server.url, headers, `{ me { language } }`);
    expect(before.body.data?.me.language).toBe("EN");

    const set = await graphqlAs<{ setMyLanguage: { language: string } }>(server.url, headers, SET_LANGUAGE, {
      language: "SW",
    });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data?.setMyLanguage.language).toBe("SW");

    const later = await graphqlAs<{ me: { language: string } }>(
      server.url,
      await signedInHeaders(server, staff),
      `{ me { language } }`,
    );
    expect(later.body.data?.me.language).toBe("SW");
    const stored = await server.dataSource.getRepository(AdminUser).findOneByOrFail({ id: staff.id });
    expect(stored.language).toBe("sw");
  });

  it("refuses a language the site does not have, and changes nothing", async () => {
    const staff = await createStaffMember(server);
    const headers = await signedInHeaders(server, staff);
    const { body } = await graphqlAs(server.url, headers, SET_LANGUAGE, { language: "FR" });
    expect(body.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    const stored = await server.dataSource.getRepository(AdminUser).findOneByOrFail({ id: staff.id });
    expect(stored.language).toBe("en");
  });

  it("is refused without a session", async () => {
    const { body } = await graphqlAs(server.url, {}, SET_LANGUAGE, { language: "SW" });
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
