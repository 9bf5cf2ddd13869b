import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createArchdeaconry, createStaffMember } from "../../../test/factories.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { AdminUser } from "../admin-user/admin-user.entity.js";
import { AdminSession } from "./session.entity.js";
import { hashToken } from "../../lib/bearer-tokens.js";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SessionService } from "./session.service.js";
import { updateWhere } from "../../db/store.js";

let server: TestApp;
let clock: Date;
let sessions: SessionService;

// One site for the file: each test signs in a member of staff of its own, on a clock of its own.
beforeAll(async () => {
  server = await startTestApp();
});
beforeEach(() => {
  clock = new Date("2026-11-21T08:00:00Z");
  sessions = new SessionService(server.dataSource, () => clock);
});
afterAll(() => server.close());

const minutes = (count: number) => count * 60 * 1000;
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

describe("sessions", () => {
  it("gives a random token of 256 bits and keeps only its hash", async () => {
    const staff = await createStaffMember(server);
    const first = await sessions.start(staff.id);
    const second = await sessions.start(staff.id);
    expect(first.token).not.toBe(second.token);
    expect(Buffer.from(first.token, "base64url")).toHaveLength(32);
    const stored = await server.dataSource.getRepository(AdminSession).findBy({ userId: staff.id });
    expect(stored.map((session) => session.tokenHash).sort()).toEqual(
      [hashToken(first.token), hashToken(second.token)].sort(),
    );
    expect(JSON.stringify(stored)).not.toContain(first.token);
  });

  it("knows the staff member behind a token", async () => {
    const staff = await createStaffMember(server, { role: "editor" });
    const { token } = await sessions.start(staff.id);
    expect(await sessions.authenticate(token)).toMatchObject({ userId: staff.id, role: "editor" });
    expect(await sessions.authenticate("not-a-token")).toBeNull();
    expect(await sessions.authenticate(undefined)).toBeNull();
  });

  it("reads an archdeacon's archdeaconry with each request, so that a change holds from the next one", async () => {
    const butere = await createArchdeaconry(server.services, { name: "Butere Central" });
    const mumias = await createArchdeaconry(server.services, { name: "Mumias" });
    const archdeacon = await createStaffMember(server, { role: "archdeacon", archdeaconryId: butere.id });
    const { token } = await sessions.start(archdeacon.id);
    expect(await sessions.authenticate(token)).toMatchObject({
      role: "archdeacon",
      archdeaconry: { id: butere.id, name: "Butere Central" },
    });
    await updateWhere(
      server.dataSource.getRepository(AdminUser),
      { id: archdeacon.id },
      { archdeaconryId: mumias.id },
    );
    expect((await sessions.authenticate(token))?.archdeaconry).toEqual({ id: mumias.id, name: "Mumias" });

    const editor = await createStaffMember(server, { role: "editor", archdeaconryId: null });
    const editorSession = await sessions.start(editor.id);
    expect(await sessions.authenticate(editorSession.token)).not.toHaveProperty("archdeaconry");
  });

  it("ends after two idle hours, but not while in use", async () => {
    const staff = await createStaffMember(server);
    const { token } = await sessions.start(staff.id);
    for (let hour = 0; hour < 3; hour++) {
      advance(SESSION_IDLE_MS - minutes(5));
      expect(await sessions.authenticate(token)).not.toBeNull();
    }
    advance(SESSION_IDLE_MS + minutes(1));
    expect(await sessions.authenticate(token)).toBeNull();
  });

  it("ends after twelve hours however active", async () => {
    const staff = await createStaffMember(server);
    const { token } = await sessions.start(staff.id);
    while (clock.getTime() < new Date("2026-11-21T08:00:00Z").getTime() + SESSION_ABSOLUTE_MS - minutes(30)) {
      advance(minutes(30));
      expect(await sessions.authenticate(token)).not.toBeNull();
    }
    advance(minutes(31));
    expect(await sessions.authenticate(token)).toBeNull();
  });

  it("stops working once ended, and ends every other session of the user on request", async () => {
    const staff = await createStaffMember(server);
    const other = await createStaffMember(server);
    const kept = await sessions.start(staff.id);
    const dropped = await sessions.start(staff.id);
    const othersSession = await sessions.start(other.id);
    const keptActor = (await sessions.authenticate(kept.token))!;

    await sessions.endAllOf(staff.id, keptActor.sessionId);
    expect(await sessions.authenticate(kept.token)).not.toBeNull();
    expect(await sessions.authenticate(dropped.token)).toBeNull();
    expect(await sessions.authenticate(othersSession.token)).not.toBeNull();

    await sessions.end(keptActor.sessionId);
    expect(await sessions.authenticate(kept.token)).toBeNull();
  });

  it("does not let a deactivated member of staff in", async () => {
    const staff = await createStaffMember(server);
    const { token } = await sessions.start(staff.id);
    await updateWhere(server.dataSource.getRepository(AdminUser), { id: staff.id }, { active: false });
    expect(await sessions.authenticate(token)).toBeNull();
  });
});
