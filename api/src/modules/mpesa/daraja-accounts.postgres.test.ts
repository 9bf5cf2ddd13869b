import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject } from "../../../test/factories.js";
import {
  eventually,
  setDarajaAccountOf,
  settledStatus,
  startProvinceGiving,
  TEST_DARAJA_ACCOUNT,
} from "../../../test/giving-support.js";
import { graphql } from "../../../test/http.js";
import { inDiocese } from "../../../test/in-diocese.js";
import type { TestApp } from "../../../test/test-app.js";
import type { Project } from "../project/project.entity.js";
import type { DarajaSimulator } from "./daraja-simulator.js";

/*
 * Where one deployment serves several dioceses, each diocese's M-Pesa prompts go through its own
 * Daraja account, kept sealed under SECRETS_KEY (issue #44): a diocese without one sends none,
 * never on the first diocese's paybill.
 */

let province: Awaited<ReturnType<typeof startProvinceGiving>>;
let app: TestApp;
let daraja: DarajaSimulator;
let mumias: string;
let roof: Project;
beforeAll(async () => {
  province = await startProvinceGiving();
  ({ app, daraja, mumias } = province);
  roof = await inDiocese(2, () => createProject(app.services, { title: "Mumias cathedral roof" }));
}, 60_000);
afterAll(() => province.close());

const GIVE = `mutation ($input: GiveInput!) { giveByMpesa(input: $input) { token status } }`;
const give = (phone: string) =>
  graphql<{ giveByMpesa: { token: string; status: string } }>(mumias, GIVE, {
    input: { projectId: String(roof.id), amountKes: 800, phone },
  });

describe("each diocese's Daraja account", () => {
  it("is none for a diocese not given one: it sends no prompt, on no other diocese's paybill", async () => {
    const promptsBefore = daraja.promptsSent().length;
    const answer = await give("0712 505 101");
    expect(answer.body.errors?.[0]?.message).toBe(
      "Giving by M-Pesa is not switched on here: pay the paybill shown on the page, with its account number",
    );
    expect(daraja.promptsSent()).toHaveLength(promptsBefore);
    // Its pages offer none; the first diocese's do.
    const offered = async (site: string) =>
      (await graphql<{ giving: { promptsEnabled: boolean } }>(site, "{ giving { promptsEnabled } }")).body
        .data!.giving.promptsEnabled;
    expect(await offered(mumias)).toBe(false);
    expect(await offered(province.kakamega)).toBe(true);
  });

  it("is kept sealed, set for another diocese than the first, and told of by its names alone", async () => {
    await setDarajaAccountOf(app, 2, { ...TEST_DARAJA_ACCOUNT, consumerSecret: "not-the-app's-secret" });
    const kept: { name: string; sealed: string }[] = await inDiocese(2, () =>
      app.dataSource.query(`SELECT name, sealed FROM diocese_secret ORDER BY name`),
    );
    expect(kept.map((secret) => secret.name)).toEqual([
      "mpesa-consumer-key",
      "mpesa-consumer-secret",
      "mpesa-passkey",
      "mpesa-shortcode",
    ]);
    for (const { sealed } of kept) {
      for (const value of Object.values(TEST_DARAJA_ACCOUNT)) expect(sealed).not.toContain(value);
    }
    expect(await app.dataSource.query(`SELECT name FROM diocese_secret`)).toEqual([]);
    const names = await inDiocese(2, () => app.services.dioceseSecrets.namesSet());
    expect(names.map((secret) => Object.keys(secret).sort())).toEqual(Array(4).fill(["name", "updatedAt"]));

    await expect(app.services.dioceseSecrets.set("mpesa-passkey", "x")).rejects.toThrow(
      "The first diocese's accounts are the environment's",
    );
    await expect(
      inDiocese(2, () => app.services.dioceseSecrets.set("mpesa-till-number", "x")),
    ).rejects.toThrow("There is no secret mpesa-till-number");
    await expect(inDiocese(2, () => app.services.dioceseSecrets.set("mpesa-passkey", " \n"))).rejects.toThrow(
      "must be one line of 1 to 500 characters",
    );
  });

  it("is the one a diocese's prompts go through: a wrong one fails them, its own pays them", async () => {
    // The account set above has a consumer secret Daraja does not know.
    const promptsBefore = daraja.promptsSent().length;
    const refused = await give("0712 505 102");
    expect(refused.body.data?.giveByMpesa.status).toBe("FAILED");
    expect(daraja.promptsSent()).toHaveLength(promptsBefore);

    await setDarajaAccountOf(app, 2);
    const given = await give("0712 505 103");
    expect(given.body.data?.giveByMpesa.status).toBe("PENDING");
    expect(
      (await graphql<{ giving: { promptsEnabled: boolean } }>(mumias, "{ giving { promptsEnabled } }")).body
        .data!.giving.promptsEnabled,
    ).toBe(true);
    const token = given.body.data!.giveByMpesa.token;
    expect(await settledStatus(mumias, token)).toBe("PAID");
  });

  it("has its paybill's addresses told to Daraja once, so that a payment by hand reaches its own books", async () => {
    const tell = () => inDiocese(2, () => app.services.mpesa.paybillRegistrations!.registerIfNew());
    expect(await tell()).toBe(true);
    // Told once for a paybill and address, by whichever instance comes first.
    expect(await tell()).toBe(false);

    const unmatched = (dioceseId: number) =>
      inDiocese(dioceseId, () =>
        app.dataSource.query(
          `SELECT amount_kes AS "amountKes" FROM unmatched_payment WHERE account_number = 'HARAMBEE-7'`,
        ),
      );
    await daraja.payBill({ amount: 450, phone: "254712505104", accountNumber: "HARAMBEE-7" });
    expect(
      await eventually(
        () => unmatched(2),
        (rows) => rows.length > 0,
        5_000,
      ),
    ).toEqual([{ amountKes: 450 }]);
    expect(await unmatched(1)).toEqual([]);
  });
});
