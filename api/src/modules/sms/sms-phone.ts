import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { UserInputError } from "../../errors.js";

/**
 * A Kenyan mobile number as SMS gateways want it, +2547XXXXXXXX or +2541XXXXXXXX, from any way
 * Kenyans write it (0712 345 678, 712345678, +254 712-345-678, 254112345678), or null when it is
 * not one: a landline, another country's number, too few digits. libphonenumber's full metadata
 * knows which ranges are mobile, as the ranges change.
 */
export function kenyanMobileOrNull(raw: string): string | null {
  const number = parsePhoneNumberFromString(raw.trim(), "KE");
  if (!number || number.country !== "KE" || !number.isValid() || number.getType() !== "MOBILE") return null;
  return number.number;
}

/** A Kenyan mobile number for SMS, or a UserInputError on `field` that says what is expected. */
export function kenyanMobile(raw: string, field = "phone"): string {
  const number = kenyanMobileOrNull(raw);
  if (!number) {
    throw new UserInputError(
      `${field} must be a Kenyan mobile number, such as 0712 345 678 or +254 712 345 678`,
      field,
    );
  }
  return number;
}
