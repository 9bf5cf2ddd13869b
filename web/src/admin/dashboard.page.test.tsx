import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { missingMessages } from "../lib/language";
import { routes } from "../app/router";
import { buildStaff, meMock } from "../features/auth/auth.fixtures";
import type { AdminOverviewQuery } from "./gql/graphql";
import { renderRoute } from "../test/render-route";
import { AdminOverviewDocument, ArchdeaconOverviewDocument } from "./gql/graphql";

const occurrence = (eventId: string, date: string, startTime: string, endTime: string) => ({
  __typename: "EventOccurrence" as const,
  id: `${eventId}/${date}`,
  date,
  startTime,
  endTime,
});

const overview: AdminOverviewQuery = {
  newsArticles: {
    __typename: "NewsArticlePage",
    total: 14,
    items: [
      {
        __typename: "NewsArticle",
        id: "3",
        title: "Synod opens in Kakamega",
        slug: "synod-opens",
        createdAt: "2026-11-02T08:00:00Z",
      },
    ],
  },
  events: {
    __typename: "EventPage",
    total: 3,
    items: [
      {
        __typename: "Event",
        id: "7",
        title: "Youth rally",
        nextOccurrence: occurrence("7", "2026-12-05", "09:00:00", "15:30:00"),
      },
      // Weekly since January 2024: listed at its next Sunday, not its first.
      {
        __typename: "Event",
        id: "8",
        title: "Sunday Holy Communion",
        nextOccurrence: occurrence("8", "2026-12-06", "10:00:00", "12:00:00"),
      },
      // Every one of its coming dates was cancelled: nothing of it is still to come.
      { __typename: "Event", id: "9", title: "Confirmation classes", nextOccurrence: null },
    ],
  },
  parishes: { __typename: "ParishPage", total: 41 },
  jobOpenings: { __typename: "JobOpeningPage", total: 3 },
  newsletterSubscribers: { __typename: "NewsletterSubscriberPage", total: 120 },
};

const overviewMock: MockLink.MockedResponse<AdminOverviewQuery> = {
  request: { query: AdminOverviewDocument },
  result: { data: overview },
};

afterEach(() => missingMessages.clear());

describe("the dashboard's overview", () => {
  it("greets the member of staff and counts what the website holds, with upcoming events at their next date and the latest news", async () => {
    renderRoute({ routes, url: "/administrator/welcome", mocks: [meMock(buildStaff()), overviewMock] });

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Diocesan Office" })).toBeTruthy();
    const glance = within(screen.getByRole("region", { name: "At a glance" }));
    // The counts come after the greeting; until then each one is "…".
    expect(await glance.findByRole("link", { name: /Parishes\s*41/ })).toBeTruthy();
    expect(glance.getByRole("link", { name: /Subscribers/ }).textContent).toContain("120");
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Youth rally" }).getAttribute("href")).toBe("/admin/events?edit=7");
    expect(main.getByText("5 Dec 2026, 9:00 am to 3:30 pm")).toBeTruthy();
    const weekly = main.getByRole("link", { name: "Sunday Holy Communion" }).closest("li")!;
    expect(within(weekly).getByText("6 Dec 2026, 10:00 am to 12:00 pm")).toBeTruthy();
    expect(main.queryByText("Confirmation classes")).toBeNull();
    expect(main.getByRole("link", { name: "Synod opens in Kakamega" }).getAttribute("href")).toBe(
      "/admin/edit-news/synod-opens",
    );
    expect(document.title).toBe("ACK Diocese | Welcome");
  });

  it("opens from the dashboard's bare addresses", async () => {
    const { router } = renderRoute({
      routes,
      url: "/administrator",
      mocks: [meMock(buildStaff()), overviewMock],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Diocesan Office" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/administrator/welcome");
  });

  it("greets a member of staff whose language is Kiswahili in Kiswahili, dates and times in sw-KE", async () => {
    renderRoute({
      routes,
      url: "/administrator/welcome",
      mocks: [meMock(buildStaff({ language: "SW" })), overviewMock],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Karibu, Diocesan Office" })).toBeTruthy();
    const glance = within(screen.getByRole("region", { name: "Kwa muhtasari" }));
    // The counts come after the greeting; until then each link says it is loading.
    expect(await glance.findByRole("link", { name: /Parokia\s*41/ })).toBeTruthy();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("heading", { name: "Matukio yajayo" })).toBeTruthy();
    expect(main.getByText("5 Des 2026, 09:00 hadi 15:30")).toBeTruthy();
    expect(main.getByText("2 Nov 2026")).toBeTruthy();
    expect(main.getByRole("link", { name: "Andika makala ya habari" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboard\w*\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});

describe("an archdeacon's first page", () => {
  afterEach(() => missingMessages.clear());

  const archdeacon = (language: "EN" | "SW" = "EN") =>
    buildStaff({
      name: "Ven. Joseph Okwiri",
      role: "ARCHDEACON",
      language,
      archdeaconry: { __typename: "Archdeaconry", id: "2", name: "Butere" },
    });
  const parishesMock = {
    request: { query: ArchdeaconOverviewDocument, variables: { archdeaconryId: "2" } },
    result: {
      data: {
        archdeaconry: {
          __typename: "Archdeaconry" as const,
          id: "2",
          parishes: [
            { __typename: "Parish" as const, id: "7", name: "St Luke's Butere" },
            { __typename: "Parish" as const, id: "8", name: "St Mark's Shibembe" },
          ],
        },
      },
    },
  };

  it("names their archdeaconry and lists its parishes, with none of the content's counts or shortcuts", async () => {
    renderRoute({ routes, url: "/administrator/welcome", mocks: [meMock(archdeacon()), parishesMock] });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome, Ven. Joseph Okwiri" }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "You are signed in as Archdeacon of Butere: you read the records of its parishes, and change nothing.",
      ),
    ).toBeTruthy();
    const parishes = within(screen.getByRole("region", { name: "The parishes of Butere" }));
    expect(await parishes.findByText("St Luke's Butere")).toBeTruthy();
    expect(parishes.getByText("St Mark's Shibembe")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "At a glance" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Write a news article" })).toBeNull();
  });

  it("tells an archdeacon whose archdeaconry was deleted whom to ask", async () => {
    renderRoute({
      routes,
      url: "/administrator/welcome",
      mocks: [meMock(buildStaff({ role: "ARCHDEACON", archdeaconry: null }))],
    });

    expect(
      await screen.findByText("Your account has no archdeaconry: ask a system admin to choose one in Users."),
    ).toBeTruthy();
  });

  it("speaks Kiswahili to an archdeacon whose language is Kiswahili", async () => {
    renderRoute({ routes, url: "/administrator/welcome", mocks: [meMock(archdeacon("SW")), parishesMock] });

    expect(await screen.findByRole("heading", { level: 1, name: "Karibu, Ven. Joseph Okwiri" })).toBeTruthy();
    const parishes = within(screen.getByRole("region", { name: "Parokia za Butere" }));
    expect(await parishes.findByText("St Luke's Butere")).toBeTruthy();
    expect(screen.getByText(/^Umeingia kama Archdeacon wa Butere:/)).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });
});
