import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { todayInKakamega } from "../../lib/today";
import { renderRoute } from "../../test/render-route";
import { navigationLinksFor } from "../admin-navigation";
import {
  AdminGivingStatementsDocument,
  SendGivingStatementsDocument,
  type AdminGivingStatementsQuery,
} from "../gql/graphql";

type Sent = AdminGivingStatementsQuery["givingStatementsSent"]["items"][number];

const YEAR = Number(todayInKakamega().slice(0, 4));

const sent = (overrides: Partial<Sent>): Sent => ({
  __typename: "StatementSend",
  id: "1",
  phone: "*** *** 101",
  status: "SENT",
  channel: "SMS",
  createdAt: "2026-11-20T07:00:05.000Z",
  sentAt: "2026-11-20T07:01:00.000Z",
  ...overrides,
});

const summary = (queued: number, sentCount: number) => ({
  __typename: "GivingStatementYear" as const,
  year: YEAR,
  donors: 3,
  queued,
  sent: sentCount,
  failed: 0,
});

function statementsMock(items: Sent[], queued = 0): MockLink.MockedResponse<AdminGivingStatementsQuery> {
  return {
    request: { query: AdminGivingStatementsDocument, variables: { year: YEAR } },
    result: {
      data: {
        givingStatementYear: summary(queued, items.length),
        givingStatementsSent: {
          __typename: "StatementSendPage",
          items,
          total: items.length,
          page: 1,
          pageCount: 1,
          nextCursor: null,
          previousCursor: null,
        },
      },
    },
  };
}

const renderPage = (...mocks: MockLink.MockedResponse[]) =>
  renderRoute({
    routes,
    url: "/admin/giving-statements",
    mocks: [meMock(buildStaff({ role: "TREASURER" })), ...mocks],
  });

describe("the giving statements page", () => {
  it("shows the year's donors, how many were sent theirs, and who, numbers masked", async () => {
    renderPage(
      statementsMock([
        sent({}),
        sent({ id: "2", phone: "*** *** 303", channel: "EMAIL" }),
        sent({ id: "3", phone: "*** *** 404", status: "FAILED", channel: null, sentAt: null }),
      ]),
    );
    expect(
      await screen.findByText(`3 donors gave in ${YEAR}. Sent: 3. Waiting: 0. Not sent: 0.`),
    ).toBeTruthy();
    const bySms = screen.getByText("*** *** 101").closest("tr")!;
    expect(within(bySms).getByText("SMS with a link")).toBeTruthy();
    expect(within(bySms).getByText("Sent")).toBeTruthy();
    expect(within(screen.getByText("*** *** 303").closest("tr")!).getByText("E-mail")).toBeTruthy();
    expect(within(screen.getByText("*** *** 404").closest("tr")!).getByText("Not sent")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      `/exports/giving-statements.csv?year=${YEAR}`,
    );
  });

  it("sends every donor theirs once the treasurer confirms", async () => {
    const user = userEvent.setup();
    const send: MockLink.MockedResponse = {
      request: { query: SendGivingStatementsDocument, variables: { year: YEAR } },
      result: { data: { sendGivingStatements: summary(3, 0) } },
    };
    renderPage(statementsMock([]), send, statementsMock([], 3));
    await screen.findByText(`3 donors gave in ${YEAR}. Sent: 0. Waiting: 0. Not sent: 0.`);
    await user.click(screen.getByRole("button", { name: "Send every donor their statement" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(`Send every donor of ${YEAR} their statement?`)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("The statements are being sent")).toBeTruthy();
    expect(
      await screen.findByText(`3 donors gave in ${YEAR}. Sent: 0. Waiting: 3. Not sent: 0.`),
    ).toBeTruthy();
  });

  it("is in the navigation of treasurers and system admins only", () => {
    const hasIt = (role: Parameters<typeof navigationLinksFor>[0]) =>
      navigationLinksFor(role).some((link) => link.href === "/admin/giving-statements");
    expect(hasIt("TREASURER")).toBe(true);
    expect(hasIt("SYSTEM_ADMIN")).toBe(true);
    expect(hasIt("EDITOR")).toBe(false);
  });
});
