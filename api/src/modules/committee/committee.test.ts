import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createParish, createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { graphql, graphqlUpload } from "../../../test/http.js";
import { filesUnder, smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const MEMBER_FIELDS = `id name title position imageUrl image { width height } parish { name }`;
const FIELDS = `id name description termStartMonth termStartYear termEndMonth termEndYear isStandingCommittee members { ${MEMBER_FIELDS} }`;
const CREATE = `mutation ($input: CommitteeInput!) { createCommittee(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: CommitteeInput!) { updateCommittee(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteCommittee(id: $id) }`;
const CREATE_MEMBER = `mutation ($committeeId: ID!, $input: CommitteeMemberInput!, $image: Upload) { createCommitteeMember(committeeId: $committeeId, input: $input, image: $image) { ${MEMBER_FIELDS} } }`;
const UPDATE_MEMBER = `mutation ($id: ID!, $input: CommitteeMemberInput!, $image: Upload) { updateCommitteeMember(id: $id, input: $input, image: $image) { ${MEMBER_FIELDS} } }`;
const DELETE_MEMBER = `mutation ($id: ID!) { deleteCommitteeMember(id: $id) }`;
const REORDER = `mutation ($committeeId: ID!, $ids: [ID!]!) { reorderCommitteeMembers(committeeId: $committeeId, ids: $ids) { members { name } } }`;
const LIST = `query ($language: Language) { committees(language: $language) { name description isStandingCommittee members { name title } } standingCommittee(language: $language) { name members { name title } } }`;

const finance = {
  name: "Finance Committee",
  description: "Prepares the budget.",
  termStartMonth: 9,
  termStartYear: 2019,
  termEndMonth: 8,
  termEndYear: 2021,
};
const chairman = { name: "CPA Joseph Mulama", title: "Chairman" };

interface MemberFields {
  id: string;
  name: string;
  imageUrl: string | null;
}
interface CommitteeFields {
  id: string;
  members: MemberFields[];
}

const makeCommittee = (name: string, isStandingCommittee = false) =>
  server.services.committees.create(SYSTEM_ACTOR, { ...finance, name, isStandingCommittee });
const makeMember = (committeeId: number, name: string, title = "Member") =>
  server.services.committees.createMember(SYSTEM_ACTOR, committeeId, { name, title });
const committeeNames = async () => (await server.services.committees.list()).map((c) => c.name);
const uploadedFiles = () => filesUnder(server.config.uploadsDir);

describe("boards and committees over GraphQL", () => {
  it("adds a committee with its term, changes it, and lists it with its members in order", async () => {
    const created = await graphql<{ createCommittee: CommitteeFields }>(
      server.url,
      CREATE,
      { input: finance },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const committee = created.body.data!.createCommittee;
    expect(committee).toMatchObject({ ...finance, isStandingCommittee: false, members: [] });

    const parish = await createParish(server.services, { name: "St. Paul's Committee" });
    const member = await graphql<{ createCommitteeMember: MemberFields }>(
      server.url,
      CREATE_MEMBER,
      { committeeId: committee.id, input: { ...chairman, parishId: String(parish.id) } },
      staff,
    );
    expect(member.body.errors).toBeUndefined();
    expect(member.body.data!.createCommitteeMember).toMatchObject({
      ...chairman,
      position: 0,
      parish: { name: "St. Paul's Committee" },
      image: null,
    });
    await makeMember(Number(committee.id), "Mrs. Janet Oduor", "Treasurer");

    const updated = await graphql<{ updateCommittee: CommitteeFields }>(
      server.url,
      UPDATE,
      { id: committee.id, input: { ...finance, description: " ", termEndYear: 2024 } },
      staff,
    );
    expect(updated.body.data!.updateCommittee).toMatchObject({
      description: null,
      termEndYear: 2024,
      members: [{ name: "CPA Joseph Mulama" }, { name: "Mrs. Janet Oduor" }],
    });
  });

  it("gives a member a picture through the image pipeline and removes its files with the member", async () => {
    const committee = await makeCommittee("Board of Education");
    const created = await graphqlUpload<{ createCommitteeMember: MemberFields }>(
      server.url,
      CREATE_MEMBER,
      { committeeId: String(committee.id), input: chairman },
      { image: { bytes: await smallImage("jpeg", 400), filename: "chair.jpg", type: "image/jpeg" } },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const member = created.body.data!.createCommitteeMember;
    expect(member).toMatchObject({ image: { width: 400, height: 200 } });

    const changed = await graphql(
      server.url,
      UPDATE_MEMBER,
      { id: member.id, input: { ...chairman, title: "Chairperson" } },
      staff,
    );
    expect(changed.body.data).toMatchObject({
      updateCommitteeMember: { title: "Chairperson", imageUrl: member.imageUrl },
    });

    expect((await graphql(server.url, DELETE_MEMBER, { id: member.id }, staff)).body.data).toEqual({
      deleteCommitteeMember: true,
    });
    const name = member.imageUrl!.split("/").pop()!.slice(0, 24);
    expect((await uploadedFiles()).filter((file) => file.includes(name))).toEqual([]);
    expect((await server.services.committees.findById(committee.id))!.members).toEqual([]);
  });

  it("deletes a committee with its members and their pictures' files", async () => {
    const committee = await makeCommittee("Youth Committee");
    const withPicture = await server.services.committees.createMember(SYSTEM_ACTOR, committee.id, chairman, {
      buffer: await smallImage("png", 320),
    });
    const deleted = await graphql(server.url, DELETE, { id: String(committee.id) }, staff);
    expect(deleted.body.data).toEqual({ deleteCommittee: true });
    expect(await committeeNames()).not.toContain("Youth Committee");
    const name = withPicture.imageUrl!.split("/").pop()!.slice(0, 24);
    expect((await uploadedFiles()).filter((file) => file.includes(name))).toEqual([]);
  });

  it("puts a committee's members in a new order, and refuses an order that is not the whole list", async () => {
    const committee = await makeCommittee("Mission Board");
    const first = await makeMember(committee.id, "First");
    const second = await makeMember(committee.id, "Second");
    const elsewhere = await makeMember((await makeCommittee("Other Board")).id, "Elsewhere");

    const reordered = await graphql(
      server.url,
      REORDER,
      { committeeId: String(committee.id), ids: [String(second.id), String(first.id)] },
      staff,
    );
    expect(reordered.body.data).toEqual({
      reorderCommitteeMembers: { members: [{ name: "Second" }, { name: "First" }] },
    });

    const wrong = await graphql(
      server.url,
      REORDER,
      { committeeId: String(committee.id), ids: [String(first.id), String(elsewhere.id)] },
      staff,
    );
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: `Give the id of every member of the committee once, in the new order (unknown: ${elsewhere.id}; left out: ${second.id})`,
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("keeps one Diocesan Standing Committee, shown first and by itself for the Governance page", async () => {
    await makeCommittee("Old Standing Committee", true);
    const created = await graphql(
      server.url,
      CREATE,
      { input: { ...finance, name: "Diocesan Standing Committee", isStandingCommittee: true } },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const { body } = await graphql<{
      committees: { name: string; isStandingCommittee: boolean }[];
      standingCommittee: { name: string };
    }>(server.url, LIST, {});
    expect(body.data!.committees[0]).toMatchObject({
      name: "Diocesan Standing Committee",
      isStandingCommittee: true,
    });
    expect(body.data!.committees.filter((c) => c.isStandingCommittee)).toHaveLength(1);
    expect(body.data!.standingCommittee).toMatchObject({ name: "Diocesan Standing Committee" });
  });

  it("answers in Kiswahili where a committee and its members' positions have it, in English otherwise", async () => {
    const committee = await server.services.committees.create(SYSTEM_ACTOR, {
      ...finance,
      name: "Diocesan Standing Committee",
      isStandingCommittee: true,
      kiswahili: [{ field: "name", text: "Kamati ya Kudumu ya Dayosisi" }],
    });
    expect(committee.needsTranslation).toBe(true);
    await server.services.committees.createMember(SYSTEM_ACTOR, committee.id, {
      ...chairman,
      kiswahili: [{ field: "title", text: "Mwenyekiti" }],
    });
    const { body } = await graphql<{ standingCommittee: unknown }>(server.url, LIST, { language: "SW" });
    expect(body.data!.standingCommittee).toEqual({
      name: "Kamati ya Kudumu ya Dayosisi",
      members: [{ name: "CPA Joseph Mulama", title: "Mwenyekiti" }],
    });
  });

  it("refuses bad details with a message for each, and saves nothing", async () => {
    const before = await committeeNames();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...finance, name: " " }, "name must not be empty"],
      [{ ...finance, name: "x".repeat(161) }, "name must have at most 160 characters"],
      [{ ...finance, description: "x".repeat(2001) }, "description must have at most 2,000 characters"],
      [{ ...finance, termStartMonth: 13 }, "termStartMonth must be a month from 1 to 12"],
      [{ ...finance, termEndMonth: 0 }, "termEndMonth must be a month from 1 to 12"],
      [{ ...finance, termStartYear: 1900 }, "termStartYear must be from 1960 to 2100"],
      [
        { ...finance, termEndYear: 2019, termEndMonth: 8, termStartMonth: 9 },
        "The term must not end before it begins",
      ],
      [
        { ...finance, kiswahili: [{ field: "budget", text: "Bajeti" }] },
        "kiswahili: budget has no Kiswahili version; translate name, description",
      ],
    ];
    for (const [input, message] of cases) {
      const { body } = await graphql(server.url, CREATE, { input }, staff);
      expect(body.errors?.[0], message).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect(await committeeNames()).toEqual(before);

    const committee = await makeCommittee("Bad Input Board");
    const memberCases: [Record<string, unknown>, string][] = [
      [{ ...chairman, name: "" }, "name must not be empty"],
      [{ ...chairman, title: " " }, "title must not be empty"],
      [{ ...chairman, title: "x".repeat(121) }, "title must have at most 120 characters"],
      [{ ...chairman, parishId: "parish" }, "parishId must be a whole number from 1 to 2147483647"],
      [{ ...chairman, parishId: "999999" }, "There is no parish with id 999999; choose an existing parish"],
    ];
    for (const [input, message] of memberCases) {
      const { body } = await graphql(
        server.url,
        CREATE_MEMBER,
        { committeeId: String(committee.id), input },
        staff,
      );
      expect(body.errors?.[0], message).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect((await server.services.committees.findById(committee.id))!.members).toEqual([]);

    const notAPicture = await graphqlUpload(
      server.url,
      CREATE_MEMBER,
      { committeeId: String(committee.id), input: chairman },
      { image: { bytes: Buffer.from("not a picture"), filename: "chair.jpg", type: "image/jpeg" } },
      staff,
    );
    expect(notAPicture.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await server.services.committees.findById(committee.id))!.members).toEqual([]);
  });

  it("answers NOT_FOUND for an unknown committee or member", async () => {
    const cases = [
      [UPDATE, { id: "999999", input: finance }, "There is no committee with id 999999"],
      [DELETE, { id: "999999" }, "There is no committee with id 999999"],
      [CREATE_MEMBER, { committeeId: "999999", input: chairman }, "There is no committee with id 999999"],
      [UPDATE_MEMBER, { id: "999999", input: chairman }, "There is no committee member with id 999999"],
      [DELETE_MEMBER, { id: "999999" }, "There is no committee member with id 999999"],
    ] as const;
    for (const [query, variables, message] of cases) {
      const { body } = await graphql(server.url, query, variables, staff);
      expect(body.errors?.[0], message).toMatchObject({ message, extensions: { code: "NOT_FOUND" } });
    }
  });

  it("refuses every write without a session or from a treasurer, and changes nothing", async () => {
    const committee = await makeCommittee("Kept Committee");
    const member = await makeMember(committee.id, "Kept Member");
    const treasurer = await signedInHeaders(server, await createStaffMember(server, { role: "treasurer" }));
    const before = await server.services.committees.list();
    const attempts = (headers?: Record<string, string>) => [
      graphql(server.url, CREATE, { input: finance }, headers),
      graphql(server.url, UPDATE, { id: String(committee.id), input: finance }, headers),
      graphql(server.url, DELETE, { id: String(committee.id) }, headers),
      graphql(server.url, CREATE_MEMBER, { committeeId: String(committee.id), input: chairman }, headers),
      graphql(server.url, UPDATE_MEMBER, { id: String(member.id), input: chairman }, headers),
      graphql(server.url, DELETE_MEMBER, { id: String(member.id) }, headers),
      graphql(server.url, REORDER, { committeeId: String(committee.id), ids: [String(member.id)] }, headers),
    ];
    for (const { body } of await Promise.all(attempts()))
      expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    for (const { body } of await Promise.all(attempts(treasurer)))
      expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await server.services.committees.list()).toEqual(before);
  });
});
