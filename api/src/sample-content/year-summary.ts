import { SYSTEM_ACTOR } from "../authorization.js";
import type { Services } from "../services.js";

/**
 * Last year in numbers on a fresh site's About pages, without the parishes' money (the diocese
 * shows that only when it ticks it). A year is published once its return has questions, which the
 * sample returns start: without them the summary waits, and the seeding goes on.
 */
export async function seedYearSummary(services: Services, today: string): Promise<void> {
  const lastYear = Number(today.slice(0, 4)) - 1;
  const years = await services.parishReturnQuestions.years(SYSTEM_ACTOR);
  if (!years.includes(lastYear)) return;
  await services.yearSummaries.set(SYSTEM_ACTOR, {
    year: lastYear,
    published: true,
    showsParishPayments: false,
  });
}
