import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import { AdminSubscribersDocument, type AdminSubscribersQuery } from "../gql/graphql";

type Subscriber = AdminSubscribersQuery["newsletterSubscribers"]["items"][number];

function subscribersMock(items: Subscriber[]): MockLink.MockedResponse<AdminSubscribersQuery> {
  return {
    request: { query: AdminSubscribersDocument, variables: { pageSize: 50 } },
    result: {
      data: {
        newsletterSubscribers: {
          __typename: "NewsletterSubscriberPage",
          items,
          page: 1,
          pageCount: 1,
          total: items.length,
          nextCursor: null,
          previousCursor: null,
        },
      },
    },
  };
}

const subscriber = (overrides: Partial<Subscriber>): Subscriber => ({
  __typename: "NewsletterSubscriber",
  id: "1",
  email: "mary@example.org",
  confirmed: false,
  confirmedAt: null,
  language: "EN",
  createdAt: "2026-06-01T07:00:00.000Z",
  ...overrides,
});

const renderPage = (items: Subscriber[]) =>
  renderRoute({ routes, url: "/admin/subscribers", mocks: [meMock(buildStaff()), subscribersMock(items)] });

describe("the Subscribers page", () => {
  it("counts one address as one address", async () => {
    renderPage([subscriber({})]);
    expect(await screen.findByText("1 address signed up for the newsletter.")).toBeTruthy();
  });

  it("offers no download when there is no one to export", async () => {
    renderPage([]);
    expect(await screen.findByText("No one has subscribed yet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export CSV" }).hasAttribute("disabled")).toBe(true);
    expect(screen.queryByRole("link", { name: "Export CSV" })).toBeNull();
  });

  it("counts several as addresses", async () => {
    renderPage([subscriber({}), subscriber({ id: "2", email: "john@example.org" })]);
    expect(await screen.findByText("2 addresses signed up for the newsletter.")).toBeTruthy();
  });

  it("shows a confirmed address with the day it was confirmed in Kakamega, and an unconfirmed one as such", async () => {
    renderPage([
      // 22:30 UTC on 11 June is already 12 June in Kakamega.
      subscriber({ confirmed: true, confirmedAt: "2026-06-11T22:30:00.000Z" }),
      subscriber({ id: "2", email: "john@example.org", language: "SW" }),
    ]);
    const confirmedRow = (await screen.findByText("mary@example.org")).closest("tr")!;
    expect(within(confirmedRow).getByText("Confirmed")).toBeTruthy();
    expect(within(confirmedRow).getByText("on 12 Jun 2026")).toBeTruthy();
    const unconfirmedRow = screen.getByText("john@example.org").closest("tr")!;
    expect(within(unconfirmedRow).getByText("Unconfirmed")).toBeTruthy();
    // The language each signed up in, which their e-mails are in.
    expect(within(confirmedRow).getByText("English")).toBeTruthy();
    expect(within(unconfirmedRow).getByText("Kiswahili")).toBeTruthy();
  });

  it("speaks Kiswahili to a member whose language is Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/admin/subscribers",
      mocks: [
        meMock(buildStaff({ language: "SW" })),
        subscribersMock([
          subscriber({ confirmed: true, confirmedAt: "2026-06-11T22:30:00.000Z" }),
          subscriber({ id: "2", email: "john@example.org" }),
        ]),
      ],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Wanaojiandikisha" })).toBeTruthy();
    expect(await screen.findByText("Anwani 2 zimejiandikisha kupokea Jarida.")).toBeTruthy();
    const confirmedRow = (await screen.findByText("mary@example.org")).closest("tr")!;
    expect(within(confirmedRow).getByText("Imethibitishwa")).toBeTruthy();
    expect(within(confirmedRow).getByText(/^tarehe 12 /)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ondoa john@example.org" })).toBeTruthy();
    // The whole list comes from the server, with the session's cookie, not page by page.
    expect(screen.getByRole("link", { name: "Pakua CSV" }).getAttribute("href")).toBe(
      "/exports/newsletter-subscribers.csv",
    );
    expect(document.body.textContent).not.toMatch(/dashboard(Subscribers)?\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});

afterEach(() => missingMessages.clear());
