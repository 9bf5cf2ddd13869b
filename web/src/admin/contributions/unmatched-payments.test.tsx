import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import {
  AdminContributionsDocument,
  AdminParishChoicesDocument,
  AdminGiftProjectsDocument,
  AdminProjectsTakingGiftsDocument,
  AdminUnmatchedPaymentsDocument,
  AssignUnmatchedPaymentDocument,
  AssignUnmatchedPaymentToAssessmentDocument,
  SetAsideUnmatchedPaymentDocument,
  type AdminUnmatchedPaymentFieldsFragment,
} from "../gql/graphql";

const NO_FILTER = { projectId: null, status: null, source: null, from: null, to: null };

const payment = (
  overrides: Partial<AdminUnmatchedPaymentFieldsFragment>,
): AdminUnmatchedPaymentFieldsFragment => ({
  __typename: "UnmatchedPayment",
  id: "7",
  receivedAt: "2026-11-22T06:30:00.000Z",
  amountKes: 9_999,
  phone: "254712***555",
  donorName: "Jane Akinyi",
  accountNumber: "TITHE",
  mpesaReceipt: "TK71X2Y3Z4",
  reason: "OTHER_ACCOUNT",
  ...overrides,
});

function unmatchedMock(items: AdminUnmatchedPaymentFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: AdminUnmatchedPaymentsDocument, variables: { page: 1 } },
    result: {
      data: {
        unmatchedPayments: {
          __typename: "UnmatchedPaymentPage",
          items,
          page: 1,
          pageCount: items.length ? 1 : 0,
          total: items.length,
        },
      },
    },
  };
}

const ledgerMock: MockLink.MockedResponse = {
  request: { query: AdminContributionsDocument, variables: NO_FILTER },
  result: {
    data: {
      contributions: {
        __typename: "ContributionPage",
        items: [],
        page: 1,
        pageCount: 0,
        total: 0,
        nextCursor: null,
        previousCursor: null,
      },
      giftTotals: { __typename: "GiftTotals", amountKes: 0, entries: 0 },
      giving: { __typename: "GivingSettings", smsReceipts: false },
    },
  },
  maxUsageCount: 3,
};

const PROJECTS = [
  {
    __typename: "Project" as const,
    id: "1",
    title: "Diocesan Conference Centre",
    status: "ONGOING" as const,
  },
  { __typename: "Project" as const, id: "2", title: "Cathedral Roof", status: "COMPLETED" as const },
  { __typename: "Project" as const, id: "3", title: "St Luke's Parish Hall", status: "PLANNED" as const },
];

/** The ledger's filter asks for every project by its title alone. */
const projectsMock: MockLink.MockedResponse = {
  request: { query: AdminGiftProjectsDocument },
  result: {
    data: {
      projects: {
        __typename: "ProjectPage",
        items: PROJECTS.map(({ status: _status, ...project }) => project),
      },
    },
  },
  maxUsageCount: 3,
};

const takingGiftsMock: MockLink.MockedResponse = {
  request: { query: AdminProjectsTakingGiftsDocument },
  result: {
    data: {
      projects: { __typename: "ProjectPage", items: PROJECTS },
    },
  },
};

const renderPage = (language: "EN" | "SW", ...mocks: MockLink.MockedResponse[]) =>
  renderRoute({
    routes,
    url: "/admin/contributions",
    mocks: [meMock(buildStaff({ role: "TREASURER", language })), projectsMock, ledgerMock, ...mocks],
  });

describe("the payments that need attention, on the Contributions page", () => {
  afterEach(() => missingMessages.clear());

  it("lists each with what M-Pesa sent and why it was not matched, in plain words", async () => {
    renderPage(
      "EN",
      unmatchedMock([
        payment({}),
        payment({
          id: "8",
          amountKes: 500,
          donorName: null,
          accountNumber: "G999",
          reason: "GIFT_REFERENCE",
        }),
      ]),
    );
    const panel = within(await screen.findByRole("region", { name: "2 payments need attention" }));
    const tithe = panel.getByText("Jane Akinyi").closest("tr")!;
    expect(within(tithe).getByText("KES 9,999")).toBeTruthy();
    expect(within(tithe).getByText("254712***555")).toBeTruthy();
    expect(within(tithe).getByText("TITHE")).toBeTruthy();
    expect(within(tithe).getByText("M-Pesa TK71X2Y3Z4")).toBeTruthy();
    expect(within(tithe).getByText("22 Nov 2026, 09:30")).toBeTruthy();
    expect(within(tithe).getByText(/not the appeal's: a tithe, perhaps/)).toBeTruthy();
    const unknown = panel.getByText("G999").closest("tr")!;
    expect(within(unknown).getByText(/could not match this payment to/)).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });

  it("assigns one to a project that takes gifts, and it leaves the list", async () => {
    const assign: MockLink.MockedResponse = {
      request: { query: AssignUnmatchedPaymentDocument, variables: { input: { id: "7", projectId: "3" } } },
      result: {
        data: {
          assignUnmatchedPayment: {
            __typename: "Contribution",
            id: "41",
            source: "PAYBILL",
            method: null,
            status: "PAID",
            amountKes: 9_999,
            phone: "254712***555",
            donorName: "Jane Akinyi",
            anonymous: false,
            receiptNumber: "2026-00042",
            mpesaReceipt: "TK71X2Y3Z4",
            reference: null,
            reason: null,
            reversesId: null,
            resultDescription: null,
            createdAt: "2026-11-22T07:00:00.000Z",
            paidAt: "2026-11-22T07:00:00.000Z",
            project: { __typename: "Project", id: "3", title: "St Luke's Parish Hall" },
            reversedBy: null,
            reverses: null,
          },
        },
      },
    };
    renderPage("EN", unmatchedMock([payment({})]), takingGiftsMock, assign, unmatchedMock([]));
    const panel = within(await screen.findByRole("region", { name: "1 payment needs attention" }));
    await userEvent.click(panel.getByRole("button", { name: "Assign to a project" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Assign a payment to a project" }));
    // The dialog's body is drawn a moment after its title.
    expect(await dialog.findByText("KES 9,999 from Jane Akinyi, account number TITHE.")).toBeTruthy();
    const select = await dialog.findByLabelText(/^Project/);
    expect(within(select).queryByRole("option", { name: "Cathedral Roof" })).toBeNull();
    await userEvent.selectOptions(select, "3");
    await userEvent.click(dialog.getByRole("button", { name: "Record the gift" }));
    expect(await screen.findByText("Receipt 2026-00042, to St Luke's Parish Hall")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: /need(s)? attention/ })).toBeNull());
  });

  it("puts one with a mistyped parish account towards the assessment of the parish chosen", async () => {
    const parishes: MockLink.MockedResponse = {
      request: { query: AdminParishChoicesDocument },
      result: {
        data: {
          archdeaconries: [
            {
              __typename: "Archdeaconry",
              id: "2",
              name: "Butere",
              parishes: [
                { __typename: "Parish", id: "11", name: "St Peter's Butere" },
                { __typename: "Parish", id: "12", name: "St John's Mumias" },
              ],
            },
          ],
        },
      },
    };
    const assign: MockLink.MockedResponse = {
      request: {
        query: AssignUnmatchedPaymentToAssessmentDocument,
        variables: { input: { id: "7", parishId: "12" } },
      },
      result: {
        data: {
          assignUnmatchedPaymentToAssessment: {
            __typename: "AssessmentPayment",
            id: "44",
            receiptNumber: "2026-00044",
          },
        },
      },
    };
    const mistyped = payment({ accountNumber: "Q9999", reason: "ASSESSMENT_REFERENCE" });
    renderPage("EN", unmatchedMock([mistyped]), parishes, assign, unmatchedMock([]));
    const panel = within(await screen.findByRole("region", { name: "1 payment needs attention" }));
    await userEvent.click(panel.getByRole("button", { name: "A parish's assessment" }));
    const dialog = within(
      await screen.findByRole("dialog", { name: "Put a payment towards a parish's assessment" }),
    );
    await userEvent.selectOptions(await dialog.findByLabelText(/^Parish/), "12");
    await userEvent.click(dialog.getByRole("button", { name: "Record the payment" }));
    expect(await screen.findByText("Receipt 2026-00044, towards St John's Mumias's assessment")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: /need(s)? attention/ })).toBeNull());
  });

  it("sets one aside as not for an appeal, with a note", async () => {
    const setAside: MockLink.MockedResponse = {
      request: {
        query: SetAsideUnmatchedPaymentDocument,
        variables: { input: { id: "7", note: "Tithe of St Paul's, Shinyalu" } },
      },
      result: {
        data: {
          setAsideUnmatchedPayment: { __typename: "UnmatchedPayment", id: "7", resolution: "NOT_FOR_APPEAL" },
        },
      },
    };
    renderPage("EN", unmatchedMock([payment({})]), setAside, unmatchedMock([]));
    const panel = within(await screen.findByRole("region", { name: "1 payment needs attention" }));
    await userEvent.click(panel.getByRole("button", { name: "Not for an appeal" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Set a payment aside" }));
    await userEvent.type(await dialog.findByLabelText(/^What it was/), "  Tithe of St Paul's, Shinyalu ");
    await userEvent.click(dialog.getByRole("button", { name: "Set aside" }));
    expect(await screen.findByText("Payment set aside")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: /need(s)? attention/ })).toBeNull());
  });

  it("shows nothing while no payment needs attention", async () => {
    renderPage("EN", unmatchedMock([]));
    expect(await screen.findByText("No gifts match these filters.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: /need(s)? attention/ })).toBeNull();
  });

  it("speaks Kiswahili to a treasurer whose language is Kiswahili", async () => {
    renderPage("SW", unmatchedMock([payment({ reason: "NO_APPEAL" })]));
    const panel = within(await screen.findByRole("region", { name: "Malipo 1 yanahitaji kushughulikiwa" }));
    expect(panel.getByRole("button", { name: "Pangia mradi" })).toBeTruthy();
    expect(panel.getByText(/hakuna mradi ulioangaziwa/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboardGiving\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});
