import { describe, expect, it } from "vitest";
import { UserInputError } from "../../errors.js";
import { MAX_SMS_PARTS, smsPartsOf } from "./sms-parts.js";
import { kenyanMobile, kenyanMobileOrNull } from "./sms-phone.js";

/* Phone numbers and message lengths as the SMS networks see them. */

describe("a phone number for SMS", () => {
  it.each([
    ["0712 345 678", "+254712345678"],
    ["712345678", "+254712345678"],
    ["+254 712-345-678", "+254712345678"],
    ["254112345678", "+254112345678"],
    ["(0110) 123 456", "+254110123456"],
  ])("reads %s as %s", (raw, expected) => {
    expect(kenyanMobile(raw)).toBe(expected);
  });

  it.each([
    ["a Nairobi landline", "020 2345678"],
    ["a Tanzanian mobile", "+255 712 345 678"],
    ["too few digits", "07123"],
    ["no number at all", "call the vicar"],
  ])("refuses %s, naming the field and what it wants", (_, raw) => {
    expect(kenyanMobileOrNull(raw)).toBeNull();
    expect(() => kenyanMobile(raw, "donorPhone")).toThrow(
      new UserInputError(
        "donorPhone must be a Kenyan mobile number, such as 0712 345 678 or +254 712 345 678",
        "donorPhone",
      ),
    );
  });
});

describe("the parts of an SMS", () => {
  it("fits 160 characters of the phone alphabet in one part, then 153 a part", () => {
    expect(smsPartsOf("x".repeat(160))).toEqual({ parts: 1, encoding: "GSM-7", characters: 160 });
    expect(smsPartsOf("x".repeat(161)).parts).toBe(2);
    expect(smsPartsOf("x".repeat(306)).parts).toBe(MAX_SMS_PARTS);
    expect(smsPartsOf("x".repeat(307)).parts).toBe(3);
  });

  it("counts a curly quote or an emoji as the 70-character alphabet", () => {
    expect(smsPartsOf("Mothers’ Union").encoding).toBe("UCS-2");
    expect(smsPartsOf("Mothers' Union").encoding).toBe("GSM-7");
    expect(smsPartsOf("Asante 🙏 ".repeat(8)).parts).toBe(2);
  });

  it("counts € and [ ] as two characters of the phone alphabet", () => {
    expect(smsPartsOf("€".repeat(80))).toMatchObject({ parts: 1, encoding: "GSM-7" });
    expect(smsPartsOf("€".repeat(81)).parts).toBe(2);
  });
});
