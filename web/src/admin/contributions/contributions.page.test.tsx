import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import {
  AdminContributionsDocument,
  AdminGiftProjectsDocument,
  AdminGivingOverviewDocument,
  AdminUnmatchedPaymentsDocument,
  ResendGiftReceiptDocument,
  type AdminContributionsQuery,
  type AdminGiftFieldsFragment,
} from "../gql/graphql";

const NO_FILTER = { projectId: null, status: null, source: null, from: null, to: null };

const gift = (overrides: Partial<AdminGiftFieldsFragment>): AdminGiftFieldsFragment => ({
  __typename: "Contribution",
  id: "1",
  source: "STK",
  method: null,
  status: "PAID",
  amountKes: 1500,
  phone: "254712***678",
  donorName: "Grace Wanjiru",
  anonymous: false,
  receiptNumber: "2026-00001",
  mpesaReceipt: "QK12AB34CD",
  reference: null,
  reason: null,
  reversesId: null,
  resultDescription: null,
  createdAt: "2026-11-20T07:00:00.000Z",
  paidAt: "2026-11-20T07:00:05.000Z",
  project: { __typename: "Project", id: "1", title: "Diocesan Conference Centre" },
  registrationFee: null,
  reversedBy: null,
  reverses: null,
  ...overrides,
});

function contributionsMock(
  items: AdminGiftFieldsFragment[],
  variables: Record<string, unknown> = NO_FILTER,
  { smsReceipts = false } = {},
): MockLink.MockedResponse<AdminContributionsQuery> {
  return {
    request: { query: AdminContributionsDocument, variables },
    result: {
      data: {
        contributions: {
          __typename: "ContributionPage",
          items,
          page: 1,
          pageCount: 1,
          total: items.length,
          nextCursor: null,
          previousCursor: null,
        },
        giftTotals: {
          __typename: "GiftTotals",
          amountKes: items.reduce((sum, item) => sum + item.amountKes, 0),
          entries: items.length,
        },
        giving: { __typename: "GivingSettings", smsReceipts },
      },
    },
  };
}

const projectsMock = {
  request: { query: AdminGiftProjectsDocument },
  result: {
    data: {
      projects: {
        __typename: "ProjectPage",
        items: [{ __typename: "Project", id: "1", title: "Diocesan Conference Centre" }],
      },
    },
  },
  maxUsageCount: 3,
};

/** No paybill payment needs attention: the page shows no such list. */
const noUnmatchedMock = {
  request: { query: AdminUnmatchedPaymentsDocument, variables: { page: 1 } },
  result: {
    data: {
      unmatchedPayments: { __typename: "UnmatchedPaymentPage", items: [], page: 1, pageCount: 0, total: 0 },
    },
  },
  maxUsageCount: 3,
};

const renderPage = (...mocks: MockLink.MockedResponse[]) =>
  renderRoute({
    routes,
    url: "/admin/contributions",
    mocks: [meMock(buildStaff({ role: "TREASURER" })), projectsMock, noUnmatchedMock, ...mocks],
  });

describe("the Contributions page", () => {
  it("lists each gift with its amount, status, masked phone and receipt, and the totals", async () => {
    renderPage(
      contributionsMock([
        gift({}),
        gift({
          id: "2",
          status: "PENDING",
          amountKes: 500,
          receiptNumber: null,
          mpesaReceipt: null,
          donorName: null,
        }),
      ]),
    );
    expect(await screen.findByText("KES 2,000 in 2 entries")).toBeTruthy();
    const paid = screen.getByText("Grace Wanjiru").closest("tr")!;
    expect(within(paid).getByText("KES 1,500")).toBeTruthy();
    expect(within(paid).getByText("Paid")).toBeTruthy();
    expect(within(paid).getByText("254712***678")).toBeTruthy();
    expect(within(paid).getByText("2026-00001")).toBeTruthy();
    expect(within(paid).getByRole("button", { name: "Reverse" })).toBeTruthy();
    const pending = screen.getByText("KES 500").closest("tr")!;
    expect(within(pending).getByRole("button", { name: "Ask M-Pesa" })).toBeTruthy();
  });

  it("names a registration's fee by its event and account, not an appeal", async () => {
    renderPage(
      contributionsMock([
        gift({
          donorName: "Faith Atieno",
          project: null,
          registrationFee: {
            __typename: "RegistrationFee",
            registrationId: "7",
            eventTitle: "Diocesan Youth Camp",
            accountReference: "R7",
          },
        }),
      ]),
    );
    const fee = (await screen.findByText("Faith Atieno")).closest("tr")!;
    expect(within(fee).getByText("Registration fee: Diocesan Youth Camp (R7)")).toBeTruthy();
  });

  it("sends a prompt's gift's SMS receipt again when the site sends SMS, and says so", async () => {
    const resent = {
      request: { query: ResendGiftReceiptDocument, variables: { id: "1" } },
      result: { data: { resendGiftReceipt: true } },
    };
    renderPage(
      contributionsMock(
        [gift({}), gift({ id: "3", source: "PAYBILL", donorName: "Paybill Donor" })],
        NO_FILTER,
        {
          smsReceipts: true,
        },
      ),
      resent,
    );
    const prompt = (await screen.findByText("Grace Wanjiru")).closest("tr")!;
    // A paybill payment's number is masked by M-Pesa: there is nowhere to send its receipt.
    const paybill = screen.getByText("Paybill Donor").closest("tr")!;
    expect(within(paybill).queryByRole("button", { name: "Resend SMS receipt" })).toBeNull();
    fireEvent.click(within(prompt).getByRole("button", { name: "Resend SMS receipt" }));
    expect(await screen.findByText("SMS receipt queued")).toBeTruthy();
  });

  it("offers no SMS receipt where the site sends no SMS", async () => {
    renderPage(contributionsMock([gift({})]));
    const prompt = (await screen.findByText("Grace Wanjiru")).closest("tr")!;
    expect(within(prompt).getByRole("button", { name: "Reverse" })).toBeTruthy();
    expect(within(prompt).queryByRole("button", { name: "Resend SMS receipt" })).toBeNull();
  });

  it("shows a reversed gift as reversed, with no Reverse, and its reversal as the reversal of its receipt", async () => {
    renderPage(
      contributionsMock([
        gift({
          id: "2",
          source: "REVERSAL",
          amountKes: -1500,
          receiptNumber: null,
          mpesaReceipt: null,
          donorName: null,
          reason: "Paid twice by mistake",
          reversesId: "1",
          reverses: { __typename: "Contribution", id: "1", receiptNumber: "2026-00001" },
        }),
        gift({
          reversedBy: { __typename: "Contribution", id: "2", paidAt: "2026-11-22T09:00:00.000Z" },
        }),
      ]),
    );
    const reversed = (await screen.findByText("Grace Wanjiru")).closest("tr")!;
    expect(within(reversed).getByText("Reversed")).toBeTruthy();
    expect(within(reversed).getByText("on 22 Nov 2026")).toBeTruthy();
    expect(within(reversed).queryByText("Paid")).toBeNull();
    expect(within(reversed).queryByRole("button", { name: "Reverse" })).toBeNull();
    const reversal = screen.getByText("Paid twice by mistake").closest("tr")!;
    expect(within(reversal).getAllByText("Reversal")).toHaveLength(2);
    expect(within(reversal).getByText("Takes back receipt 2026-00001")).toBeTruthy();
    expect(within(reversal).queryByRole("button", { name: "Reverse" })).toBeNull();
  });

  it("asks again with the chosen filter, and exports with it", async () => {
    renderPage(contributionsMock([gift({})]), contributionsMock([], { ...NO_FILTER, status: "FAILED" }));
    await screen.findByText("KES 1,500 in 1 entry");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "FAILED" } });
    expect(await screen.findByText("No gifts match these filters.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/exports/contributions.csv?status=FAILED",
    );
  });
});

describe("a treasurer's first page", () => {
  it("shows what has been given and what waits for M-Pesa, not the website's content", async () => {
    renderRoute({
      routes,
      url: "/administrator/welcome",
      mocks: [
        meMock(buildStaff({ role: "TREASURER" })),
        {
          request: { query: AdminGivingOverviewDocument },
          result: {
            data: {
              paid: { __typename: "GiftTotals", amountKes: 18_751_500, entries: 3 },
              pending: { __typename: "GiftTotals", amountKes: 500, entries: 1 },
            },
          },
        },
      ],
    });
    expect(await screen.findByText("KES 18,751,500")).toBeTruthy();
    expect(screen.getByText("Prompts waiting for M-Pesa")).toBeTruthy();
    expect(screen.queryByText("News articles")).toBeNull();
  });
});

describe("the Contributions page in Kiswahili", () => {
  afterEach(() => missingMessages.clear());

  it("speaks Kiswahili to a member whose language is Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/admin/contributions",
      mocks: [
        meMock(buildStaff({ role: "TREASURER", language: "SW" })),
        projectsMock,
        noUnmatchedMock,
        contributionsMock([
          gift({}),
          gift({ id: "2", source: "STAFF", method: "CASH", amountKes: 500, anonymous: true }),
        ]),
      ],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Michango" })).toBeTruthy();
    expect(await screen.findByText("KES 2,000 katika michango 2")).toBeTruthy();
    const paid = screen.getByText("KES 1,500").closest("tr")!;
    expect(within(paid).getByText("Imelipwa")).toBeTruthy();
    expect(within(paid).getByText("Ombi la M-Pesa")).toBeTruthy();
    expect(within(paid).getByRole("button", { name: "Batilisha" })).toBeTruthy();
    const cash = screen.getByText("KES 500").closest("tr")!;
    expect(within(cash).getByText("Imerekodiwa na wafanyakazi: Pesa taslimu")).toBeTruthy();
    expect(within(cash).getByText("jina limefichwa kwa umma")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Hali yoyote" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Rekodi mchango" }));
    const form = within(await screen.findByRole("dialog", { name: "Rekodi mchango" }));
    expect(await form.findByLabelText(/^Kiasi \(KES\)/)).toBeTruthy();
    expect(form.getByRole("option", { name: "Hundi" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboard(Giving)?\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });

  it("welcomes a treasurer in Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/administrator/welcome",
      mocks: [
        meMock(buildStaff({ role: "TREASURER", language: "SW" })),
        {
          request: { query: AdminGivingOverviewDocument },
          result: {
            data: {
              paid: { __typename: "GiftTotals", amountKes: 18_751_500, entries: 3 },
              pending: { __typename: "GiftTotals", amountKes: 500, entries: 1 },
            },
          },
        },
      ],
    });
    expect(await screen.findByText("Maombi yanayosubiri M-Pesa")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Fungua michango" })).toBeTruthy();
    expect(screen.getByText(/^Umeingia kama Mweka hazina:/)).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });
});
