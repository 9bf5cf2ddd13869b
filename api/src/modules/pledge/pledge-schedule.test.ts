import { describe, expect, it } from "vitest";
import { fitsTwoPlainSms } from "../sms/sms.service.js";
import { PledgeSchedule } from "./pledge.entity.js";
import { addMonths, nextReminderDay, reminderDays } from "./pledge-schedule.js";
import { pledgeFulfilledSms, pledgeMadeSms, pledgeReminderSms, type PledgeFacts } from "./pledge-sms.js";

describe("a pledge's reminder days", () => {
  it("are each month from the day it was made, and the day it falls due", () => {
    expect([...reminderDays(PledgeSchedule.MONTHLY, "2027-01-31", "2027-05-15")]).toEqual([
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-15",
    ]);
  });

  it("are each week for a weekly pledge", () => {
    expect([...reminderDays(PledgeSchedule.WEEKLY, "2027-03-01", "2027-03-20")]).toEqual([
      "2027-03-08",
      "2027-03-15",
      "2027-03-20",
    ]);
  });

  it("are three days before and on the day for one paid at once, or the day alone when sooner", () => {
    expect([...reminderDays(PledgeSchedule.ONCE, "2027-03-01", "2027-03-20")]).toEqual([
      "2027-03-17",
      "2027-03-20",
    ]);
    expect([...reminderDays(PledgeSchedule.ONCE, "2027-03-18", "2027-03-20")]).toEqual(["2027-03-20"]);
    expect([...reminderDays(PledgeSchedule.ONCE, "2027-03-20", "2027-03-20")]).toEqual([]);
  });

  it("after a day missed, the next is the first after today: one reminder, not one per missed day", () => {
    expect(nextReminderDay(PledgeSchedule.WEEKLY, "2027-03-01", "2027-06-01", "2027-04-01")).toBe(
      "2027-04-05",
    );
    expect(nextReminderDay(PledgeSchedule.WEEKLY, "2027-03-01", "2027-06-01", "2027-06-01")).toBeNull();
  });

  it("keep a month's last day when the next month is shorter, across a year's end and in a leap year", () => {
    expect(addMonths("2027-12-31", 2)).toBe("2028-02-29");
    expect(addMonths("2027-11-30", 1)).toBe("2027-12-30");
  });
});

describe("a pledge's SMS", () => {
  const facts = (language: "en" | "sw"): PledgeFacts => ({
    id: 123_456,
    language,
    amountKes: 1_250_000,
    paidKes: 400_000,
    dueOn: "2027-12-31",
    link: `https://dioceseofkakamega.org/pledges/123456/${"x".repeat(32)}`,
    paybill: "4012345",
  });
  const longTitle =
    "The Bishop’s “Harambee” for the Diocesan Conference Centre, Guest Wing, Chapel and Library at Kakamega";

  it.each(["en", "sw"] as const)("fit two SMS of the phone alphabet in %s, with how to pay", (language) => {
    for (const words of [pledgeMadeSms, pledgeReminderSms, pledgeFulfilledSms]) {
      const text = words(facts(language), longTitle);
      expect(fitsTwoPlainSms(text)).toBe(true);
    }
    const reminder = pledgeReminderSms(facts(language), longTitle);
    expect(reminder).toContain("paybill 4012345");
    expect(reminder).toContain("P123456");
    expect(reminder).toContain("KES 850,000");
    expect(reminder).toContain(facts(language).link);
  });
});
