import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { renderRoute } from "../../test/render-route";
import { navigationLinksFor } from "../admin-navigation";
import {
  AdminSendSmsNoticeDocument,
  AdminSmsNoticePreviewDocument,
  AdminSmsNoticesDocument,
  type AdminSmsNoticeFieldsFragment,
  type AdminSmsNoticesQuery,
} from "../gql/graphql";
import { parishChoicesMock } from "../owner-choices.fixtures";
import { isPending } from "./sms-notice-list";

const BODY = "The Bishop visits St Luke's on Sunday at 10.";
/** Longer than the preview's pause and a busy machine's answer. */
const SETTLED = { timeout: 4_000 };

const notice = (overrides: Partial<AdminSmsNoticeFieldsFragment>): AdminSmsNoticeFieldsFragment => ({
  __typename: "SmsNotice",
  id: "1",
  body: "Synod on Saturday at the cathedral.",
  parts: 1,
  recipients: 3,
  // 10:00 in Kakamega (UTC+3).
  sentAt: "2026-11-20T07:00:00.000Z",
  queuedAt: "2026-11-20T07:00:05.000Z",
  parish: { __typename: "Parish", id: "7", name: "St Luke's Mumias" },
  delivery: { __typename: "SmsNoticeDelivery", queued: 0, sent: 0, delivered: 2, failed: 1, optedOut: 0 },
  ...overrides,
});

function noticesMock(items: AdminSmsNoticeFieldsFragment[]): MockLink.MockedResponse<AdminSmsNoticesQuery> {
  return {
    request: { query: AdminSmsNoticesDocument, variables: {} },
    result: {
      data: {
        smsNotices: {
          __typename: "SmsNoticePage",
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

const previewMock = (parishId: string | null): MockLink.MockedResponse => ({
  request: { query: AdminSmsNoticePreviewDocument, variables: { input: { parishId, body: BODY } } },
  result: {
    data: {
      smsNoticePreview: {
        __typename: "SmsNoticePreview",
        recipients: 1_234,
        parts: 2,
        encoding: "GSM-7",
        costKes: 1_974.4,
        whenSent: "2026-11-21T05:00:00.000Z",
        waits: true,
        fits: true,
        text: `${BODY} STOP to end SMS.`,
      },
    },
  },
});

const renderPage = (staff: ReturnType<typeof buildStaff>, ...mocks: MockLink.MockedResponse[]) =>
  renderRoute({ routes, url: "/admin/sms-notices", mocks: [meMock(staff), parishChoicesMock, ...mocks] });

describe("the SMS notices page", () => {
  it("previews a notice to the diocese, asks before sending with its numbers, parts and cost, and sends it", async () => {
    const user = userEvent.setup();
    const none = {
      __typename: "SmsNoticeDelivery" as const,
      queued: 0,
      sent: 0,
      delivered: 0,
      failed: 0,
      optedOut: 0,
    };
    const sent = notice({
      id: "2",
      body: BODY,
      parish: null,
      recipients: 1_234,
      parts: 2,
      queuedAt: null,
      delivery: none,
    });
    const send: MockLink.MockedResponse = {
      request: { query: AdminSendSmsNoticeDocument, variables: { input: { parishId: null, body: BODY } } },
      result: { data: { sendSmsNotice: sent } },
    };
    renderPage(buildStaff({ role: "EDITOR" }), noticesMock([]), previewMock(null), send, noticesMock([sent]));
    await user.type(await screen.findByRole("textbox", { name: /Notice/ }), BODY);

    expect(
      await screen.findByText(
        "1,234 numbers will get it · 2 SMS each · About KES 1,974.40 in all",
        {},
        SETTLED,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/It waits until 21 Nov 2026, 08:00/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send…" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(
        "Send to 1,234 numbers, 2 SMS each, about KES 1,974.40. It cannot be called back once sent.",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("The notice is on its way to 1,234 numbers.")).toBeTruthy();
    const row = (await screen.findByText(BODY, { selector: "td p" })).closest("tr")!;
    expect(within(row).getByText("The diocese's subscribers")).toBeTruthy();
    expect(within(row).getByText("Being queued…")).toBeTruthy();
  });

  it("keeps a parish editor's notices to their own parish", async () => {
    const user = userEvent.setup();
    const staff = buildStaff({
      role: "PARISH_EDITOR",
      parish: { __typename: "Parish", id: "7", name: "St Luke's Mumias" },
    });
    renderPage(staff, noticesMock([notice({})]), previewMock("7"));
    const to = await screen.findByRole("combobox", { name: "Send to" });
    expect((to as HTMLSelectElement).disabled).toBe(true);
    expect(
      screen.getByText("Your parish's subscribers: you send notices to St Luke's Mumias only"),
    ).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /Notice/ }), BODY);
    expect(await screen.findByText(/1,234 numbers will get it/, {}, SETTLED)).toBeTruthy();
  });

  it("lists the notices sent with their delivery so far", async () => {
    renderPage(buildStaff({ role: "EDITOR" }), noticesMock([notice({})]));
    const row = (await screen.findByText("Synod on Saturday at the cathedral.")).closest("tr")!;
    expect(within(row).getByText("St Luke's Mumias")).toBeTruthy();
    expect(within(row).getByText("3 numbers, 1 SMS each")).toBeTruthy();
    expect(within(row).getByText("2 delivered")).toBeTruthy();
    expect(within(row).getByText("1 failed")).toBeTruthy();
  });

  it("asks again while a notice is queued or waits for its reports, for a day at most", () => {
    const sentAt = Date.parse("2026-11-20T07:00:00.000Z");
    const delivery = {
      __typename: "SmsNoticeDelivery" as const,
      queued: 0,
      sent: 0,
      delivered: 3,
      failed: 0,
      optedOut: 0,
    };
    expect(isPending(notice({ queuedAt: null }), sentAt)).toBe(true);
    expect(isPending(notice({ delivery: { ...delivery, queued: 1 } }), sentAt)).toBe(true);
    expect(isPending(notice({ delivery: { ...delivery, sent: 1 } }), sentAt + 60_000)).toBe(true);
    expect(isPending(notice({ delivery: { ...delivery, sent: 1 } }), sentAt + 2 * 86_400_000)).toBe(false);
    expect(isPending(notice({ delivery }), sentAt)).toBe(false);
  });

  it("is in the navigation of editors, system admins and parish editors, not treasurers", () => {
    const hasNotices = (role: Parameters<typeof navigationLinksFor>[0]) =>
      navigationLinksFor(role).some((link) => link.href === "/admin/sms-notices");
    expect(hasNotices("EDITOR")).toBe(true);
    expect(hasNotices("SYSTEM_ADMIN")).toBe(true);
    expect(hasNotices("PARISH_EDITOR")).toBe(true);
    expect(hasNotices("TREASURER")).toBe(false);
    expect(hasNotices("DEPARTMENT_EDITOR")).toBe(false);
  });
});
