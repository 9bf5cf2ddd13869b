import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { In } from "typeorm";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { asUnitOfWork } from "../../db/unit-of-work.js";
import { APPEAL_ACCOUNT, give, phoneEnding, settledGift, startGivingApp } from "../../../test/giving-app.js";
import type { GivingApp } from "../../../test/giving-app.js";
import { graphql } from "../../../test/http.js";
import { SIMULATED_PHONES } from "../mpesa/daraja-simulator.js";
import { ProjectStatus, type Project } from "../project/project.entity.js";
import { Contribution, GiftSource, GiftStatus } from "./contribution.entity.js";
import type { Progress } from "./gift-views.js";
import { LedgerCheck, type LedgerCheckLogger } from "./ledger-check.js";

/*
 * Each appeal's running total (appeal_total) is what its ledger sums to, however many gifts,
 * callbacks and reversals are written at once; the nightly check reports a total that is not.
 */

let giving: GivingApp;
let hall: Project;
let cathedral: Project;
let clients = 0;
/** A client address of its own (the server trusts X-Forwarded-For here), so no client's limit is met. */
const newClient = () => ({ "x-forwarded-for": `198.51.100.${++clients}` });

beforeAll(async () => {
  giving = await startGivingApp({ env: { TRUST_PROXY: "true" } });
  const project = (title: string) =>
    giving.server.services.projects.create(SYSTEM_ACTOR, {
      title,
      summary: `${title}.`,
      body: `<p>${title}.</p>`,
      targetAmountKes: 3_000_000,
      status: ProjectStatus.ONGOING,
      featured: false,
    });
  hall = await project("St Luke's Parish Hall");
  cathedral = await project("Cathedral Roof");
});
afterAll(() => giving.close());

/** What the ledger's paid entries of a project sum to, read from the ledger itself. */
async function ledgerOf(projectId: number): Promise<Progress> {
  const entries = giving.server.dataSource.getRepository(Contribution);
  const paid = { projectId, status: GiftStatus.PAID };
  return {
    raisedKes: (await entries.sum("amountKes", paid)) ?? 0,
    openingKes: (await entries.sum("amountKes", { ...paid, source: GiftSource.OPENING })) ?? 0,
    gifts:
      (await entries.countBy({
        ...paid,
        source: In([GiftSource.STK, GiftSource.PAYBILL, GiftSource.STAFF]),
      })) - (await entries.countBy({ ...paid, source: GiftSource.REVERSAL })),
  };
}

const progressOf = async (project: { id: number }) =>
  (await giving.server.services.contributions.progressOfEach([project.id]))[0]!;

async function recordStaffGift(amountKes: number): Promise<string> {
  const { body } = await graphql<{ recordGift: { id: string } }>(
    giving.server.url,
    `
      mutation ($input: RecordGiftInput!) {
        recordGift(input: $input) {
          id
        }
      }
    `,
    { input: { projectId: String(hall.id), amountKes, method: "CASH", receivedOn: "2026-11-20" } },
    giving.treasurer,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.recordGift.id;
}

async function reverse(id: string | number): Promise<void> {
  const { body } = await graphql(
    giving.server.url,
    `
      mutation ($input: ReverseGiftInput!) {
        reverseGift(input: $input) {
          id
        }
      }
    `,
    { input: { id: String(id), reason: "Recorded in error" } },
    giving.treasurer,
  );
  expect(body.errors).toBeUndefined();
}

/** A prompt to the hall from a phone whose ending chooses how it ends; answers the gift's token. */
async function promptToHall(amountKes: number, ending: string): Promise<string> {
  const { body } = await give(
    giving.server.url,
    { projectId: String(hall.id), amountKes, phone: phoneEnding(ending) },
    newClient(),
  );
  expect(body.errors).toBeUndefined();
  return body.data!.giveByMpesa.token;
}

/** Paid, cancelled, paid with its callback thrice, or paid with no callback (the sweep settles it). */
const ENDINGS = [
  "5678",
  SIMULATED_PHONES.cancelled,
  SIMULATED_PHONES.callbackThrice,
  SIMULATED_PHONES.noCallback,
];
const CONCURRENT = 40;
const OPENING_KES = 2_000_000_000;

describe("an appeal's running total", () => {
  it("equals its ledger after forty prompts, forty staff gifts, forty paybill payments and openings at once, then reversals among more gifts", async () => {
    const appealBefore = await progressOf(giving.appeal);
    const [tokens, staffGifts] = await Promise.all([
      Promise.all(Array.from({ length: CONCURRENT }, (_, i) => promptToHall(100 + i, ENDINGS[i % 4]!))),
      Promise.all(Array.from({ length: CONCURRENT }, (_, i) => recordStaffGift(1_000 + i))),
      Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) =>
          giving.simulator.payBill({
            amount: 500 + i,
            phone: "254712000900",
            accountNumber: APPEAL_ACCOUNT,
            confirmations: 2,
          }),
        ),
      ),
      Promise.all(
        // Each its own unit of work, as each request is (SQLite's one connection: db/unit-of-work.ts).
        Array.from({ length: 4 }, () =>
          asUnitOfWork(() =>
            giving.server.services.contributions.recordOpening(
              cathedral.id,
              OPENING_KES,
              "Before the ledger",
            ),
          ),
        ),
      ),
    ]);
    const prompts = await Promise.all(tokens.map((token) => settledGift(giving.server.url, token, 30_000)));
    expect(prompts.filter((gift) => gift.status === "PENDING")).toEqual([]);
    const paidPrompts = tokens.filter((_, i) => prompts[i]!.status === "PAID");
    expect(paidPrompts).toHaveLength(30);

    const promptIds = await Promise.all(
      paidPrompts
        .slice(0, 5)
        .map(async (token) => (await giving.server.services.contributions.findByToken(token))!.id),
    );
    await Promise.all([
      ...[...staffGifts.slice(0, 10), ...promptIds].map((id) => reverse(id)),
      ...Array.from({ length: 20 }, (_, i) => recordStaffGift(2_000 + i)),
    ]);

    const sum = (from: number, count: number) => count * from + (count * (count - 1)) / 2;
    const paidPromptKes = prompts.reduce(
      (total, gift) => total + (gift.status === "PAID" ? gift.amountKes : 0),
      0,
    );
    const reversedKes =
      sum(1_000, 10) +
      (
        await Promise.all(
          promptIds.map(async (id) => (await giving.server.services.contributions.findById(id))!),
        )
      )
        .map((gift) => gift.amountKes)
        .reduce((a, b) => a + b, 0);
    const hallNow = await progressOf(hall);
    expect(hallNow).toEqual(await ledgerOf(hall.id));
    expect(hallNow).toEqual({
      raisedKes: paidPromptKes + sum(1_000, CONCURRENT) + sum(2_000, 20) - reversedKes,
      openingKes: 0,
      gifts: 30 + CONCURRENT + 20 - 15,
    });
    const appealNow = await progressOf(giving.appeal);
    expect(appealNow).toEqual(await ledgerOf(giving.appeal.id));
    expect(appealNow.raisedKes - appealBefore.raisedKes).toBe(sum(500, CONCURRENT));
    expect(appealNow.gifts - appealBefore.gifts).toBe(CONCURRENT);
    // Past 2^31: the total is kept and read back whole on both databases.
    expect(await progressOf(cathedral)).toEqual({
      raisedKes: 4 * OPENING_KES,
      openingKes: 4 * OPENING_KES,
      gifts: 0,
    });
    expect(await progressOf(cathedral)).toEqual(await ledgerOf(cathedral.id));
    expect(await giving.server.services.contributions.ledgerCheck()).toEqual([]);
  }, 120_000);
});

/** A logger that keeps what it is told. */
function keptLog() {
  const errors: { details: object; message: string }[] = [];
  const infos: string[] = [];
  const logger: LedgerCheckLogger = {
    info: (_details, message) => infos.push(message),
    error: (details, message) => errors.push({ details, message }),
  };
  return { logger, errors, infos };
}

/** Noon in Kakamega on a day of the checks' own clock: the night's check is at 02:00. */
const NOON = Date.UTC(2030, 0, 1, 9);
const DAY_MS = 24 * 60 * 60_000;

describe("the check of the totals against the ledger", () => {
  const tamper = (sql: string) => giving.server.dataSource.query(sql);

  it("reports nothing when every total equals its ledger", async () => {
    expect(await giving.server.services.contributions.ledgerCheck()).toEqual([]);
  });

  it("reports each project whose total was changed by hand, with both figures, and repairs nothing", async () => {
    const hallLedger = await ledgerOf(hall.id);
    await tamper(
      `UPDATE appeal_total SET raised_kes = raised_kes + 500, gifts = gifts - 1 WHERE project_id = ${hall.id}`,
    );
    await tamper(`DELETE FROM appeal_total WHERE project_id = ${cathedral.id}`);
    const expected = [
      {
        projectId: hall.id,
        title: hall.title,
        ledger: hallLedger,
        total: { ...hallLedger, raisedKes: hallLedger.raisedKes + 500, gifts: hallLedger.gifts - 1 },
      },
      {
        projectId: cathedral.id,
        title: cathedral.title,
        ledger: { raisedKes: 4 * OPENING_KES, openingKes: 4 * OPENING_KES, gifts: 0 },
        total: { raisedKes: 0, openingKes: 0, gifts: 0 },
      },
    ];
    expect(await giving.server.services.contributions.ledgerCheck()).toEqual(expected);
    expect(await giving.server.services.contributions.ledgerCheck()).toEqual(expected);
    expect(await progressOf(hall)).toEqual(expected[0]!.total);
  });

  it("runs nightly on one instance however many look, and logs an error naming each project that differs", async () => {
    const { logger, errors } = keptLog();
    const instance = (at: number) =>
      new LedgerCheck(giving.server.services.contributions, logger, () => new Date(at));
    // The first look of an installation sets the first night.
    expect(await instance(NOON).checkIfDue()).toBeNull();
    const looks = await Promise.all([0, 1, 2].map(() => instance(NOON + DAY_MS).checkIfDue()));
    expect(looks.sort()).toEqual([2, null, null]);
    expect(errors.map((error) => error.message)).toEqual([
      `The running total of project ${hall.id} (${hall.title}) differs from its ledger`,
      `The running total of project ${cathedral.id} (${cathedral.title}) differs from its ledger`,
    ]);
    expect(errors[0]!.details).toMatchObject({ projectId: hall.id, ledger: await ledgerOf(hall.id) });
    // Checked for tonight: no one checks again before tomorrow night.
    expect(await instance(NOON + DAY_MS + 60 * 60_000).checkIfDue()).toBeNull();
    expect(errors).toHaveLength(2);
  });

  it("says all is well on a night when every total equals its ledger", async () => {
    const hallLedger = await ledgerOf(hall.id);
    await tamper(
      `UPDATE appeal_total SET raised_kes = raised_kes - 500, gifts = gifts + 1 WHERE project_id = ${hall.id}`,
    );
    await tamper(
      `INSERT INTO appeal_total (project_id, raised_kes, opening_kes, gifts) VALUES (${cathedral.id}, ${4 * OPENING_KES}, ${4 * OPENING_KES}, 0)`,
    );
    expect(await progressOf(hall)).toEqual(hallLedger);
    const { logger, errors, infos } = keptLog();
    const check = new LedgerCheck(
      giving.server.services.contributions,
      logger,
      () => new Date(NOON + 3 * DAY_MS),
    );
    expect(await check.checkIfDue()).toBe(0);
    expect(errors).toEqual([]);
    expect(infos).toEqual(["Every appeal's running total equals its ledger"]);
  });
});
