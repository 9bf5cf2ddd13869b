/**
 * How a year's assessment falls due, as the treasurer chooses it: all on 31 December, in four
 * quarters, or month by month. The parts are equal whole shillings; the last takes what is left.
 */
export const PLANS = ["YEAR_END", "QUARTERLY", "MONTHLY"] as const;
export type Plan = (typeof PLANS)[number];

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dayOf = (year: number, month: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(lastDayOf(year, month)).padStart(2, "0")}`;

const MONTHS_OF: Record<Plan, number[]> = {
  YEAR_END: [12],
  QUARTERLY: [3, 6, 9, 12],
  MONTHLY: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
};

export function instalmentsOf(plan: Plan, year: number, amountKes: number) {
  if (amountKes === 0) return [];
  const months = MONTHS_OF[plan];
  const part = Math.floor(amountKes / months.length);
  if (part === 0) return [{ dueOn: dayOf(year, 12), amountKes }];
  return months.map((month, index) => ({
    dueOn: dayOf(year, month),
    amountKes: index === months.length - 1 ? amountKes - part * (months.length - 1) : part,
  }));
}
