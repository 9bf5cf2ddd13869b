import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import { navigationLinksFor } from "../admin-navigation";
import {
  AdminAuditLogDocument,
  type AdminAuditLogQuery,
  type AuditLogEntryFieldsFragment,
} from "../gql/graphql";

const NO_FILTER = { who: null, entity: null, action: null, from: null, to: null };

const entry = (overrides: Partial<AuditLogEntryFieldsFragment>): AuditLogEntryFieldsFragment => ({
  __typename: "AuditLogEntry",
  id: "1",
  // 10:00 in Kakamega (UTC+3).
  at: "2026-11-20T07:00:05.000Z",
  actorKind: "STAFF",
  actorName: "Grace Wanjiru",
  clientAddress: "197.248.10.4",
  entity: "News article",
  entityId: "12",
  label: "Harvest thanksgiving at St Mark's",
  action: "UPDATED",
  fieldsInWords: ["title", "publication time"],
  ...overrides,
});

/** Where a page of the log is in it: a list of one page unless a test says otherwise. */
type Position = Pick<
  AdminAuditLogQuery["auditLog"],
  "page" | "pageCount" | "total" | "nextCursor" | "previousCursor"
>;

function auditLogMock(
  items: AuditLogEntryFieldsFragment[],
  variables: Record<string, unknown> = NO_FILTER,
  position: Partial<Position> = {},
): MockLink.MockedResponse<AdminAuditLogQuery> {
  return {
    request: { query: AdminAuditLogDocument, variables },
    result: {
      data: {
        auditLog: {
          __typename: "AuditLogPage",
          items,
          page: 1,
          pageCount: 1,
          total: items.length,
          nextCursor: null,
          previousCursor: null,
          ...position,
        },
      },
    },
  };
}

const renderPage = (...mocks: MockLink.MockedResponse[]) =>
  renderRoute({
    routes,
    url: "/admin/audit-log",
    mocks: [meMock(buildStaff({ role: "SYSTEM_ADMIN" })), ...mocks],
  });

describe("the Audit log page", () => {
  it("shows when in Kakamega time, who, from where, what by its name then, and which fields in words", async () => {
    renderPage(
      auditLogMock([
        entry({}),
        entry({
          id: "2",
          actorKind: "VISITOR",
          actorName: "someone@example.org",
          entity: "Staff account",
          entityId: null,
          label: null,
          action: "SIGN_IN_FAILED",
          fieldsInWords: [],
        }),
        entry({
          id: "3",
          actorKind: "API_TOKEN",
          actorName: "Parish app sync",
          entity: "Gift",
          entityId: "31",
          label: "KES 2,500 from Jane W. to Cathedral Appeal",
          action: "GIFT_RECORDED",
          fieldsInWords: [],
        }),
        // Written before entries kept names.
        entry({ id: "4", actorName: "John Barasa", entityId: "7", label: null, fieldsInWords: ["title"] }),
      ]),
    );
    expect(await screen.findByText("4 entries")).toBeTruthy();
    const staff = screen.getByText("Grace Wanjiru").closest("tr")!;
    expect(within(staff).getByText("20 Nov 2026, 10:00:05")).toBeTruthy();
    expect(within(staff).getByText("197.248.10.4")).toBeTruthy();
    expect(within(staff).getByText("News article “Harvest thanksgiving at St Mark's”: updated")).toBeTruthy();
    expect(within(staff).getByText("title, publication time")).toBeTruthy();
    const failed = screen.getByText("someone@example.org").closest("tr")!;
    expect(within(failed).getByText("Not signed in")).toBeTruthy();
    expect(within(failed).getByText("Staff account: sign-in failed")).toBeTruthy();
    const token = screen.getByText("Parish app sync").closest("tr")!;
    expect(within(token).getByText("API token")).toBeTruthy();
    expect(
      within(token).getByText("Gift “KES 2,500 from Jane W. to Cathedral Appeal”: gift recorded"),
    ).toBeTruthy();
    const older = screen.getByText("John Barasa").closest("tr")!;
    expect(within(older).getByText("News article #7: updated")).toBeTruthy();
  });

  it("asks again with the filters once they are applied, and downloads the CSV with them", async () => {
    renderPage(
      auditLogMock([entry({})]),
      auditLogMock([], { ...NO_FILTER, who: "Otieno", action: "SIGNED_IN", from: "2026-11-01" }),
    );
    await screen.findByText("1 entry");
    fireEvent.change(screen.getByLabelText("Who"), { target: { value: " Otieno " } });
    fireEvent.change(screen.getByLabelText("Action"), { target: { value: "SIGNED_IN" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(await screen.findByText("No entries match these filters.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      "/exports/audit-log.csv?who=Otieno&action=SIGNED_IN&from=2026-11-01",
    );
  });

  it("pages to older entries and back by the cursors the server gave", async () => {
    const twoPages = { total: 51, pageCount: 2 };
    renderPage(
      auditLogMock([entry({ id: "51", actorName: "Newest Clerk" })], NO_FILTER, {
        ...twoPages,
        nextCursor: "after-51",
      }),
      auditLogMock(
        [entry({ id: "1", actorName: "Oldest Clerk" })],
        { ...NO_FILTER, after: "after-51" },
        {
          ...twoPages,
          page: 2,
          previousCursor: "before-1",
        },
      ),
      auditLogMock(
        [entry({ id: "51", actorName: "Newest Clerk" })],
        { ...NO_FILTER, before: "before-1" },
        {
          ...twoPages,
          nextCursor: "after-51",
        },
      ),
    );
    expect(await screen.findByText("Newest Clerk")).toBeTruthy();
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Newer" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Older" }));
    expect(await screen.findByText("Oldest Clerk")).toBeTruthy();
    expect(screen.getByText("Page 2 of 2")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Older" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Newer" }));
    expect(await screen.findByText("Newest Clerk")).toBeTruthy();
  });

  it("is in the navigation of system admins only", () => {
    const hasAuditLog = (role: Parameters<typeof navigationLinksFor>[0]) =>
      navigationLinksFor(role).some((link) => link.href === "/admin/audit-log");
    expect(hasAuditLog("SYSTEM_ADMIN")).toBe(true);
    expect(hasAuditLog("EDITOR")).toBe(false);
    expect(hasAuditLog("TREASURER")).toBe(false);
  });
});

describe("the Audit log page in Kiswahili", () => {
  afterEach(() => missingMessages.clear());

  it("speaks Kiswahili to a member whose language is Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/admin/audit-log",
      mocks: [
        meMock(buildStaff({ role: "SYSTEM_ADMIN", language: "SW" })),
        auditLogMock([
          entry({}),
          entry({ id: "2", actorKind: "VISITOR", actorName: null, action: "SIGNED_IN" }),
        ]),
      ],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Kumbukumbu za ukaguzi" })).toBeTruthy();
    expect(await screen.findByText("Kumbukumbu 2")).toBeTruthy();
    const staff = screen.getByText("Grace Wanjiru").closest("tr")!;
    expect(within(staff).getByText("Mfanyakazi")).toBeTruthy();
    // The record's kind and name are the English the entry was written in.
    expect(
      within(staff).getByText("News article “Harvest thanksgiving at St Mark's”: imesasishwa"),
    ).toBeTruthy();
    expect(screen.getByText("Hajaingia")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Kitendo chochote" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tumia vichujio" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pakua CSV" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboard(AuditLog)?\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});
