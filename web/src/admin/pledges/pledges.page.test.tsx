import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { renderRoute } from "../../test/render-route";
import { navigationLinksFor } from "../admin-navigation";
import {
  AdminGiftProjectsDocument,
  AdminPledgesDocument,
  CancelPledgeDocument,
  type AdminPledgeFieldsFragment,
  type AdminPledgesQuery,
} from "../gql/graphql";

const NO_FILTER = { projectId: null, status: null, overdue: null, search: null };

const pledge = (overrides: Partial<AdminPledgeFieldsFragment>): AdminPledgeFieldsFragment => ({
  __typename: "Pledge",
  id: "12",
  projectId: "1",
  pledgerKind: "MOTHERS_UNION",
  name: "Mothers' Union, St Peter's Butere",
  amountKes: 250_000,
  paidKes: 120_000,
  dueOn: "2027-06-30",
  schedule: "MONTHLY",
  phone: "254712***678",
  email: null,
  honourRoll: "NAME_AND_AMOUNT",
  status: "OPEN",
  source: "PAPER",
  nextReminderOn: "2027-01-05",
  remindersConsentAt: "2026-11-20T07:00:00.000Z",
  cancelReason: null,
  createdAt: "2026-11-20T07:00:00.000Z",
  changes: [],
  ...overrides,
});

function pledgesMock(items: AdminPledgeFieldsFragment[]): MockLink.MockedResponse<AdminPledgesQuery> {
  return {
    request: { query: AdminPledgesDocument, variables: NO_FILTER },
    result: {
      data: {
        pledges: {
          __typename: "PledgePage",
          items,
          total: items.length,
          page: 1,
          pageCount: 1,
          nextCursor: null,
          previousCursor: null,
        },
        pledgeTotals: {
          __typename: "PledgeTotals",
          pledges: items.length,
          promisedKes: 430_000,
          paidKes: 150_000,
          overdue: 1,
          overdueKes: 150_000,
        },
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
        items: [{ __typename: "Project", id: "1", title: "Cathedral Roof" }],
      },
    },
  },
  maxUsageCount: 3,
};

const renderPage = (...mocks: MockLink.MockedResponse[]) =>
  renderRoute({
    routes,
    url: "/admin/pledges",
    mocks: [meMock(buildStaff({ role: "TREASURER" })), projectsMock, ...mocks],
  });

describe("the Pledges page", () => {
  it("lists each pledge with what it promised and paid, its number masked, and the totals", async () => {
    const overdue = pledge({
      id: "13",
      pledgerKind: "KAMA",
      name: "KAMA Mumias",
      amountKes: 180_000,
      paidKes: 30_000,
      dueOn: "2026-01-31",
      nextReminderOn: null,
      remindersConsentAt: null,
      phone: null,
      changes: [
        {
          __typename: "PledgeChange",
          id: "1",
          field: "amountKes",
          fromValue: "150000",
          toValue: "180000",
          reason: "Raised at the second harambee",
          changedAt: "2026-11-21T07:00:00.000Z",
        },
      ],
    });
    renderPage(pledgesMock([pledge({}), overdue]));
    expect(
      await screen.findByText(
        "2 pledges: KES 430,000 promised, KES 150,000 paid; 1 overdue, owing KES 150,000.",
      ),
    ).toBeTruthy();
    const mothers = screen.getByText("Mothers' Union, St Peter's Butere").closest("tr")!;
    expect(within(mothers).getByText("254712***678")).toBeTruthy();
    expect(within(mothers).getByText("Promised KES 250,000")).toBeTruthy();
    expect(within(mothers).getByText("Paid KES 120,000")).toBeTruthy();
    expect(within(mothers).getByText("Next on 2027-01-05")).toBeTruthy();
    expect(within(mothers).getByText("Mothers' Union · P12")).toBeTruthy();
    const kama = screen.getByText("KAMA Mumias").closest("tr")!;
    expect(within(kama).getByText(/150000 → 180000 \(Raised at the second harambee\)/)).toBeTruthy();
    expect(within(kama).getByText("Not asked for")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/exports/pledges.csv",
    );
  });

  it("cancels a pledge with the reason the treasurer gives", async () => {
    const user = userEvent.setup();
    const cancel: MockLink.MockedResponse = {
      request: {
        query: CancelPledgeDocument,
        variables: { input: { id: "12", reason: "The branch merged with Butere's" } },
      },
      result: {
        data: {
          cancelPledge: {
            ...pledge({ status: "CANCELLED", cancelReason: "The branch merged with Butere's" }),
          },
        },
      },
    };
    renderPage(pledgesMock([pledge({})]), cancel, pledgesMock([pledge({ status: "CANCELLED" })]));
    const row = (await screen.findByText("Mothers' Union, St Peter's Butere")).closest("tr")!;
    await user.click(within(row).getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox"), "The branch merged with Butere's");
    await user.click(within(dialog).getByRole("button", { name: "Cancel the pledge" }));
    expect(await screen.findByText("Pledge cancelled")).toBeTruthy();
  });

  it("is in the navigation of treasurers and system admins only", () => {
    const hasPledges = (role: Parameters<typeof navigationLinksFor>[0]) =>
      navigationLinksFor(role).some((link) => link.href === "/admin/pledges");
    expect(hasPledges("TREASURER")).toBe(true);
    expect(hasPledges("SYSTEM_ADMIN")).toBe(true);
    expect(hasPledges("EDITOR")).toBe(false);
  });
});
