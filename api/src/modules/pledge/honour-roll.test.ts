import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArchdeaconry, createParish, daysFromToday } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startPledgingApp, type PledgingApp } from "../../../test/pledging.js";
import { NAMES_PER_GROUP } from "./honour-roll.js";

/*
 * An appeal's honour roll over GraphQL: by parish and by archdeaconry, only consented names,
 * anonymous pledges in the totals alone, cancelled ones nowhere, and no phone in any answer.
 */

let app: PledgingApp;
let butere: string;
let mumias: string;
let shinyalu: string;

interface Roll {
  raisedKes: number;
  givenOutsidePledgesKes: number;
  groups: {
    id: string | null;
    name: string | null;
    promisedKes: number;
    givenKes: number;
    pledges: number;
    unnamed: number;
    names: { name: string; kind: string; amountKes: number | null }[];
  }[];
}

const ROLL = `raisedKes givenOutsidePledgesKes groups { id name promisedKes givenKes pledges unnamed names { name kind amountKes } }`;

async function honourRoll(by: "PARISH" | "ARCHDEACONRY"): Promise<{ roll: Roll; text: string }> {
  const { body } = await graphql<{ project: { honourRoll: Roll } }>(
    app.server.url,
    `query ($slug: String!, $by: HonourRollGrouping!) { project(slug: $slug) { honourRoll(by: $by) { ${ROLL} } } }`,
    { slug: app.appeal.slug, by },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return { roll: body.data.project.honourRoll, text: JSON.stringify(body) };
}

beforeAll(async () => {
  app = await startPledgingApp();
  const north = await createArchdeaconry(app.server.services, { name: "Butere Archdeaconry" });
  butere = String(
    (await createParish(app.server.services, { name: "St Peter's Butere", archdeaconryId: north.id })).id,
  );
  mumias = String(
    (await createParish(app.server.services, { name: "St John's Mumias", archdeaconryId: north.id })).id,
  );
  shinyalu = String((await createParish(app.server.services, { name: "Holy Trinity Shinyalu" })).id);

  const mothers = await app.pledged({
    parishId: butere,
    name: "Mothers' Union, Butere",
    amountKes: 50_000,
    honourRoll: "NAME_AND_AMOUNT",
    phone: "0712 520 101",
  });
  await app.pledged({
    parishId: butere,
    pledgerKind: "PERSON",
    name: "Grace Achieng",
    amountKes: 10_000,
    honourRoll: "NAME_ONLY",
    phone: "0712 520 102",
  });
  await app.pledged({
    parishId: butere,
    pledgerKind: "PERSON",
    name: "Quiet Giver",
    amountKes: 7_000,
    honourRoll: "ANONYMOUS",
    phone: "0712 520 103",
  });
  await app.pledged({
    parishId: mumias,
    pledgerKind: "KAMA",
    name: "KAMA Mumias",
    amountKes: 20_000,
    phone: "0712 520 104",
  });
  await app.pledged({
    parishId: null,
    pledgerKind: "PERSON",
    name: "Far Away Friend",
    amountKes: 3_000,
    phone: "0712 520 105",
  });
  // A harambee's paper pledges, typed in by the treasurer: more than the roll names.
  for (let index = 0; index < NAMES_PER_GROUP + 2; index++) {
    const { body } = await graphql(
      app.server.url,
      `
        mutation ($input: PledgeInput!) {
          recordPaperPledge(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          projectId: String(app.appeal.id),
          parishId: shinyalu,
          pledgerKind: "PERSON",
          name: `Shinyalu member ${index + 1}`,
          amountKes: 100 + index,
          dueOn: daysFromToday(30),
          schedule: "ONCE",
          honourRoll: "NAME_AND_AMOUNT",
        },
      },
      app.treasurer,
    );
    expect(body.errors).toBeUndefined();
  }
  await app.recordGift(12_500, mothers.id);
  await app.recordGift(4_000);
});
afterAll(() => app.close());

describe("an appeal's honour roll", () => {
  it("by parish: promised and given, consented names, anonymous pledges counted without a name", async () => {
    const { roll, text } = await honourRoll("PARISH");
    const butereLine = roll.groups.find((group) => group.id === butere)!;
    expect(butereLine).toMatchObject({
      name: "St Peter's Butere",
      promisedKes: 67_000,
      givenKes: 12_500,
      pledges: 3,
      unnamed: 1,
    });
    expect(butereLine.names).toEqual([
      { name: "Mothers' Union, Butere", kind: "MOTHERS_UNION", amountKes: 50_000 },
      { name: "Grace Achieng", kind: "PERSON", amountKes: null },
    ]);
    expect(text).not.toContain("Quiet Giver");
    // The pledges that named no parish come last, in a line of their own.
    expect(roll.groups.at(-1)).toMatchObject({ id: null, promisedKes: 3_000, pledges: 1 });
    expect(roll.raisedKes).toBe(16_500);
    expect(roll.givenOutsidePledgesKes).toBe(4_000);
    // Never a phone number, in any form.
    expect(text).not.toMatch(/0712|254712|\+254/);
  });

  it("names at most the first few of a group, the largest pledges first, and counts the rest", async () => {
    const { roll } = await honourRoll("PARISH");
    const line = roll.groups.find((group) => group.id === shinyalu)!;
    expect(line.names).toHaveLength(NAMES_PER_GROUP);
    expect(line.names[0]).toMatchObject({ name: `Shinyalu member ${NAMES_PER_GROUP + 2}` });
    expect(line.unnamed).toBe(2);
  });

  it("by archdeaconry: its parishes' pledges and gifts together", async () => {
    const { roll } = await honourRoll("ARCHDEACONRY");
    const north = roll.groups.find((group) => group.name === "Butere Archdeaconry")!;
    expect(north).toMatchObject({ promisedKes: 87_000, givenKes: 12_500, pledges: 4 });
    expect(north.names.map((entry) => entry.name)).toEqual([
      "Mothers' Union, Butere",
      "KAMA Mumias",
      "Grace Achieng",
    ]);
  });

  it("leaves out a cancelled pledge, its name and its promise", async () => {
    const cancelled = await app.pledged({
      parishId: mumias,
      name: "Withdrawn Branch",
      amountKes: 9_000,
      phone: "0712 520 199",
    });
    await graphql(
      app.server.url,
      `
        mutation ($input: CancelPledgeInput!) {
          cancelPledge(input: $input) {
            id
          }
        }
      `,
      { input: { id: cancelled.id, reason: "Pledged twice by mistake" } },
      app.treasurer,
    );
    const { roll, text } = await honourRoll("PARISH");
    expect(roll.groups.find((group) => group.id === mumias)).toMatchObject({
      promisedKes: 20_000,
      pledges: 1,
    });
    expect(text).not.toContain("Withdrawn Branch");
  });
});
