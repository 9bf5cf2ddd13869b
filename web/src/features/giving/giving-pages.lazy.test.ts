import { describe, expect, it } from "vitest";
import { giftStatus } from "./gift-status.behaviour";
import { giveForm } from "./give-form.behaviour";
import { giftStatusOnDemand, giveFormOnDemand, recentGiftsOnDemand } from "./giving-pages.lazy";
import { recentGifts } from "./recent-gifts.behaviour";

describe("the giving pages' behaviours fetched on demand", () => {
  it("answer to the names of the behaviours they fetch, which the server-drawn parts ask for", () => {
    expect(giveFormOnDemand.name).toBe(giveForm.name);
    expect(giftStatusOnDemand.name).toBe(giftStatus.name);
    expect(recentGiftsOnDemand.name).toBe(recentGifts.name);
  });
});
