import { randomBytes } from "node:crypto";
import { get, type IncomingMessage } from "node:http";
import { startDarajaSimulator } from "../src/modules/mpesa/daraja-simulator.js";
import { graphql } from "./http.js";
import { inDiocese, startProvinceApp } from "./in-diocese.js";
import type { TestApp } from "./test-app.js";

/** The Daraja account the process tests' simulator and sites share. */
export const TEST_DARAJA_ACCOUNT = {
  consumerKey: "diocese-key",
  consumerSecret: "diocese-secret",
  shortcode: "600100",
  passkey: "a-passkey-for-the-tests",
};

/** Mumias's own Daraja account, with a paybill of its own (issue #44): the province's simulator knows it. */
export const MUMIAS_DARAJA_ACCOUNT = {
  consumerKey: "mumias-key",
  consumerSecret: "mumias-secret",
  shortcode: "600200",
  passkey: "mumias-passkey",
};

/** The settings that point a site at a running simulator, asking about a silent prompt after a second. */
export function simulatorEnv(simulatorUrl: string): NodeJS.ProcessEnv {
  return {
    MPESA_ENV: "simulator",
    MPESA_SIMULATOR_URL: simulatorUrl,
    MPESA_CONSUMER_KEY: TEST_DARAJA_ACCOUNT.consumerKey,
    MPESA_CONSUMER_SECRET: TEST_DARAJA_ACCOUNT.consumerSecret,
    MPESA_SHORTCODE: TEST_DARAJA_ACCOUNT.shortcode,
    MPESA_PASSKEY: TEST_DARAJA_ACCOUNT.passkey,
    MPESA_STATUS_QUERY_AFTER_SECONDS: "1",
  };
}

/**
 * Gives a diocese of a province its own Daraja account (issue #44), Mumias's unless told: the
 * first diocese's is the environment's.
 */
export function setDarajaAccountOf(app: TestApp, dioceseId: number, account = MUMIAS_DARAJA_ACCOUNT) {
  return inDiocese(dioceseId, async () => {
    const { dioceseSecrets } = app.services;
    await dioceseSecrets.set("mpesa-consumer-key", account.consumerKey);
    await dioceseSecrets.set("mpesa-consumer-secret", account.consumerSecret);
    await dioceseSecrets.set("mpesa-shortcode", account.shortcode);
    await dioceseSecrets.set("mpesa-passkey", account.passkey);
  });
}

/**
 * A province's deployment that gives through a Daraja simulator started for it, which knows the
 * first diocese's paybill and Mumias's (and keeps the prompts' callbacks for the test to send, with
 * `holdCallbacks`), with SECRETS_KEY for the dioceses' own accounts: Mumias (diocese 2) answers at "localhost", which the simulator
 * can call back as it does the first diocese at 127.0.0.1 (PUBLIC_URL).
 */
export async function startProvinceGiving(
  options: { holdCallbacks?: boolean; env?: NodeJS.ProcessEnv } = {},
) {
  const daraja = await startDarajaSimulator({
    ...TEST_DARAJA_ACCOUNT,
    callbackDelayMs: 100,
    holdCallbacks: options.holdCallbacks,
  });
  daraja.addPaybill(MUMIAS_DARAJA_ACCOUNT);
  const app = await startProvinceApp({
    ownPublicUrl: true,
    env: { ...simulatorEnv(daraja.url), SECRETS_KEY: randomBytes(32).toString("hex"), ...options.env },
    mumiasHost: "localhost",
  });
  return {
    daraja,
    app,
    kakamega: app.config.publicUrl,
    mumias: app.config.publicUrl.replace("127.0.0.1", "localhost"),
    async close() {
      await app.close();
      await daraja.close();
    },
  };
}

/** The sample content's appeal (the featured project) and its progress, as a visitor reads them. */
export async function appealOf(siteUrl: string): Promise<{ id: string; raisedKes: number; gifts: number }> {
  const { body } = await graphql<{
    featuredProject: { id: string; progress: { raisedKes: number; gifts: number } };
  }>(
    siteUrl,
    `
      {
        featuredProject {
          id
          progress {
            raisedKes
            gifts
          }
        }
      }
    `,
  );
  const project = body.data!.featuredProject;
  return { id: project.id, ...project.progress };
}

/**
 * Gives to the appeal from a phone; answers the gift's token. The gift is to be waiting for the
 * donor's PIN, or in one of the `started` states a caller allows (a simulator calling back within
 * a tenth of a second may have paid it before a loaded machine sent the answer).
 */
export async function giveToAppeal(
  siteUrl: string,
  projectId: string,
  amountKes: number,
  phone: string,
  started: readonly string[] = ["PENDING"],
): Promise<string> {
  const { body } = await graphql<{ giveByMpesa: { token: string; status: string } }>(
    siteUrl,
    `
      mutation ($input: GiveInput!) {
        giveByMpesa(input: $input) {
          token
          status
        }
      }
    `,
    { input: { projectId, amountKes, phone } },
  );
  const gift = body.data?.giveByMpesa;
  if (!gift || !started.includes(gift.status))
    throw new Error(`The gift did not start: ${JSON.stringify(body)}`);
  return gift.token;
}

/** A gift's status as its donor's page asks for it. */
export async function giftStatus(siteUrl: string, token: string): Promise<string | null> {
  const { body } = await graphql<{ gift: { status: string } | null }>(
    siteUrl,
    `
      query ($token: String!) {
        gift(token: $token) {
          status
        }
      }
    `,
    { token },
  );
  return body.data?.gift?.status ?? null;
}

/** A gift's status once it is no longer pending, or as it stands after `withinMs`. */
export function settledStatus(siteUrl: string, token: string, withinMs = 10_000): Promise<string | null> {
  return eventually(
    () => giftStatus(siteUrl, token),
    (status) => status !== "PENDING",
    withinMs,
  );
}

/** Asks until `check` holds or the time is up; answers the last value. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  withinMs: number,
): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An appeal's live progress as a browser's EventSource reads it: each `progress` event in turn;
 * at the host given, where the deployment serves several dioceses (which fetch cannot send).
 */
export async function openProgressStream(siteUrl: string, projectId: string, host?: string) {
  const request = get(`${siteUrl}/live/appeal-progress/${projectId}`, { headers: host ? { host } : {} });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.on("response", resolve).on("error", reject);
  });
  response.setEncoding("utf8");
  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>;
  let buffer = "";
  return {
    response: { status: response.statusCode, headers: headersOf(response) },
    /** The next event, or an error when none comes within the time. */
    async next(withinMs: number): Promise<{ raisedKes: number; gifts: number }> {
      const until = Date.now() + withinMs;
      for (;;) {
        const event = /event: progress\ndata: (.*)\n\n/.exec(buffer);
        if (event) {
          buffer = buffer.slice(event.index + event[0].length);
          return JSON.parse(event[1]!) as { raisedKes: number; gifts: number };
        }
        const timeLeft = until - Date.now();
        if (timeLeft <= 0) throw new Error("no progress event in time");
        const chunk = await Promise.race([
          chunks.next(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error("no progress event in time")), timeLeft),
          ),
        ]);
        if (chunk.done) throw new Error("the stream ended");
        buffer += chunk.value;
      }
    },
    close: () => request.destroy(),
  };
}

/** An answer's headers as fetch gives them. */
function headersOf(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const each of [value ?? []].flat()) headers.append(name, each);
  }
  return headers;
}
