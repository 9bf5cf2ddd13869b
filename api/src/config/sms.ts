import { randomBytes } from "node:crypto";
import { isUrl, parseWholeNumber, type SettingReader } from "./read-settings.js";

/** Where SMS go: nowhere, the simulator, or Africa's Talking (its sandbox or the real networks). */
export type SmsMode = "off" | "simulator" | "sandbox" | "production";

export interface SmsConfig {
  mode: SmsMode;
  /** Africa's Talking's address, a running simulator's (SMS_SIMULATOR_URL), or null to start one with the site. */
  baseUrl: string | null;
  /** The Africa's Talking app's username (AT_USERNAME): "sandbox" in the sandbox. */
  username: string;
  apiKey: string;
  /** The sender ID messages come from (SMS_SENDER_ID), registered with the networks; none: Africa's Talking's own. */
  senderId: string | null;
  /** The secret part of the addresses Africa's Talking calls (AT_CALLBACK_SECRET). */
  callbackSecret: string;
  /** The most SMS one number is sent in a day, receipts and all (SMS_DAILY_LIMIT_PER_NUMBER, 5 unless set). */
  dailyLimitPerNumber: number;
  /** What one SMS part costs, in shillings (SMS_PART_COST_KES, 0.80 unless set): what staff are told a notice costs. */
  partCostKes: number;
  /** The diocese's USSD code (USSD_CODE, such as *384*2024#), which the keywords' help names; none: not named. */
  ussdCode: string | null;
}

const SMS_MODES: SmsMode[] = ["off", "simulator", "sandbox", "production"];
const AFRICAS_TALKING_URLS = {
  sandbox: "https://api.sandbox.africastalking.com",
  production: "https://api.africastalking.com",
} as const;
/**
 * A secret anyone could guess would let them forge delivery reports and STOP messages, and dial
 * the USSD menu as any number (its pledges' balances, M-Pesa prompts to it).
 */
export const CALLBACK_SECRET_MIN_LENGTH = 24;
/** What the networks allow a sender ID to be. */
export const SENDER_ID_PATTERN = /^[A-Za-z0-9 -]{1,11}$/;
export const USSD_CODE_PATTERN = /^\*[\d*]{1,20}#$/;
/** The callback secret is part of an address. */
export const CALLBACK_SECRET_PATTERN = /^[A-Za-z0-9_-]*$/;

export function readSms(value: SettingReader, publicUrl: string, problems: string[]): SmsConfig {
  const rawMode = value("SMS_ENV") ?? "off";
  const mode = SMS_MODES.find((candidate) => candidate === rawMode) ?? "off";
  if (mode !== rawMode) problems.push(`SMS_ENV must be one of ${SMS_MODES.join(", ")}, not "${rawMode}"`);
  const real = mode === "sandbox" || mode === "production";
  const setting = (name: string, simulatorDefault: string): string => {
    const given = value(name);
    if (given) return given;
    if (real) problems.push(`${name} must be set when SMS_ENV is ${mode} (see the README's "SMS")`);
    return simulatorDefault;
  };
  const username = setting("AT_USERNAME", mode === "sandbox" ? "sandbox" : "simulator");
  const apiKey = setting("AT_API_KEY", "simulator-key");
  // The simulator's callbacks need no secret anyone knows: a new one each start.
  const callbackSecret = setting("AT_CALLBACK_SECRET", randomBytes(18).toString("base64url"));
  if (real && callbackSecret.length < CALLBACK_SECRET_MIN_LENGTH) {
    problems.push(
      `AT_CALLBACK_SECRET must be at least ${CALLBACK_SECRET_MIN_LENGTH} characters: anyone who guesses it can forge delivery reports and STOP messages, and use the USSD menu as any number`,
    );
  }
  if (!CALLBACK_SECRET_PATTERN.test(callbackSecret)) {
    problems.push("AT_CALLBACK_SECRET must be letters, digits, - and _ only: it is part of an address");
  }
  const senderId = value("SMS_SENDER_ID") ?? null;
  if (senderId !== null && !SENDER_ID_PATTERN.test(senderId)) {
    problems.push(
      `SMS_SENDER_ID must be 1 to 11 letters, digits, spaces or dashes, as the networks allow, not "${senderId}"`,
    );
  }
  const dailyLimitPerNumber = parseWholeNumber(
    "SMS_DAILY_LIMIT_PER_NUMBER",
    value("SMS_DAILY_LIMIT_PER_NUMBER") ?? "5",
    { min: 1, max: 100, unit: "messages" },
    problems,
  );
  const partCostKes = parsePartCost(value("SMS_PART_COST_KES") ?? "0.80", problems);
  if (real && !publicUrl.startsWith("https://")) {
    problems.push(
      `PUBLIC_URL must be an https:// address that Africa's Talking can reach when SMS_ENV is ${mode}: delivery reports and replies come there`,
    );
  }
  let baseUrl: string | null = real ? AFRICAS_TALKING_URLS[mode] : null;
  const simulatorUrl = value("SMS_SIMULATOR_URL");
  if (simulatorUrl) {
    if (mode !== "simulator") problems.push("SMS_SIMULATOR_URL is read only when SMS_ENV is simulator");
    else if (!/^https?:\/\//.test(simulatorUrl) || !isUrl(simulatorUrl)) {
      problems.push("SMS_SIMULATOR_URL must be an http:// address, such as http://127.0.0.1:4200");
    } else baseUrl = simulatorUrl.replace(/\/+$/, "");
  }
  const ussdCode = value("USSD_CODE") ?? null;
  if (ussdCode !== null && !USSD_CODE_PATTERN.test(ussdCode)) {
    problems.push(`USSD_CODE must be a USSD code such as *384*2024#, not "${ussdCode}"`);
  }
  return {
    mode,
    baseUrl,
    username,
    apiKey,
    senderId,
    callbackSecret,
    dailyLimitPerNumber,
    partCostKes,
    ussdCode,
  };
}

/** Shillings with at most two decimals (cents), as Africa's Talking prices a part: 0.80, 1.00. */
function parsePartCost(raw: string, problems: string[]): number {
  const cost = Number(raw);
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(raw) || cost > 100) {
    problems.push(
      `SMS_PART_COST_KES must be shillings from 0 to 100 with at most two decimals, such as 0.80, not "${raw}"`,
    );
    return 0;
  }
  return cost;
}
