import type { Repeat } from "../src/site/calendar-days.js";

/** Every week on these days, for ever, with any field overridden. */
export const weekly = (weekdays: Repeat["weekdays"], overrides: Partial<Repeat> = {}): Repeat => ({
  frequency: "WEEKLY",
  interval: 1,
  weekdays,
  monthlyOn: null,
  until: null,
  count: null,
  ...overrides,
});

/** Every month on the day it finds so, for ever, with any field overridden. */
export const monthly = (monthlyOn: Repeat["monthlyOn"], overrides: Partial<Repeat> = {}): Repeat => ({
  ...weekly([]),
  frequency: "MONTHLY",
  monthlyOn,
  ...overrides,
});
