import { describe, expect, it } from "vitest";
import { configProblemsOf } from "../../test/config-problems.js";
import { loadConfig } from "../config.js";

const defaults = { webDistDir: null };
const AFRICAS_TALKING = {
  AT_USERNAME: "ack-kakamega",
  AT_API_KEY: "atsk_live_key",
  AT_CALLBACK_SECRET: "q8Hn2vLx0pW4rT6yZ1cB3dF5",
  PUBLIC_URL: "https://www.diocese.example",
};

describe("the SMS settings", () => {
  it("send nothing unless SMS_ENV says where", () => {
    expect(loadConfig({}, defaults).sms).toMatchObject({
      mode: "off",
      baseUrl: null,
      dailyLimitPerNumber: 5,
      partCostKes: 0.8,
    });
    expect(loadConfig({ SMS_PART_COST_KES: "1.25" }, defaults).sms.partCostKes).toBe(1.25);
    expect(loadConfig({ USSD_CODE: "*384*2024#" }, defaults).sms.ussdCode).toBe("*384*2024#");
  });

  it("go to Africa's Talking's own address in the sandbox and in production", () => {
    expect(loadConfig({ ...AFRICAS_TALKING, SMS_ENV: "sandbox" }, defaults).sms.baseUrl).toBe(
      "https://api.sandbox.africastalking.com",
    );
    const production = loadConfig(
      { ...AFRICAS_TALKING, SMS_ENV: "production", SMS_SENDER_ID: "ACK-KAKA" },
      defaults,
    ).sms;
    expect(production).toMatchObject({
      baseUrl: "https://api.africastalking.com",
      username: "ack-kakamega",
      senderId: "ACK-KAKA",
      callbackSecret: AFRICAS_TALKING.AT_CALLBACK_SECRET,
    });
  });

  it("give the simulator a new callback secret at each start, and start it with the site unless one runs", () => {
    const first = loadConfig({ SMS_ENV: "simulator" }, defaults).sms;
    const second = loadConfig({ SMS_ENV: "simulator" }, defaults).sms;
    expect(first.baseUrl).toBeNull();
    expect(first.callbackSecret).toHaveLength(24);
    expect(first.callbackSecret).not.toBe(second.callbackSecret);
    expect(
      loadConfig({ SMS_ENV: "simulator", SMS_SIMULATOR_URL: "http://127.0.0.1:4200/" }, defaults).sms.baseUrl,
    ).toBe("http://127.0.0.1:4200");
  });

  it.each([
    [{ SMS_ENV: "live" }, 'SMS_ENV must be one of off, simulator, sandbox, production, not "live"'],
    [
      { ...AFRICAS_TALKING, SMS_ENV: "production", AT_API_KEY: "" },
      'AT_API_KEY must be set when SMS_ENV is production (see the README\'s "SMS")',
    ],
    [
      { ...AFRICAS_TALKING, SMS_ENV: "production", AT_CALLBACK_SECRET: "church" },
      "AT_CALLBACK_SECRET must be at least 24 characters",
    ],
    [
      { ...AFRICAS_TALKING, SMS_ENV: "sandbox", AT_CALLBACK_SECRET: "q8Hn2vLx0pW4rT6yZ1cB3dF5/../" },
      "AT_CALLBACK_SECRET must be letters, digits, - and _ only",
    ],
    [
      { ...AFRICAS_TALKING, SMS_ENV: "sandbox", PUBLIC_URL: "http://localhost:4000" },
      "PUBLIC_URL must be an https:// address that Africa's Talking can reach when SMS_ENV is sandbox",
    ],
    [{ SMS_SENDER_ID: "ANGLICAN-KAKAMEGA" }, "SMS_SENDER_ID must be 1 to 11 letters"],
    [
      { SMS_DAILY_LIMIT_PER_NUMBER: "0" },
      "SMS_DAILY_LIMIT_PER_NUMBER must be a whole number of messages from 1 to 100",
    ],
    [
      { SMS_SIMULATOR_URL: "http://127.0.0.1:4200" },
      "SMS_SIMULATOR_URL is read only when SMS_ENV is simulator",
    ],
    [{ SMS_PART_COST_KES: "0.805" }, "SMS_PART_COST_KES must be shillings from 0 to 100"],
    [{ SMS_PART_COST_KES: "KES 1" }, "SMS_PART_COST_KES must be shillings from 0 to 100"],
    [{ USSD_CODE: "384*2024" }, "USSD_CODE must be a USSD code such as *384*2024#"],
    [{ SMS_ENV: "simulator", SMS_SIMULATOR_URL: "sms-sim" }, "SMS_SIMULATOR_URL must be an http:// address"],
  ])("refuse %j with a clear message", (env, message) => {
    expect(configProblemsOf(env)).toContain(message);
  });
});
