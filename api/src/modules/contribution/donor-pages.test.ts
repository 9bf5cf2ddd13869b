import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { openProgressStream } from "../../../test/giving-support.js";
import { graphql } from "../../../test/http.js";
import { startMailCapture } from "../../../test/mail-capture.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { builtWebDist } from "../../../test/web-build.js";
import { SIMULATED_PHONES, startDarajaSimulator, type DarajaSimulator } from "../mpesa/daraja-simulator.js";
import { ProjectStatus, type Project } from "../project/project.entity.js";
import { Contribution } from "./contribution.entity.js";

/*
 * What a donor sees of a gift and an appeal, over real HTTP: the site on a real database with the
 * web app's server build, the Daraja simulator calling it back, and a real SMTP server catching
 * the receipts it e-mails.
 */

const ACCOUNT = {
  consumerKey: "diocese-key",
  consumerSecret: "diocese-secret",
  shortcode: "600100",
  passkey: "a-passkey-for-the-tests",
};
const WEB_DIST = builtWebDist();

let simulator: DarajaSimulator;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let server: TestApp;
let appeal: Project;

beforeAll(async () => {
  simulator = await startDarajaSimulator({ ...ACCOUNT, callbackDelayMs: 100 });
  mail = await startMailCapture();
  server = await startTestApp({
    ownPublicUrl: true,
    webDistDir: WEB_DIST,
    env: {
      MPESA_ENV: "simulator",
      MPESA_SIMULATOR_URL: simulator.url,
      MPESA_CONSUMER_KEY: ACCOUNT.consumerKey,
      MPESA_CONSUMER_SECRET: ACCOUNT.consumerSecret,
      MPESA_SHORTCODE: ACCOUNT.shortcode,
      MPESA_PASSKEY: ACCOUNT.passkey,
      MPESA_STATUS_QUERY_AFTER_SECONDS: "1",
      SMTP_URL: mail.url,
    },
  });
  await server.services.siteSettings.update(SYSTEM_ACTOR, {
    shortName: "ACK Diocese",
    fullName: "ACK Diocese of Kakamega",
  });
  appeal = await server.services.projects.create(SYSTEM_ACTOR, {
    title: "Diocesan Conference Centre",
    summary: "A conference centre in Kakamega.",
    body: "<p>KES 600,000,000.</p>",
    targetAmountKes: 600_000_000,
    status: ProjectStatus.ONGOING,
    featured: true,
    kiswahili: [{ field: "title", text: "Kituo cha Mikutano cha Dayosisi" }],
  });
  await server.services.contributions.recordOpening(appeal.id, 18_750_000, "Raised before the site");
});
afterAll(async () => {
  await server.close();
  await mail.close();
  await simulator.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let phones = 0;
/** A Safaricom number of its own that ends as the simulator's outcome asks (any other ending pays). */
const phoneEnding = (ending = "5678") => `07${String(1000 + ++phones).slice(-4)}${ending}`;

const GIFT_FIELDS = "token status amountKes amountInWords projectTitle receiptNumber mpesaReceipt";
interface DonorGift {
  token: string;
  status: string;
  amountKes: number;
  amountInWords: string;
  projectTitle: string;
  receiptNumber: string | null;
  mpesaReceipt: string | null;
}

async function give(input: Record<string, unknown>, language = "en"): Promise<DonorGift> {
  const { body } = await graphql<{ giveByMpesa: DonorGift }>(
    server.url,
    `mutation ($input: GiveInput!) { giveByMpesa(input: $input) { ${GIFT_FIELDS} } }`,
    { input: { projectId: String(appeal.id), ...input } },
    { "accept-language": language },
  );
  if (!body.data) throw new Error(`The gift did not start: ${JSON.stringify(body)}`);
  return body.data.giveByMpesa;
}

async function giftOf(token: string, language = "en"): Promise<DonorGift> {
  const { body } = await graphql<{ gift: DonorGift }>(
    server.url,
    `query ($token: String!) { gift(token: $token) { ${GIFT_FIELDS} } }`,
    { token },
    { "accept-language": language },
  );
  return body.data!.gift;
}

/** The gift once M-Pesa has answered for it (a callback, or the status query a second later). */
async function paid(token: string, language = "en"): Promise<DonorGift> {
  const until = Date.now() + 10_000;
  for (;;) {
    const gift = await giftOf(token, language);
    if (gift.status !== "PENDING" || Date.now() > until) return gift;
    await sleep(50);
  }
}

describe("a gift seen from a Kiswahili page", () => {
  it("names the project in Kiswahili and writes the amount in Kiswahili words", async () => {
    const started = await give({ amountKes: 2_500, phone: phoneEnding() }, "sw");
    expect(started.projectTitle).toBe("Kituo cha Mikutano cha Dayosisi");

    const gift = await paid(started.token, "sw");
    expect(gift).toMatchObject({
      status: "PAID",
      projectTitle: "Kituo cha Mikutano cha Dayosisi",
      amountInWords: "Shilingi elfu mbili, mia tano",
    });
    // The same gift from an English page.
    expect(await giftOf(started.token, "en")).toMatchObject({
      projectTitle: "Diocesan Conference Centre",
      amountInWords: "Two thousand, five hundred Kenya shillings",
    });
  });
});

describe("an appeal's opening balance", () => {
  const PROGRESS = `query ($id: ID!) { project(id: $id) { progress { raisedKes openingKes gifts } } }`;
  const progress = async () =>
    (
      await graphql<{ project: { progress: { raisedKes: number; openingKes: number; gifts: number } } }>(
        server.url,
        PROGRESS,
        { id: String(appeal.id) },
      )
    ).body.data!.project.progress;

  it("is told apart from the gifts given since, in the progress and its live stream", async () => {
    const before = await progress();
    expect(before.openingKes).toBe(18_750_000);
    expect(before.raisedKes - before.openingKes).toBeGreaterThanOrEqual(0);

    const stream = await openProgressStream(server.url, String(appeal.id));
    try {
      expect(await stream.next(2_000)).toMatchObject({ openingKes: 18_750_000, gifts: before.gifts });
      await paid((await give({ amountKes: 1_000, phone: phoneEnding() })).token);
      expect(await stream.next(5_000)).toMatchObject({
        raisedKes: before.raisedKes + 1_000,
        openingKes: 18_750_000,
        gifts: before.gifts + 1,
      });
    } finally {
      stream.close();
    }
  });
});

describe("the receipt by e-mail", () => {
  it("says the payment was simulated and no money moved, when M-Pesa is the simulator", async () => {
    const before = mail.received.length;
    await paid((await give({ amountKes: 1_500, phone: phoneEnding(), email: "ruth@example.org" })).token);

    const receipt = await mail.next("ruth@example.org", before);
    expect(receipt.subject).toMatch(/^\[Simulated: no money moved\] Receipt \d{4}-\d{5}: KES 1,500 to /);
    expect(receipt.text).toContain(
      "This payment was simulated, on a trial of the site: no money moved, and this receipt is for no real gift.",
    );
    expect(receipt.text).toContain("In words: One thousand, five hundred Kenya shillings");
  });

  it("is in Kiswahili for a gift given from a Kiswahili page, with or without JavaScript", async () => {
    const before = mail.received.length;
    await paid(
      (await give({ amountKes: 2_500, phone: phoneEnding(), email: "amani@example.org" }, "sw")).token,
    );
    const form = await fetch(`${server.url}/sw/give/${appeal.slug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({
        amount: "300",
        phone: phoneEnding(),
        email: "neema@example.org",
      }).toString(),
      redirect: "manual",
    });
    await paid(form.headers.get("location")!.split("/").pop()!);

    const byScript = await mail.next("amani@example.org", before);
    expect(byScript.subject).toMatch(
      /Risiti \d{4}-\d{5}: KES 2,500 kwa ajili ya Kituo cha Mikutano cha Dayosisi$/,
    );
    expect(byScript.text).toContain("Kwa maneno: Shilingi elfu mbili, mia tano");
    expect(byScript.text).toContain("Kwa ajili ya: Kituo cha Mikutano cha Dayosisi");
    expect(byScript.text).toContain("Malipo haya yalikuwa ya majaribio");
    expect(byScript.text).toMatch(/\/sw\/gifts\/[\w-]+\/receipt/);
    const byForm = await mail.next("neema@example.org", before);
    expect(byForm.text).toContain("Kwa maneno: Shilingi mia tatu");
  });

  it("gives the diocese's receipt number and says M-Pesa sent no code, when it sent none", async () => {
    const before = mail.received.length;
    // M-Pesa never calls back for this phone: the status query settles the gift, and it carries no code.
    const started = await give({
      amountKes: 700,
      phone: phoneEnding(SIMULATED_PHONES.noCallback),
      email: "joy@example.org",
    });
    const gift = await paid(started.token);
    expect(gift).toMatchObject({ status: "PAID", mpesaReceipt: null });

    const receipt = await mail.next("joy@example.org", before);
    expect(receipt.text).toContain(
      `M-Pesa reference: M-Pesa did not send its code for this payment; quote our receipt number, ${gift.receiptNumber}.`,
    );
    expect(receipt.text).not.toMatch(/confirmed by M-Pesa/i);
  });
});

describe("a pending gift's page without JavaScript", () => {
  // A site of its own, whose M-Pesa is off: no sweep of pending prompts runs to empty the response
  // cache between the page's two asks, as nothing else would in a quiet hour.
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await startTestApp({ webDistDir: WEB_DIST });
  });
  afterAll(() => quiet.close());

  it("asks for the PIN at first, and says M-Pesa is confirming, with nothing more to do, 20 s after the prompt", async () => {
    const project = await quiet.services.projects.create(SYSTEM_ACTOR, {
      title: "Rainwater Tanks",
      summary: "Water tanks for schools.",
      body: "<p>Tanks.</p>",
      targetAmountKes: 4_500_000,
      status: ProjectStatus.ONGOING,
      featured: false,
    });
    // A prompt opened and never sent: it stays pending.
    const { entry } = await quiet.services.contributions.openPrompt({
      projectId: project.id,
      amountKes: 400,
      phone: "254712000999",
      donorName: null,
      anonymous: false,
      email: null,
      language: "en",
    });
    const page = async () => (await fetch(`${quiet.url}/gifts/${entry.receiptToken}`)).text();
    // The page draws both words for its behaviour; the one not hidden is what the donor reads.
    const shown = (html: string) =>
      [...html.matchAll(/<[^>]*\bdata-gift-waiting="(\w+)"[^>]*>/g)]
        .filter(([element]) => !/\shidden(=|\s|>)/.test(element))
        .map(([, waiting]) => waiting);

    const first = await page();
    expect(shown(first)).toEqual(["pin"]);
    expect(first).toContain("Check your phone and enter your M-Pesa PIN");
    expect(first).toContain('<meta http-equiv="refresh" content="3" />');

    // The page asks for itself again; by now the prompt was sent 21 seconds ago. (Time passing
    // changes nothing in the database: this changes the date without telling the response cache.)
    await quiet.dataSource
      .createQueryBuilder()
      .update(Contribution)
      .set({ createdAt: new Date(Date.now() - 21_000) })
      .where("id = :id", { id: entry.id })
      .callListeners(false)
      .execute();
    const later = await page();
    expect(shown(later)).toEqual(["confirming"]);
    expect(later).toContain("M-Pesa is confirming your gift");
    expect(later).toContain("If you have entered your PIN, nothing more is needed from you");
    expect(later).toContain('<meta http-equiv="refresh" content="3" />');
  });
});
