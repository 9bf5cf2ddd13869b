import { isUrl, parseWholeNumber, type SettingReader } from "./read-settings.js";

/** Where M-Pesa prompts go: nowhere (staff record gifts), the simulator, or Safaricom's Daraja. */
export type MpesaMode = "off" | "simulator" | "sandbox" | "production";

export interface MpesaConfig {
  mode: MpesaMode;
  /** Daraja's address: Safaricom's, a running simulator's (MPESA_SIMULATOR_URL), or null to start one with the site. */
  baseUrl: string | null;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** The most one gift may be, in whole shillings (MPESA_MAX_AMOUNT_KES): M-Pesa's own limit per transaction. */
  maxAmountKes: number;
  /**
   * How long a prompt waits for its callback before the site asks Daraja how it ended
   * (MPESA_STATUS_QUERY_AFTER_SECONDS, 90 unless set: the prompt lasts about a minute on the phone).
   */
  statusQueryAfterMs: number;
}

const MPESA_MODES: MpesaMode[] = ["off", "simulator", "sandbox", "production"];
const DARAJA_URLS = {
  sandbox: "https://sandbox.safaricom.co.ke",
  production: "https://api.safaricom.co.ke",
} as const;
/**
 * Safaricom's published test credentials for the sandbox's paybill, which the simulator takes too,
 * so that MPESA_ENV=simulator needs no other setting.
 */
const SANDBOX_SHORTCODE = "174379";
const SANDBOX_PASSKEY = "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919";
/** M-Pesa's limit for one transaction, in shillings. */
const MPESA_TRANSACTION_LIMIT_KES = 250_000;

export function readMpesa(value: SettingReader, publicUrl: string, problems: string[]): MpesaConfig {
  const rawMode = value("MPESA_ENV") ?? "off";
  const mode = MPESA_MODES.find((candidate) => candidate === rawMode) ?? "off";
  if (mode !== rawMode) problems.push(`MPESA_ENV must be one of ${MPESA_MODES.join(", ")}, not "${rawMode}"`);
  const maxAmountKes = parseWholeNumber(
    "MPESA_MAX_AMOUNT_KES",
    value("MPESA_MAX_AMOUNT_KES") ?? String(MPESA_TRANSACTION_LIMIT_KES),
    { min: 10, max: MPESA_TRANSACTION_LIMIT_KES, unit: "shillings" },
    problems,
  );
  const statusQueryAfterSeconds = parseWholeNumber(
    "MPESA_STATUS_QUERY_AFTER_SECONDS",
    value("MPESA_STATUS_QUERY_AFTER_SECONDS") ?? "90",
    { min: 1, max: 3600, unit: "seconds" },
    problems,
  );
  const simulated = mode === "simulator" || mode === "off";
  const setting = (name: string, simulatorDefault: string): string => {
    const given = value(name);
    if (given) return given;
    if (!simulated)
      problems.push(`${name} must be set when MPESA_ENV is ${mode} (see the README's "Giving by M-Pesa")`);
    return simulatorDefault;
  };
  const consumerKey = setting("MPESA_CONSUMER_KEY", "simulator-key");
  const consumerSecret = setting("MPESA_CONSUMER_SECRET", "simulator-secret");
  const shortcode = setting("MPESA_SHORTCODE", SANDBOX_SHORTCODE);
  const passkey = setting("MPESA_PASSKEY", SANDBOX_PASSKEY);
  if (!/^\d{5,7}$/.test(shortcode)) {
    problems.push(`MPESA_SHORTCODE must be the paybill's 5 to 7 digits, not "${shortcode}"`);
  }
  if ((mode === "sandbox" || mode === "production") && !publicUrl.startsWith("https://")) {
    problems.push(
      `PUBLIC_URL must be an https:// address that Safaricom can reach when MPESA_ENV is ${mode}: M-Pesa sends the result of every payment there`,
    );
  }
  let baseUrl: string | null = null;
  if (mode === "sandbox" || mode === "production") baseUrl = DARAJA_URLS[mode];
  const simulatorUrl = value("MPESA_SIMULATOR_URL");
  if (simulatorUrl) {
    if (mode !== "simulator") problems.push("MPESA_SIMULATOR_URL is read only when MPESA_ENV is simulator");
    else if (!/^https?:\/\//.test(simulatorUrl) || !isUrl(simulatorUrl)) {
      problems.push(`MPESA_SIMULATOR_URL must be an http:// address, such as http://127.0.0.1:4100`);
    } else baseUrl = simulatorUrl.replace(/\/+$/, "");
  }
  return {
    mode,
    baseUrl,
    consumerKey,
    consumerSecret,
    shortcode,
    passkey,
    maxAmountKes,
    statusQueryAfterMs: statusQueryAfterSeconds * 1000,
  };
}
