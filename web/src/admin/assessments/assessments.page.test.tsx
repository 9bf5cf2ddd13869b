import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { renderRoute } from "../../test/render-route";
import {
  AdminApplyAssessmentRuleDocument,
  AdminAssessmentOverviewDocument,
  AdminAssessmentRulePreviewDocument,
  AdminAssessmentPaymentsDocument,
  AdminParishAssessmentsDocument,
  AdminPayAssessmentByMpesaDocument,
  type AdminAssessmentStandingFieldsFragment,
} from "../gql/graphql";
import { thisYear } from "./assessments.page";
import { instalmentsOf } from "./instalment-plans";

const year = thisYear();
const BUTERE = { __typename: "Parish" as const, id: "7", name: "St Peter's Butere" };

const standing = (overrides: Partial<AdminAssessmentStandingFieldsFragment> = {}) => ({
  __typename: "AssessmentStanding" as const,
  parishId: "7",
  archdeaconryId: "2",
  assessedKes: 120_000,
  paidKes: 50_000,
  dueToDateKes: 90_000,
  balanceKes: 70_000,
  daysOverdue: 12,
  assessment: {
    __typename: "Assessment" as const,
    id: "31",
    year,
    amountKes: 120_000,
    paybillAccount: "Q7",
    instalments: [
      {
        __typename: "AssessmentInstalment" as const,
        id: "1",
        dueOn: `${year}-03-31`,
        amountKes: 60_000,
        remindedOn: null,
      },
      {
        __typename: "AssessmentInstalment" as const,
        id: "2",
        dueOn: `${year}-09-30`,
        amountKes: 60_000,
        remindedOn: null,
      },
    ],
  },
  parish: BUTERE,
  ...overrides,
});

const overviewMock: MockLink.MockedResponse = {
  request: { query: AdminAssessmentOverviewDocument, variables: { year, page: 1 } },
  result: {
    data: {
      assessmentOverview: {
        __typename: "AssessmentStandingPage",
        items: [standing()],
        total: 1,
        page: 1,
        pageCount: 1,
      },
      assessmentTotals: [
        {
          __typename: "ArchdeaconryAssessmentTotal",
          archdeaconryId: "2",
          archdeaconry: { __typename: "Archdeaconry", id: "2", name: "Butere Archdeaconry" },
          parishes: 1,
          assessedKes: 120_000,
          paidKes: 50_000,
          dueToDateKes: 90_000,
          parishesBehind: 1,
        },
      ],
      assessmentMonths: [
        { __typename: "AssessmentMonth", month: `${year}-03`, dueKes: 60_000, paidKes: 50_000 },
      ],
    },
  },
};

const parishMock: MockLink.MockedResponse = {
  request: { query: AdminParishAssessmentsDocument, variables: { parishId: "7" } },
  result: {
    data: {
      parishAssessments: [standing()],
      parishTreasurer: {
        __typename: "ParishTreasurer",
        parishId: "7",
        name: "Grace Atieno",
        phone: "+254712400200",
        email: null,
      },
    },
  },
};

const paymentsMock: MockLink.MockedResponse = {
  request: { query: AdminAssessmentPaymentsDocument, variables: { assessmentId: "31", page: 1 } },
  result: {
    data: {
      assessmentPayments: {
        __typename: "AssessmentPaymentPage",
        items: [
          {
            __typename: "AssessmentPayment",
            id: "90",
            source: "STAFF",
            method: "CHEQUE",
            status: "PAID",
            amountKes: 50_000,
            phone: null,
            mpesaReceipt: null,
            receiptNumber: `R-${year}-0004`,
            reference: "CHQ 004512",
            resultDescription: null,
            reversesId: null,
            reversed: false,
            reason: null,
            createdAt: `${year}-04-15T09:00:00.000Z`,
            paidAt: `${year}-04-15T09:00:00.000Z`,
          },
        ],
        total: 1,
        page: 1,
        pageCount: 1,
      },
    },
  },
};

describe("the assessments pages", () => {
  it("shows the treasurer each archdeaconry's paid against due, and the parishes behind", async () => {
    renderRoute({
      routes,
      url: "/admin/assessments",
      mocks: [meMock(buildStaff({ role: "TREASURER" })), overviewMock],
    });
    expect(
      await screen.findByRole("img", { name: /Butere Archdeaconry: KES 50,000 paid of KES 90,000 due/ }),
    ).toBeTruthy();
    const row = (await screen.findByRole("link", { name: "St Peter's Butere" })).closest("tr")!;
    expect(within(row).getByText("12 days behind")).toBeTruthy();
    expect(within(row).getByText("KES 70,000")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      `/exports/assessments.csv?year=${year}`,
    );
  });

  it("lets a parish editor send a prompt to their treasurer's phone, and not record or reverse", async () => {
    const user = userEvent.setup();
    const staff = buildStaff({ role: "PARISH_EDITOR", parish: BUTERE });
    const pay: MockLink.MockedResponse = {
      request: {
        query: AdminPayAssessmentByMpesaDocument,
        variables: { input: { assessmentId: "31", phone: "+254712400200", amountKes: 20000 } },
      },
      result: {
        data: {
          payAssessmentByMpesa: {
            __typename: "AssessmentPayment",
            id: "91",
            status: "PENDING",
            resultDescription: null,
          },
        },
      },
    };
    renderRoute({
      routes,
      url: "/admin/assessments/7",
      mocks: [meMock(staff), parishMock, paymentsMock, pay, parishMock, paymentsMock],
    });
    expect(await screen.findByText("At the paybill, the parish types the account Q7.")).toBeTruthy();
    expect(await screen.findByText(/CHQ 004512/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Record a payment" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reverse" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Pay by M-Pesa" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("spinbutton", { name: /Amount/ }), "20000");
    await user.click(within(dialog).getByRole("button", { name: "Send the prompt" }));
    expect(await screen.findByText("Prompt sent")).toBeTruthy();
  });
});

describe("a rule for every parish", () => {
  it("shows the treasurer what a share of the income reported sets before it is applied, then applies it", async () => {
    const user = userEvent.setup();
    const rule = {
      year: year + 1,
      fromYear: year,
      basis: "REPORTED_INCOME",
      percent: 8,
      dueDays: instalmentsOf("QUARTERLY", year + 1, 1_000_000).map((part) => part.dueOn),
    };
    const preview: MockLink.MockedResponse = {
      request: { query: AdminAssessmentRulePreviewDocument, variables: { rule } },
      result: {
        data: {
          assessmentRulePreview: {
            __typename: "AssessmentProposalPage",
            items: [
              {
                __typename: "AssessmentProposal",
                parishId: "7",
                parish: BUTERE,
                fromKes: 1_650_000,
                currentKes: null,
                proposedKes: 132_000,
              },
            ],
            total: 1,
          },
        },
      },
    };
    const apply: MockLink.MockedResponse = {
      request: { query: AdminApplyAssessmentRuleDocument, variables: { rule } },
      result: { data: { applyAssessmentRule: 1 } },
    };
    renderRoute({
      routes,
      url: "/admin/assessments",
      mocks: [meMock(buildStaff({ role: "TREASURER" })), overviewMock, preview, apply, overviewMock],
    });
    await user.click(await screen.findByRole("button", { name: "Set every parish's by a rule" }));
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: /Start from/ }),
      "A share of the income each parish reported in its return",
    );
    const percent = within(dialog).getByRole("spinbutton", { name: /share of the income/ });
    await user.clear(percent);
    await user.type(percent, "8");
    await user.click(within(dialog).getByRole("button", { name: "Show what it sets" }));
    expect(await within(dialog).findByText("KES 132,000")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Apply to 1 parish" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Apply to 1 parish" }));
    expect(await screen.findByText("1 assessment set")).toBeTruthy();
  });
});

describe("instalment plans", () => {
  it("splits a year into equal whole parts, the last taking what is left", () => {
    expect(instalmentsOf("QUARTERLY", 2027, 100_001)).toEqual([
      { dueOn: "2027-03-31", amountKes: 25_000 },
      { dueOn: "2027-06-30", amountKes: 25_000 },
      { dueOn: "2027-09-30", amountKes: 25_000 },
      { dueOn: "2027-12-31", amountKes: 25_001 },
    ]);
    expect(instalmentsOf("MONTHLY", 2028, 12_000)[1]).toEqual({ dueOn: "2028-02-29", amountKes: 1_000 });
    expect(instalmentsOf("MONTHLY", 2027, 5)).toEqual([{ dueOn: "2027-12-31", amountKes: 5 }]);
  });
});
