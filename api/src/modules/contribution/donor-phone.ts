import { UserInputError } from "../../errors.js";

/**
 * A donor's Safaricom number as M-Pesa wants it, 2547XXXXXXXX or 2541XXXXXXXX, from any way Kenyans
 * write it: 0712 345 678, 712345678, +254 712 345 678, 254712345678 (spaces, dashes and brackets
 * are ignored).
 */
export function mpesaPhone(raw: string): string {
  const digits = raw.replace(/[\s().-]/g, "").replace(/^\+/, "");
  const local = digits.startsWith("254")
    ? digits.slice(3)
    : digits.startsWith("0")
      ? digits.slice(1)
      : digits;
  if (!/^[17]\d{8}$/.test(local)) {
    throw new UserInputError(
      "phone must be a Kenyan mobile number on M-Pesa, such as 0712 345 678 or +254 712 345 678",
      "phone",
    );
  }
  return `254${local}`;
}

/** A phone shown to staff: enough to tell two donors apart, never the whole number. */
export function maskedPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.includes("*")) return phone;
  return phone.length > 6 ? `${phone.slice(0, 6)}***${phone.slice(-3)}` : "***";
}
