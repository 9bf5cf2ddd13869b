import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import { buildAdminParish } from "../archdeaconries/parish.fixtures";
import { buildAdminEvent, eventChoicesMock } from "../events/event.fixtures";
import {
  AdminArchdeaconriesDocument,
  AdminArchdeaconryDocument,
  AdminEventsDocument,
  AdminJobOpeningsDocument,
  AdminProjectsDocument,
  type AdminJobFieldsFragment,
  type AdminProjectFieldsFragment,
} from "../gql/graphql";

const ONLY = "Only what needs translation";

afterEach(() => missingMessages.clear());

/** A list's answer, to the filter's variables or to none. */
function answer<T>(query: T, variables: Record<string, unknown>, data: Record<string, unknown>) {
  return { request: { query, variables }, result: { data } } as MockLink.MockedResponse;
}

async function turnOnFilter() {
  await userEvent.click(await screen.findByText(ONLY));
}

describe("the dashboard's lists, filtered to what needs translation", () => {
  it("asks the API for the events that need translation, and says when none do", async () => {
    const translated = buildAdminEvent({ id: "1", title: "Synod", needsTranslation: false });
    const untranslated = buildAdminEvent({ id: "2", title: "Youth rally", needsTranslation: true });
    const page = (items: unknown[]) => ({
      events: { __typename: "EventPage", items, page: 1, pageCount: 1, total: items.length },
    });
    renderRoute({
      routes,
      url: "/admin/events",
      mocks: [
        meMock(buildStaff()),
        eventChoicesMock,
        answer(AdminEventsDocument, { period: "UPCOMING", page: 1 }, page([translated, untranslated])),
        answer(
          AdminEventsDocument,
          { period: "UPCOMING", page: 1, needsTranslation: true },
          page([untranslated]),
        ),
        answer(AdminEventsDocument, { period: "PAST", page: 1, needsTranslation: true }, page([])),
      ],
    });

    expect(await screen.findByText("Synod")).toBeTruthy();
    await turnOnFilter();
    // The list is loading in between, with neither shown.
    await waitFor(() => {
      expect(screen.getByText("Youth rally")).toBeTruthy();
      expect(screen.queryByText("Synod")).toBeNull();
    });

    await userEvent.click(screen.getByRole("tab", { name: "Past" }));
    expect(await screen.findByText("Nothing here needs translation.")).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });

  it("asks the API for the projects that need translation", async () => {
    const project = (id: string, title: string, needsTranslation: boolean): AdminProjectFieldsFragment => ({
      __typename: "Project",
      id,
      title,
      slug: title.toLowerCase().replace(/\W+/g, "-"),
      summary: "For the diocese.",
      body: "<p>For the diocese.</p>",
      status: "PLANNED",
      targetAmountKes: 100000,
      amountRaisedKes: 0,
      featured: false,
      imageUrl: null,
      image: null,
      kiswahili: [],
      needsTranslation,
    });
    const page = (items: AdminProjectFieldsFragment[]) => ({
      projects: { __typename: "ProjectPage", items, total: items.length },
    });
    renderRoute({
      routes,
      url: "/admin/projects",
      mocks: [
        meMock(buildStaff()),
        answer(
          AdminProjectsDocument,
          {},
          page([project("1", "Cathedral roof", false), project("2", "Clinic", true)]),
        ),
        answer(AdminProjectsDocument, { needsTranslation: true }, page([project("2", "Clinic", true)])),
      ],
    });

    expect(await screen.findByText("Cathedral roof")).toBeTruthy();
    await turnOnFilter();
    expect(await screen.findByText("Clinic")).toBeTruthy();
    expect(screen.queryByText("Cathedral roof")).toBeNull();
  });

  it("asks the API for the job openings that need translation, and says when none do", async () => {
    const job: AdminJobFieldsFragment = {
      __typename: "JobOpening",
      id: "1",
      referenceNumber: "DIO/HR/01",
      position: "Diocesan Accountant",
      description: "Keeps the accounts.",
      link: "https://jobs.example.org/accountant",
      documentUrl: null,
      closingDate: null,
      kiswahili: [{ __typename: "TextTranslation", field: "position", text: "Mhasibu wa Dayosisi" }],
      needsTranslation: false,
    };
    const page = (items: AdminJobFieldsFragment[]) => ({
      jobOpenings: { __typename: "JobOpeningPage", items, total: items.length },
    });
    renderRoute({
      routes,
      url: "/admin/career-oppotunity",
      mocks: [
        meMock(buildStaff()),
        answer(AdminJobOpeningsDocument, {}, page([job])),
        answer(AdminJobOpeningsDocument, { needsTranslation: true }, page([])),
      ],
    });

    expect(await screen.findByText("Diocesan Accountant")).toBeTruthy();
    await turnOnFilter();
    expect(await screen.findByText("Nothing here needs translation.")).toBeTruthy();
    expect(screen.queryByText("Diocesan Accountant")).toBeNull();
  });

  it("shows an archdeaconry's parishes that need translation, and all of them again", async () => {
    const translated = buildAdminParish({ id: "7", name: "St Luke's Butere", needsTranslation: false });
    const untranslated = buildAdminParish({ id: "8", name: "St Mark's Ebukanga", needsTranslation: true });
    renderRoute({
      routes,
      url: "/administrator/archdeaconry/4",
      mocks: [
        meMock(buildStaff()),
        answer(
          AdminArchdeaconryDocument,
          { id: "4" },
          {
            archdeaconry: {
              __typename: "Archdeaconry",
              id: "4",
              name: "Butere",
              parishes: [translated, untranslated],
            },
          },
        ),
        answer(AdminArchdeaconriesDocument, {}, { archdeaconries: [] }),
      ],
    });

    expect(await screen.findByText("St Luke's Butere")).toBeTruthy();
    await turnOnFilter();
    expect(screen.queryByText("St Luke's Butere")).toBeNull();
    expect(screen.getByText("St Mark's Ebukanga")).toBeTruthy();
    await userEvent.click(screen.getByText(ONLY));
    expect(screen.getByText("St Luke's Butere")).toBeTruthy();
  });
});
