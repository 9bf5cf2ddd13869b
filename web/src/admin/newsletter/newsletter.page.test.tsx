import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import {
  AdminNewsletterIssuesDocument,
  NewsletterDigestDocument,
  type AdminNewsletterIssuesQuery,
  type NewsletterDigestQuery,
} from "../gql/graphql";

type Issue = AdminNewsletterIssuesQuery["newsletterIssues"][number];

const issue = (overrides: Partial<Issue>): Issue => ({
  __typename: "NewsletterIssue",
  id: "1",
  subject: "Advent letter",
  body: "<p>Grace and peace.</p>",
  status: "SENT",
  scheduledAt: "2026-11-20T06:00:00.000Z",
  sentAt: "2026-11-20T06:10:00.000Z",
  createdAt: "2026-11-19T06:00:00.000Z",
  progress: { __typename: "NewsletterProgress", total: 120, sent: 117, failed: 1, bounced: 2, waiting: 0 },
  ...overrides,
});

const issuesMock = (items: Issue[]): MockLink.MockedResponse<AdminNewsletterIssuesQuery> => ({
  request: { query: AdminNewsletterIssuesDocument },
  result: { data: { newsletterIssues: items } },
});

const digestMock: MockLink.MockedResponse<NewsletterDigestQuery> = {
  request: { query: NewsletterDigestDocument },
  result: {
    data: {
      newsletterDigest: {
        __typename: "NewsletterDigest",
        subject: "News from the Diocese of Kakamega",
        body: "<h2>News</h2><ul><li>Ordination at St Luke's</li></ul>",
      },
    },
  },
};

describe("the Newsletter page", () => {
  it("shows each issue's status and how many copies were sent, failed or bounced", async () => {
    renderRoute({
      routes,
      url: "/admin/newsletter",
      mocks: [
        meMock(buildStaff()),
        issuesMock([
          issue({}),
          issue({
            id: "2",
            subject: "Lent letter",
            status: "DRAFT",
            progress: {
              __typename: "NewsletterProgress",
              total: 0,
              sent: 0,
              failed: 0,
              bounced: 0,
              waiting: 0,
            },
          }),
        ]),
      ],
    });
    const sent = (await screen.findByText("Advent letter")).closest("tr")!;
    expect(within(sent).getByText("Sent")).toBeTruthy();
    expect(within(sent).getByText("117 of 120 sent, 1 failed, 2 bounced")).toBeTruthy();
    const draft = screen.getByText("Lent letter").closest("tr")!;
    expect(within(draft).getByText("Draft")).toBeTruthy();
  });

  it("starts an issue from the site's digest, and previews it", async () => {
    renderRoute({
      routes,
      url: "/admin/newsletter",
      mocks: [meMock(buildStaff()), issuesMock([]), digestMock],
    });
    expect(await screen.findByText("No issue has been written yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start from digest" }));
    expect(await screen.findByDisplayValue("News from the Diocese of Kakamega")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("region", { name: "Preview" });
    expect(within(preview).getByText("Ordination at St Luke's")).toBeTruthy();
  });

  it("speaks Kiswahili to a member whose language is Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/admin/newsletter",
      mocks: [meMock(buildStaff({ language: "SW" })), issuesMock([issue({})])],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Jarida" })).toBeTruthy();
    expect(
      await screen.findByText("117 kati ya 120 yametumwa, 1 yameshindikana, 2 yamerudishwa"),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Nitumie nakala ya majaribio" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboard(Newsletter)?\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});

afterEach(() => missingMessages.clear());
