import type { PromptOutcome } from "../contribution/contribution.service.js";

/*
 * What Daraja sends the site (a prompt's callback, a paybill payment's notice), read defensively:
 * anyone can post to these addresses, so a field is taken only in the shape Daraja gives it.
 */

export interface StkCallback {
  checkoutRequestId: string;
  amountKes: number | null;
  outcome: PromptOutcome;
}

/**
 * A result code as Daraja writes it: a whole number, or a whole number written as text ("0",
 * "1032"). Null for anything else: `null`, `""`, `false`, `[0]` or `" 0 "` would all be 0 to
 * `Number()`, and 0 means paid.
 */
export function resultCodeOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : null;
  if (typeof value === "string" && /^-?\d{1,9}$/.test(value)) return Number(value);
  return null;
}

/** Daraja's STK callback: null when it is not one. */
export function stkCallbackOf(payload: unknown): StkCallback | null {
  const callback = field(field(payload, "Body"), "stkCallback");
  const checkoutRequestId = field(callback, "CheckoutRequestID");
  const resultCode = resultCodeOf(field(callback, "ResultCode"));
  const resultDescription = String(field(callback, "ResultDesc") ?? "");
  if (typeof checkoutRequestId !== "string" || resultCode === null) return null;
  const items = field(field(callback, "CallbackMetadata"), "Item");
  const item = (name: string) =>
    Array.isArray(items) ? (items.find((entry) => field(entry, "Name") === name) as unknown) : undefined;
  const amount = Number(field(item("Amount"), "Value"));
  const receipt = field(item("MpesaReceiptNumber"), "Value");
  if (resultCode !== 0)
    return { checkoutRequestId, amountKes: null, outcome: { paid: false, resultCode, resultDescription } };
  return {
    checkoutRequestId,
    amountKes: Number.isFinite(amount) ? amount : null,
    outcome: {
      paid: true,
      mpesaReceipt: typeof receipt === "string" && /^[A-Z0-9]{6,30}$/.test(receipt) ? receipt : null,
      resultCode,
      resultDescription,
    },
  };
}

/** A payment to the paybill by hand, as its C2B notice tells it. */
export interface PaybillPayment {
  mpesaReceipt: string;
  amountKes: number;
  shortcode: string;
  accountNumber: string;
  phone: string;
  donorName: string | null;
}

/** A C2B notice: null when it is not one. */
export function paybillPaymentOf(payload: unknown): PaybillPayment | null {
  const text = (name: string) => {
    const value = field(payload, name);
    return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
  };
  const amount = Number(text("TransAmount"));
  const mpesaReceipt = text("TransID");
  if (!/^[A-Z0-9]{6,30}$/.test(mpesaReceipt) || !Number.isFinite(amount) || amount < 1) return null;
  const names = [text("FirstName"), text("MiddleName"), text("LastName")].filter(Boolean).join(" ");
  return {
    mpesaReceipt,
    amountKes: Math.round(amount),
    shortcode: text("BusinessShortCode"),
    accountNumber: text("BillRefNumber").slice(0, 40),
    phone: text("MSISDN").slice(0, 20),
    donorName: names ? names.slice(0, 120) : null,
  };
}

function field(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}
