import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes as appRoutes } from "../app/router";
import { buildGift } from "../features/giving/giving.fixtures";
import { buildGiving, buildSiteSettings, siteSettingsMock } from "../features/site/site.fixtures";
import { GiftPageDocument, type GiftPageQuery } from "../gql/graphql";
import { missingMessages } from "../lib/language";
import { paths } from "../lib/paths";
import { renderRoute } from "../test/render-route";
import { GiftReceiptPage } from "./gift-receipt.page";

const TOKEN = "k3Jd9sQw-2xZr7TqLmNp4vBc";
const routes = [{ path: paths.giftReceipt.path, element: <GiftReceiptPage /> }];

function renderReceipt(gift: GiftPageQuery["gift"], { simulated = false } = {}) {
  return renderRoute({
    routes,
    url: `/gifts/${TOKEN}/receipt`,
    mocks: [
      { request: { query: GiftPageDocument, variables: { token: TOKEN } }, result: { data: { gift } } },
    ],
    siteSettings: siteSettingsMock(
      buildSiteSettings({
        fullName: "Anglican Church of Kenya Diocese of Kakamega",
        postalLine: "P.O. Box 1234-50100, Kakamega",
      }),
      buildGiving({ simulated }),
    ),
  });
}

/** The receipt's lines, label and value, as a reader takes them in. */
function receiptLines() {
  return Object.fromEntries(
    [...document.querySelectorAll("dl > *")].map((item) => [
      item.firstElementChild?.textContent,
      item.lastElementChild?.textContent,
    ]),
  );
}

afterEach(() => vi.restoreAllMocks());

describe("a gift's receipt", () => {
  it("is the diocese's official receipt, with the amount in figures and in words", async () => {
    renderReceipt(buildGift());

    expect(await screen.findByRole("heading", { level: 1, name: "Official receipt" })).toBeTruthy();
    const receipt = screen.getByRole("article", { name: "Official receipt" });
    expect(receipt.textContent).toContain("Anglican Church of Kenya Diocese of Kakamega");
    expect(receipt.textContent).toContain("P.O. Box 1234-50100, Kakamega");
    expect(receiptLines()).toEqual({
      "Receipt number": "2026-00042",
      // Paid at 06:38 UTC: 09:38 in Kakamega.
      Date: "12 March 2026 at 09:38",
      "Received from": "Grace Atieno",
      Amount: "KES 1,500",
      "Amount in words": "One thousand, five hundred Kenya shillings",
      "M-Pesa reference": "SKC3QWERTY",
      Towards: "Diocesan Conference Centre",
    });
    expect(receipt.textContent).toContain("No goods or services were given in return for this gift.");
    expect(document.title).toBe("ACK Diocese | Receipt");
  });

  it("names no one for a gift given anonymously or without a name", async () => {
    const { unmount } = renderReceipt(buildGift({ anonymous: true }));
    await screen.findByRole("heading", { name: "Official receipt" });
    expect(receiptLines()["Received from"]).toBe("Anonymous donor");
    expect(screen.queryByText(/Grace/)).toBeNull();
    unmount();

    renderReceipt(buildGift({ donorName: null }));
    await screen.findByRole("heading", { name: "Official receipt" });
    expect(receiptLines()["Received from"]).toBe("Anonymous donor");
  });

  it("gives the diocese's receipt number and says M-Pesa sent no code, when it sent none", async () => {
    renderReceipt(buildGift({ mpesaReceipt: null }));

    await screen.findByRole("heading", { name: "Official receipt" });
    expect(receiptLines()["M-Pesa reference"]).toBe(
      "M-Pesa did not send its code for this payment: quote our receipt number, 2026-00042.",
    );
  });

  it("prints with its Print button", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderReceipt(buildGift());

    await userEvent.click(await screen.findByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("is no page for a gift not paid", async () => {
    for (const status of ["PENDING", "FAILED"] as const) {
      const { unmount } = renderReceipt(buildGift({ status, receiptNumber: null }));
      expect(await screen.findByText("Error code 404"), status).toBeTruthy();
      expect(screen.queryByText("Official receipt")).toBeNull();
      unmount();
    }
  });

  it("says on paper too that the payment was simulated and moved no money", async () => {
    renderReceipt(buildGift(), { simulated: true });

    const notice = await screen.findByText(
      "This payment was simulated: no money moved, and this receipt is for no real gift.",
    );
    expect(screen.getByRole("article", { name: "Official receipt" }).contains(notice)).toBe(true);
  });
});

describe("a gift's receipt in Kiswahili, at /sw/gifts/<token>/receipt", () => {
  it("is the official receipt in Kiswahili, dated and in shillings as sw-KE writes them", async () => {
    missingMessages.clear();
    renderRoute({
      routes: appRoutes,
      url: `/sw/gifts/${TOKEN}/receipt`,
      mocks: [
        {
          request: { query: GiftPageDocument, variables: { token: TOKEN } },
          result: { data: { gift: buildGift({ anonymous: true }) } },
        },
      ],
      siteSettings: siteSettingsMock(buildSiteSettings(), buildGiving()),
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Risiti rasmi" })).toBeTruthy();
    expect(receiptLines()).toMatchObject({
      "Nambari ya risiti": "2026-00042",
      Tarehe: "12 Machi 2026 saa 09:38",
      "Imepokelewa kutoka kwa": "Mtoaji asiyejitambulisha",
      Kiasi: "KES 1,500",
      "Kumbukumbu ya M-Pesa": "SKC3QWERTY",
      "Kwa ajili ya": "Diocesan Conference Centre",
    });
    expect(screen.getByText("Asante kwa mchango wako.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Chapisha" })).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });
});
