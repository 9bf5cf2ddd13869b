import type { Plan } from "./instalment-plans";

/** The words of each way an assessment may fall due, as the dashboard's catalogues name them. */
export const PLAN_MESSAGES = {
  YEAR_END: "dashboardAssessments.plans.YEAR_END",
  QUARTERLY: "dashboardAssessments.plans.QUARTERLY",
  MONTHLY: "dashboardAssessments.plans.MONTHLY",
} as const satisfies Record<Plan, string>;
