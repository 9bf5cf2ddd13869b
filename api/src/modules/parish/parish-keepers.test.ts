import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import {
  createArchdeaconry,
  createClergyMember,
  createInstitution,
  createParish,
  daysFromToday,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { ClergyPosting, ClergyRole } from "../clergy-posting/clergy-posting.entity.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const DELETE_PARISH = `mutation ($id: ID!) { deleteParish(id: $id) }`;
const DELETE_ARCHDEACONRY = `mutation ($id: ID!) { deleteArchdeaconry(id: $id, deleteParishes: true) }`;

const postings = () => server.dataSource.getRepository(ClergyPosting);

describe("what a parish's deletion would take with it", () => {
  it("keeps a parish in the clergy's postings, saying why, and every posting stays", async () => {
    const parish = await createParish(server.services, { name: "St. Luke's Lubao", vicar: "Rev. Mary Auma" });

    const { body } = await graphql(server.url, DELETE_PARISH, { id: String(parish.id) }, staff);

    expect(body.errors?.[0]).toMatchObject({
      message:
        "St. Luke's Lubao is in the postings of the clergy, which stay with it as their history: it cannot be deleted",
      extensions: { code: "BAD_USER_INPUT", field: "id" },
    });
    expect(await server.services.parishes.findById(parish.id)).not.toBeNull();
    expect(await postings().countBy({ parishId: parish.id })).toBe(1);
  });

  it("keeps an archdeaconry in its archdeacons' postings", async () => {
    const archdeaconry = await createArchdeaconry(server.services, { name: "Mumias East" });
    const archdeacon = await createClergyMember(server.services, { name: "Peter Wafula" });
    await server.services.clergyPostings.addPosting(SYSTEM_ACTOR, {
      clergyMemberId: String(archdeacon.id),
      archdeaconryId: String(archdeaconry.id),
      role: ClergyRole.ARCHDEACON,
      startsOn: daysFromToday(0),
    });

    const { body } = await graphql(server.url, DELETE_ARCHDEACONRY, { id: String(archdeaconry.id) }, staff);

    expect(body.errors?.[0]).toMatchObject({
      message:
        "Mumias East archdeaconry is in the postings of the clergy (its archdeacons), which stay with it as their history: it cannot be deleted",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await server.services.archdeaconries.get(archdeaconry.id)).name).toBe("Mumias East");
    expect(await postings().countBy({ clergyMemberId: archdeacon.id })).toBe(1);
  });

  it("deletes no parish with its archdeaconry when one of them sponsors a school or is in a posting", async () => {
    const sponsoring = await createArchdeaconry(server.services, { name: "Butere North" });
    await createParish(server.services, { archdeaconryId: sponsoring.id, name: "St. Paul's Butere" });
    const sponsor = await createParish(server.services, {
      archdeaconryId: sponsoring.id,
      name: "St. Mark's Ebusiratsi",
    });
    await createInstitution(server.services, { parishId: sponsor.id });
    const posted = await createArchdeaconry(server.services, { name: "Butere South" });
    await createParish(server.services, {
      archdeaconryId: posted.id,
      name: "St. John's Shiatsala",
      vicar: "Rev. Tom Were",
    });

    const refusals = [
      await graphql(server.url, DELETE_ARCHDEACONRY, { id: String(sponsoring.id) }, staff),
      await graphql(server.url, DELETE_ARCHDEACONRY, { id: String(posted.id) }, staff),
    ];

    expect(refusals.map(({ body }) => body.errors?.[0]?.message)).toEqual([
      "St. Mark's Ebusiratsi sponsors schools or other institutions, which stay with it until another parish sponsors them: move it to another archdeaconry first",
      "St. John's Shiatsala is in the postings of the clergy, which stay with it as their history: move it to another archdeaconry first",
    ]);
    expect(await server.services.parishes.listOf(sponsoring.id)).toHaveLength(2);
    expect(await server.services.parishes.listOf(posted.id)).toHaveLength(1);
  });
});
