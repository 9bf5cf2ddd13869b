import { SYSTEM_ACTOR } from "../authorization.js";
import type { Services } from "../services.js";

/**
 * The annual returns of the two years before this one, so that a fresh site's Annual returns page
 * has its totals, its trends and parishes still to chase: the year before last submitted by every
 * sample parish; last year submitted by most, kept as a draft by some and not started by others.
 * Each year starts as the diocese starts it (its questions copied from the year before).
 */
export async function seedParishReturns(services: Services, today: string): Promise<void> {
  const thisYear = Number(today.slice(0, 4));
  const parishes = await services.parishes.listAll();
  for (const year of [thisYear - 2, thisYear - 1]) {
    await services.parishReturnQuestions.startYear(SYSTEM_ACTOR, { year });
    for (const [index, parish] of parishes.entries()) {
      const standing = year < thisYear - 1 ? "submitted" : STANDINGS[index % STANDINGS.length]!;
      if (standing === "not started") continue;
      const answers = Object.entries(sampleAnswers(index, thisYear - year)).map(([key, value]) => ({
        key,
        value: String(value),
      }));
      const args = { parishId: String(parish.id), year, answers };
      if (standing === "draft") await services.parishReturns.saveDraft(SYSTEM_ACTOR, args);
      else await services.parishReturns.submit(SYSTEM_ACTOR, args);
    }
  }
}

/** Last year's returns: one parish in four not started, one in four a draft, the rest submitted. */
const STANDINGS = ["submitted", "not started", "submitted", "draft"] as const;

/**
 * A parish's answers to the first questions (first-questions.ts), sized by its place in the list
 * and growing a little from one year to the next, with each total the sum of its parts.
 */
function sampleAnswers(index: number, yearsAgo: number): Record<string, number> {
  const size = 1 + (index % 4) * 0.5;
  const growth = 1 + 0.06 * (2 - yearsAgo);
  const scaled = (base: number) => Math.round(base * size * growth);
  const parts = {
    baptisms_infant: scaled(24),
    baptisms_adult: scaled(6),
    confirmations: scaled(18),
    marriages: scaled(5),
    burials: scaled(9),
    communicants_men: scaled(60),
    communicants_women: scaled(95),
    communicants_youth: scaled(40),
    attendance: scaled(220),
    members: scaled(410),
    sunday_school: scaled(70),
    income: scaled(380_000),
  };
  return {
    ...parts,
    baptisms: parts.baptisms_infant + parts.baptisms_adult,
    communicants: parts.communicants_men + parts.communicants_women + parts.communicants_youth,
  };
}
