import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { todayInKakamega } from "../../lib/today";
import { renderRoute } from "../../test/render-route";
import { navigationLinksFor } from "../admin-navigation";
import { AdminSmsLogDocument, type AdminSmsLogQuery } from "../gql/graphql";

type Sms = AdminSmsLogQuery["smsMessages"]["items"][number];

const sms = (overrides: Partial<Sms>): Sms => ({
  __typename: "SmsMessage",
  id: "1",
  phone: "254712***678",
  kind: "receipt",
  body: "Asante! Receipt 2026-00042: KES 1,500 to the Cathedral Roof.",
  status: "DELIVERED",
  parts: 1,
  costKes: 0.8,
  failureReason: null,
  // 10:00 in Kakamega (UTC+3).
  createdAt: "2026-11-20T07:00:05.000Z",
  ...overrides,
});

/** This month in Kakamega, as the page asks for its cost. */
const MONTH = todayInKakamega().slice(0, 7);

function smsLogMock(items: Sms[]): MockLink.MockedResponse<AdminSmsLogQuery> {
  return {
    request: { query: AdminSmsLogDocument, variables: { month: MONTH } },
    result: {
      data: {
        smsMessages: {
          __typename: "SmsMessagePage",
          items,
          total: items.length,
          page: 1,
          pageCount: 1,
          nextCursor: null,
          previousCursor: null,
        },
        smsMonthCost: { __typename: "SmsMonthCost", month: MONTH, messages: 312, parts: 340, costKes: 272 },
      },
    },
  };
}

describe("the SMS log", () => {
  it("shows each SMS with its number masked, what became of it and its cost, and the month's total", async () => {
    renderRoute({
      routes,
      url: "/admin/sms",
      mocks: [
        meMock(buildStaff({ role: "TREASURER" })),
        smsLogMock([
          sms({}),
          sms({
            id: "2",
            phone: "254733***098",
            status: "FAILED",
            failureReason: "UserIsInactive",
            body: "Asante! Receipt 2026-00043: KES 200 to the Cathedral Roof.",
          }),
          sms({ id: "3", phone: "254722***111", status: "OPTED_OUT", costKes: null, body: "Reminder." }),
        ]),
      ],
    });
    expect(await screen.findByText("This month: 312 SMS sent, 340 parts, KES 272.00.")).toBeTruthy();
    const delivered = screen.getByText("254712***678").closest("tr")!;
    expect(within(delivered).getByText("Delivered")).toBeTruthy();
    expect(within(delivered).getByText("KES 0.80")).toBeTruthy();
    expect(within(delivered).getByText("Receipt")).toBeTruthy();
    const failed = screen.getByText("254733***098").closest("tr")!;
    expect(within(failed).getByText("Failed")).toBeTruthy();
    expect(within(failed).getByText("UserIsInactive")).toBeTruthy();
    const stopped = screen.getByText("254722***111").closest("tr")!;
    expect(within(stopped).getByText("Opted out")).toBeTruthy();
  });

  it("is in the navigation of treasurers and system admins only", () => {
    const hasSmsLog = (role: Parameters<typeof navigationLinksFor>[0]) =>
      navigationLinksFor(role).some((link) => link.href === "/admin/sms");
    expect(hasSmsLog("TREASURER")).toBe(true);
    expect(hasSmsLog("SYSTEM_ADMIN")).toBe(true);
    expect(hasSmsLog("EDITOR")).toBe(false);
  });
});
