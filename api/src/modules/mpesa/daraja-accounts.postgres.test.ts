import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createEvent, createProject, daysFromToday } from "../../../test/factories.js";
import {
  eventually,
  MUMIAS_DARAJA_ACCOUNT,
  setDarajaAccountOf,
  settledStatus,
  startProvinceGiving,
  TEST_DARAJA_ACCOUNT,
} from "../../../test/giving-support.js";
import { graphql } from "../../../test/http.js";
import { inDiocese } from "../../../test/in-diocese.js";
import type { TestApp } from "../../../test/test-app.js";
import type { Project } from "../project/project.entity.js";
import { DarajaClient } from "./daraja-client.js";
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

  it("is none for a diocese not given one: a registration's fee by prompt is refused before a place is taken", async () => {
    const synod = await inDiocese(2, async () => {
      const event = await createEvent(app.services, { title: "Mumias synod", date: daysFromToday(14) });
      await app.services.registrations.setUp(SYSTEM_ACTOR, event.id, {
        feeKes: 500,
        closesAt: new Date(`${daysFromToday(10)}T18:00:00+03:00`),
      });
      return event;
    });
    const register = (payBy: string) =>
      graphql<{ register: { status: string } }>(
        mumias,
        `
          mutation ($input: RegisterInput!, $payBy: RegistrationPayment!) {
            register(input: $input, payBy: $payBy) {
              status
            }
          }
        `,
        { input: { eventId: String(synod.id), name: "Faith Atieno", phone: "0712505109" }, payBy },
      );
    expect((await register("PROMPT")).body.errors?.[0]?.message).toBe(
      "Paying by M-Pesa prompt is not switched on here: choose to pay the paybill with your account number",
    );
    const kept = () => inDiocese(2, () => app.dataSource.query(`SELECT status FROM registration`));
    expect(await kept()).toEqual([]);
    // The paybill, with the registration's account number, is still taken.
    expect((await register("PAYBILL")).body.data?.register.status).toBe("HELD");
    expect(await kept()).toEqual([{ status: "HELD" }]);
  });

  it("is kept sealed, set for another diocese than the first, and told of by its names alone", async () => {
    await setDarajaAccountOf(app, 2, { ...MUMIAS_DARAJA_ACCOUNT, consumerSecret: "not-the-app's-secret" });
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
      for (const value of Object.values(MUMIAS_DARAJA_ACCOUNT)) expect(sealed).not.toContain(value);
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
    expect(await tell()).toBe("told");
    // Told once for a paybill and address, by whichever instance comes first.
    expect(await tell()).toBe("told before");
    expect(daraja.registrationsOf(MUMIAS_DARAJA_ACCOUNT.shortcode)).toBe(1);

    const unmatched = (dioceseId: number) =>
      inDiocese(dioceseId, () =>
        app.dataSource.query(
          `SELECT amount_kes AS "amountKes" FROM unmatched_payment WHERE account_number = 'HARAMBEE-7'`,
        ),
      );
    const arrived = (dioceseId: number, count: number) =>
      eventually(
        () => unmatched(dioceseId),
        (rows) => rows.length >= count,
        5_000,
      );
    await daraja.payBill({
      amount: 450,
      phone: "254712505104",
      accountNumber: "HARAMBEE-7",
      shortcode: MUMIAS_DARAJA_ACCOUNT.shortcode,
    });
    expect(await arrived(2, 1)).toEqual([{ amountKes: 450 }]);
    expect(await unmatched(1)).toEqual([]);
    // The first diocese's paybill is still heard at its own site.
    await daraja.payBill({ amount: 300, phone: "254712505105", accountNumber: "HARAMBEE-7" });
    expect(await arrived(1, 1)).toEqual([{ amountKes: 300 }]);
    expect(await unmatched(2)).toEqual([{ amountKes: 450 }]);
  });
});

describe("a diocese's paybill", () => {
  const BUTERE_DARAJA_ACCOUNT = {
    consumerKey: "butere-key",
    consumerSecret: "butere-secret",
    shortcode: "600300",
    passkey: "butere-passkey",
  };
  beforeAll(async () => {
    await app.dataSource.query(`INSERT INTO diocese (id, name) VALUES (3, 'ACK Diocese of Butere')`);
    await app.dataSource.query(
      `INSERT INTO diocese_host (host, diocese_id) VALUES ('butere.example.org', 3)`,
    );
    await app.services.dioceses.reread();
  });
  const setShortcode = (dioceseId: number, shortcode: string) =>
    inDiocese(dioceseId, () => app.services.dioceseSecrets.set("mpesa-shortcode", shortcode));
  const tell = (dioceseId: number) =>
    inDiocese(dioceseId, () => app.services.mpesa.paybillRegistrations!.registerIfNew());

  it("is its own: never the first diocese's nor another's, so that none's payments reach another's books", async () => {
    await expect(setShortcode(3, TEST_DARAJA_ACCOUNT.shortcode)).rejects.toThrow(
      "Paybill 600100 is the first diocese's (MPESA_SHORTCODE): each diocese's gifts are paid into a paybill of its own",
    );
    await expect(setShortcode(3, MUMIAS_DARAJA_ACCOUNT.shortcode)).rejects.toThrow(
      "Paybill 600200 is another diocese's: each diocese's gifts are paid into a paybill of its own",
    );
    expect(await inDiocese(3, () => app.services.dioceseSecrets.namesSet())).toEqual([]);
    // A diocese may set its own again, and another's once that one has let it go.
    await setShortcode(2, MUMIAS_DARAJA_ACCOUNT.shortcode);
    await inDiocese(2, () => app.services.dioceseSecrets.remove("mpesa-shortcode"));
    await setShortcode(3, MUMIAS_DARAJA_ACCOUNT.shortcode);
    await expect(setShortcode(2, MUMIAS_DARAJA_ACCOUNT.shortcode)).rejects.toThrow("is another diocese's");
    await inDiocese(3, () => app.services.dioceseSecrets.remove("mpesa-shortcode"));
    await setShortcode(2, MUMIAS_DARAJA_ACCOUNT.shortcode);
  });

  it("kept from before each was its own, is not told to Daraja while another diocese has it", async () => {
    daraja.addPaybill(BUTERE_DARAJA_ACCOUNT);
    await setDarajaAccountOf(app, 3, BUTERE_DARAJA_ACCOUNT);
    // As if Mumias had claimed it before: Butere's addresses must not take its payments.
    await app.dataSource.query(`UPDATE diocese SET paybill_number = NULL WHERE id = 3`);
    await app.dataSource.query(`UPDATE diocese SET paybill_number = '600300' WHERE id = 2`);
    try {
      await expect(tell(3)).rejects.toThrow("Paybill 600300 is another diocese's");
      expect(daraja.registrationsOf(BUTERE_DARAJA_ACCOUNT.shortcode)).toBe(0);
    } finally {
      await app.dataSource.query(`UPDATE diocese SET paybill_number = '600200' WHERE id = 2`);
    }
    expect(await tell(3)).toBe("told");
  });

  it("registered by hand before, as Daraja in production refuses again: the refusal is kept, asked again a day on", async () => {
    const KISA = {
      ...BUTERE_DARAJA_ACCOUNT,
      consumerKey: "kisa-key",
      shortcode: "600400",
      registersOnce: true,
    };
    daraja.addPaybill(KISA);
    await new DarajaClient({ ...KISA, baseUrl: daraja.url }).registerC2bUrls({
      confirmationUrl: "https://treasurer.example.org/confirmation",
      validationUrl: "https://treasurer.example.org/validation",
    });
    await setDarajaAccountOf(app, 3, KISA);

    expect(await tell(3)).toBe("refused");
    expect(await tell(3)).toBe("told before");
    expect(daraja.registrationsOf(KISA.shortcode)).toBe(1);
    const [marker] = await inDiocese(3, () =>
      app.dataSource.query(
        `SELECT state_value AS value FROM app_state WHERE state_key = 'mpesa-c2b-registered'`,
      ),
    );
    const told = JSON.parse(marker.value);
    expect(told).toMatchObject({
      paybill: "600400",
      refused: "Daraja refused the request (500.003.1001): Urls are already registered",
    });

    // A day on, it is asked again, in case Safaricom has cleared the registration made by hand.
    const dayAgo = JSON.stringify({ ...told, at: new Date(Date.now() - 25 * 3600_000).toISOString() });
    await inDiocese(3, () =>
      app.dataSource.query(`UPDATE app_state SET state_value = $1 WHERE state_key = 'mpesa-c2b-registered'`, [
        dayAgo,
      ]),
    );
    daraja.addPaybill({ ...KISA, registersOnce: false });
    expect(await tell(3)).toBe("told");
    expect(daraja.registrationsOf(KISA.shortcode)).toBe(2);
  });
});
