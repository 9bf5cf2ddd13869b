import { lazyBehaviour } from "../../behaviours/behaviour";

/*
 * The give and gift pages' behaviours, fetched only on a page with a part that asks for one: the
 * other pages' script (the home page's, every article's) stays as small. The names are the
 * behaviours' own (giving-pages.lazy.test.ts checks them).
 */

export const giveFormOnDemand = lazyBehaviour("give-form", () =>
  import("./give-form.behaviour").then((module) => module.giveForm),
);

export const giftStatusOnDemand = lazyBehaviour("gift-status", () =>
  import("./gift-status.behaviour").then((module) => module.giftStatus),
);

export const recentGiftsOnDemand = lazyBehaviour("recent-gifts", () =>
  import("./recent-gifts.behaviour").then((module) => module.recentGifts),
);
