import { SYSTEM_ACTOR } from "../authorization.js";
import { GiftMethod } from "../modules/contribution/contribution.entity.js";
import type { Services } from "../services.js";

/** What each sample parish pays of its assessment: all, part, or nothing yet. */
const PAYING = ["all", "most", "half", "none"] as const;
const METHODS = [GiftMethod.MPESA, GiftMethod.CHEQUE, GiftMethod.BANK_TRANSFER];

/**
 * Last year's and this year's assessments of every sample parish, by quarter, with what the
 * treasurer recorded of them: last year nearly all paid, this year some parishes up to date, some
 * behind and one not started, so that a fresh site's Assessments page has its chart, its overdue
 * parishes and its CSV. Payments are recorded as the treasurer would (no phones: a sample sends
 * no SMS), each on a day already past.
 */
export async function seedAssessments(services: Services, today: string): Promise<void> {
  const thisYear = Number(today.slice(0, 4));
  const parishes = await services.parishes.listAll();
  for (const [index, parish] of parishes.entries()) {
    const amountKes = 60_000 + ((index * 16_000) % 96_000);
    await services.assessments.setTreasurer(SYSTEM_ACTOR, {
      parishId: String(parish.id),
      name: TREASURERS[index % TREASURERS.length]!,
    });
    for (const year of [thisYear - 1, thisYear]) {
      const quarter = amountKes / 4;
      const assessment = await services.assessments.set(SYSTEM_ACTOR, {
        parishId: String(parish.id),
        year,
        amountKes,
        instalments: ["03-31", "06-30", "09-30", "12-31"].map((day) => ({
          dueOn: `${year}-${day}`,
          amountKes: quarter,
        })),
      });
      const paying = year < thisYear ? (index % 5 === 4 ? "most" : "all") : PAYING[index % PAYING.length]!;
      await payQuarters(services, { id: assessment.id, year, quarter, paying, today, index });
    }
  }
}

const TREASURERS = ["Grace Atieno", "Peter Wafula", "Mary Nafula", "John Shikuku", "Ruth Auma"];

/** Records a payment for each quarter fallen due, as much of it as the parish pays. */
async function payQuarters(
  services: Services,
  plan: {
    id: number;
    year: number;
    quarter: number;
    paying: (typeof PAYING)[number];
    today: string;
    index: number;
  },
) {
  const share = { all: 1, most: 0.75, half: 0.5, none: 0 }[plan.paying];
  if (share === 0) return;
  for (const [number, day] of ["04-15", "07-15", "10-15", "12-20"].entries()) {
    const receivedOn = `${plan.year}-${day}`;
    if (receivedOn > plan.today) return;
    await services.assessmentPayments.record(SYSTEM_ACTOR, {
      assessmentId: String(plan.id),
      amountKes: Math.round(plan.quarter * share),
      method: METHODS[(plan.index + number) % METHODS.length]!,
      reference: `Q${plan.year}-${number + 1}`,
      receivedOn,
    });
  }
}
