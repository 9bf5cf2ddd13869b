import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import {
  AdminEventsDocument,
  UpdateEventDocument,
  type AdminEventsQuery,
  type UpdateEventMutation,
} from "../gql/graphql";
import { buildAdminEvent, buildRepeat, eventChoicesMock, eventMock } from "./event.fixtures";

const stLukes = { __typename: "Parish", id: "7", name: "St Luke's Butere" } as const;
const mothersUnion = { __typename: "Department", id: "3", name: "Mothers' Union" } as const;

const rally = buildAdminEvent({ parish: stLukes, department: mothersUnion });
const retreat = buildAdminEvent({ id: "22", title: "Mothers' retreat", department: mothersUnion });
const synod = buildAdminEvent({ id: "23", title: "Synod" });

const eventsMock: MockLink.MockedResponse<AdminEventsQuery> = {
  request: { query: AdminEventsDocument, variables: { period: "UPCOMING", page: 1 } },
  result: {
    data: {
      events: {
        __typename: "EventPage",
        items: [rally, retreat, synod],
        page: 1,
        pageCount: 1,
        total: 3,
      },
    },
  },
  // Once for the page, again after a save.
  maxUsageCount: 2,
};

const renderPage = (url: string, ...mocks: MockLink.MockedResponse[]) =>
  renderRoute({ routes, url, mocks: [meMock(buildStaff()), eventsMock, eventChoicesMock, ...mocks] });

const rowOf = async (title: string) => (await screen.findByText(title)).closest("tr")!;

describe("the dashboard's events", () => {
  it("shows under each event's title the parish and the department it belongs to", async () => {
    renderPage("/admin/events");

    expect(within(await rowOf("Youth rally")).getByText("St Luke's Butere · Mothers' Union")).toBeTruthy();
    expect(within(await rowOf("Mothers' retreat")).getByText("Mothers' Union")).toBeTruthy();
    expect((await rowOf("Synod")).cells[0]?.textContent).toBe("Synod");
  });

  it("edits an event with its parish and department chosen, and saves them with the change", async () => {
    const updateMock: MockLink.MockedResponse<UpdateEventMutation> = {
      request: {
        query: UpdateEventDocument,
        variables: {
          id: "21",
          input: {
            title: "Youth rally",
            date: "2030-03-15",
            startTime: "09:00",
            endTime: "15:30",
            place: "Butere Girls' School",
            description: null,
            parishId: "7",
            departmentId: null,
            repeat: null,
            kiswahili: [
              { field: "title", text: "" },
              { field: "place", text: "" },
              { field: "description", text: "" },
            ],
          },
          scope: "ALL",
          occurrenceDate: null,
        },
      },
      result: { data: { updateEvent: { ...rally, department: null } } },
    };
    renderPage("/admin/events?edit=21", eventMock({ ...rally, changes: [] }), updateMock);
    const dialog = within(await screen.findByRole("dialog", { name: "Edit event" }));
    const parish = (await dialog.findByLabelText("Parish")) as HTMLSelectElement;
    const department = dialog.getByLabelText("Department") as HTMLSelectElement;

    expect(parish.selectedOptions[0]?.textContent).toBe("St Luke's Butere");
    expect(department.selectedOptions[0]?.textContent).toBe("Mothers' Union");
    await userEvent.selectOptions(department, "None");
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Event updated")).toBeTruthy();
  });
});

describe("the dashboard's events in Kiswahili", () => {
  afterEach(() => missingMessages.clear());

  it("speaks Kiswahili to a member whose language is Kiswahili: the list, its dates and repeats, and the form", async () => {
    const worship = buildAdminEvent({
      id: "31",
      title: "Sunday worship",
      date: "2030-03-03",
      repeat: buildRepeat(),
      lastDate: "2030-03-10",
      needsTranslation: true,
    });
    renderRoute({
      routes,
      url: "/admin/events",
      mocks: [
        meMock(buildStaff({ language: "SW" })),
        {
          ...eventsMock,
          result: {
            data: {
              events: { __typename: "EventPage", items: [rally, worship], page: 1, pageCount: 1, total: 2 },
            },
          },
        },
        eventChoicesMock,
      ],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Matukio" })).toBeTruthy();
    const worshipRow = within(await rowOf("Sunday worship"));
    expect(worshipRow.getByText("Kila wiki, siku ya Jumapili")).toBeTruthy();
    expect(worshipRow.getByText("Inahitaji tafsiri")).toBeTruthy();
    expect(worshipRow.getByText("Ya mwisho: 10 Mac 2030")).toBeTruthy();
    expect(within(await rowOf("Youth rally")).getByText("09:00")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Yajayo" })).toBeTruthy();
    // The form, with its Kiswahili fields.
    expect(await screen.findByLabelText(/^Saa ya kuanza/)).toBeTruthy();
    expect(screen.getByLabelText(/^Jina la tukio \(Kiswahili\)/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ongeza tukio" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboard\w*\./);
    expect([...missingMessages]).toEqual([]);
  });
});
