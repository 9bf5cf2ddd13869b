import { UserInputError } from "../../errors.js";

/**
 * A phone number in E.164. Staff type Kenyan numbers as they dial them (0712 345 678, 712345678,
 * 254712345678); other countries need their + prefix.
 */
export function toE164(phone: string): string {
  const digits = phone.replace(/[\s()-]/g, "");
  const normalised = digits.startsWith("+")
    ? digits
    : digits.startsWith("254")
      ? `+${digits}`
      : digits.startsWith("0")
        ? `+254${digits.slice(1)}`
        : `+254${digits}`;
  if (!/^\+[1-9]\d{7,14}$/.test(normalised)) {
    throw new UserInputError(
      "phone must be a phone number such as 0712 345 678 or +254 712 345 678",
      "phone",
    );
  }
  return normalised;
}
