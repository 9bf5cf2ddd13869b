import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes as appRoutes } from "../app/router";
import { buildGift } from "../features/giving/giving.fixtures";
import { buildGiving, buildSiteSettings, siteSettingsMock } from "../features/site/site.fixtures";
import { GiftPageDocument, type GiftPageQuery } from "../gql/graphql";
import { missingMessages } from "../lib/language";
import { paths } from "../lib/paths";
import { renderRoute } from "../test/render-route";
import { GiftPage } from "./gift.page";

const TOKEN = "k3Jd9sQw-2xZr7TqLmNp4vBc";
const routes = [{ path: paths.gift.path, element: <GiftPage /> }];

function renderGiftPage(gift: GiftPageQuery["gift"], { simulated = false } = {}) {
  return renderRoute({
    routes,
    url: `/gifts/${TOKEN}`,
    mocks: [
      { request: { query: GiftPageDocument, variables: { token: TOKEN } }, result: { data: { gift } } },
    ],
    siteSettings: siteSettingsMock(buildSiteSettings(), buildGiving({ simulated })),
  });
}

/** The state the page shows: the one of the three that is not hidden. */
function shownState() {
  const shown = [...document.querySelectorAll<HTMLElement>("[data-gift-state]")].filter(
    (state) => !state.hidden,
  );
  expect(shown).toHaveLength(1);
  return shown[0]!;
}

describe("a gift's status page", () => {
  it("asks the donor to enter their PIN while M-Pesa waits, with the amount and the project", async () => {
    const createdAt = new Date(Date.now() - 5_000).toISOString();
    renderGiftPage(
      buildGift({ status: "PENDING", receiptNumber: null, mpesaReceipt: null, paidAt: null, createdAt }),
    );

    const heading = await screen.findByRole("heading", {
      name: "Check your phone and enter your M-Pesa PIN",
    });
    expect(shownState().contains(heading)).toBe(true);
    expect(shownState().textContent).toContain(
      "Your gift of KES 1,500 towards Diocesan Conference Centre waits for your PIN",
    );
    // Its behaviour asks the API about this gift.
    const part = heading.closest<HTMLElement>("[data-behaviour=gift-status]");
    expect(part?.dataset.giftToken).toBe(TOKEN);
    expect(part?.dataset.giftStatus).toBe("PENDING");
    expect(document.title).toBe("ACK Diocese | Your gift");
  });

  it("says M-Pesa is confirming, and asks for nothing more, for a prompt sent 20 s ago or more", async () => {
    const createdAt = new Date(Date.now() - 25_000).toISOString();
    renderGiftPage(
      buildGift({ status: "PENDING", receiptNumber: null, mpesaReceipt: null, paidAt: null, createdAt }),
    );

    const heading = await screen.findByRole("heading", { name: "M-Pesa is confirming your gift" });
    expect(shownState().contains(heading)).toBe(true);
    expect(heading.closest("[data-gift-waiting]")?.textContent).toContain(
      "If you have entered your PIN, nothing more is needed from you: this page shows your receipt as soon as M-Pesa confirms your gift of KES 1,500 towards Diocesan Conference Centre.",
    );
    expect(screen.queryByRole("heading", { name: "Check your phone and enter your M-Pesa PIN" })).toBeNull();
  });

  it("gives the diocese's receipt number and says M-Pesa sent no code, when it sent none", async () => {
    renderGiftPage(buildGift({ mpesaReceipt: null }));

    await screen.findByRole("heading", { name: "Thank you for your gift" });
    expect(shownState().textContent).toContain(
      "M-Pesa reference" +
        "M-Pesa did not send its code for this payment: quote our receipt number, 2026-00042.",
    );
    expect(shownState().textContent).not.toContain("Confirmed by M-Pesa");
  });

  it("thanks the donor for a paid gift, with the receipt's number, M-Pesa's reference and the receipt", async () => {
    renderGiftPage(buildGift());

    const heading = await screen.findByRole("heading", { name: "Thank you for your gift" });
    const state = shownState();
    expect(state.contains(heading)).toBe(true);
    expect(state.textContent).toContain(
      "M-Pesa has confirmed your gift of KES 1,500 towards Diocesan Conference Centre.",
    );
    expect(state.textContent).toContain("Receipt number2026-00042");
    expect(state.textContent).toContain("M-Pesa referenceSKC3QWERTY");
    expect(within(state).getByRole("link", { name: "See and print your receipt" }).getAttribute("href")).toBe(
      `/gifts/${TOKEN}/receipt`,
    );
  });

  it("says why a failed gift did not go through, and offers to try again on the give page", async () => {
    renderGiftPage(
      buildGift({
        status: "FAILED",
        message: "You cancelled the M-Pesa prompt. Nothing was paid.",
        receiptNumber: null,
        mpesaReceipt: null,
        paidAt: null,
      }),
    );

    const heading = await screen.findByRole("heading", { name: "Your gift did not go through" });
    const state = shownState();
    expect(state.contains(heading)).toBe(true);
    expect(state.textContent).toContain("You cancelled the M-Pesa prompt. Nothing was paid.");
    expect(within(state).getByRole("link", { name: "Try again" }).getAttribute("href")).toBe(
      "/give/diocesan-conference-centre",
    );
  });

  it("is no page for a token the API does not know", async () => {
    renderGiftPage(null);

    expect(await screen.findByText("Error code 404")).toBeTruthy();
  });

  it("says when payments are simulated", async () => {
    renderGiftPage(buildGift(), { simulated: true });

    expect(await screen.findByText("Payments here are simulated: no money moves.")).toBeTruthy();
  });
});

describe("a gift's status page in Kiswahili, at /sw/gifts/<token>", () => {
  it("thanks the donor in Kiswahili, with the amount and a link to the Kiswahili receipt", async () => {
    missingMessages.clear();
    renderRoute({
      routes: appRoutes,
      url: `/sw/gifts/${TOKEN}`,
      mocks: [
        {
          request: { query: GiftPageDocument, variables: { token: TOKEN } },
          result: { data: { gift: buildGift() } },
        },
      ],
      siteSettings: siteSettingsMock(buildSiteSettings(), buildGiving()),
    });

    const heading = await screen.findByRole("heading", { name: "Asante kwa mchango wako" });
    const paid = shownState();
    expect(paid.contains(heading)).toBe(true);
    expect(paid.textContent).toContain(
      "M-Pesa imethibitisha mchango wako wa KES 1,500 kwa ajili ya Diocesan Conference Centre.",
    );
    expect(
      within(paid).getByRole("link", { name: "Tazama na uchapishe risiti yako" }).getAttribute("href"),
    ).toBe(`/sw/gifts/${TOKEN}/receipt`);
    // The words its behaviour fills in while it waits, from the catalogue.
    expect(document.querySelector("[data-gift-view]")?.getAttribute("data-message-no-code")).toBe(
      "M-Pesa haikutuma nambari yake ya malipo haya: taja nambari yetu ya risiti, {{receiptNumber}}.",
    );
    expect([...missingMessages]).toEqual([]);
  });
});
