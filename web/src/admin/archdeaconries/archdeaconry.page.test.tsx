import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, fieldRefusal, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import {
  AdminArchdeaconriesDocument,
  AdminArchdeaconryDocument,
  UpdateParishDocument,
  type AdminArchdeaconriesQuery,
  type AdminArchdeaconryQuery,
  type AdminParishFieldsFragment,
  type UpdateParishMutation,
} from "../gql/graphql";
import { buildAdminParish } from "./parish.fixtures";

const stLukes = buildAdminParish({
  archdeaconryId: "4",
  directions: "Beside the market.",
  latitude: 0.2068,
  longitude: 34.4906,
  phone: "+254712345678",
  email: "butere@example.org",
  history: "Founded in 1932.",
});

const stMarks: AdminParishFieldsFragment = {
  ...stLukes,
  id: "8",
  name: "St Mark's Ebukanga",
  slug: "st-marks-ebukanga",
  town: null,
  latitude: null,
  longitude: null,
  services: [],
};

const archdeaconryMock: MockLink.MockedResponse<AdminArchdeaconryQuery> = {
  request: { query: AdminArchdeaconryDocument, variables: { id: "4" } },
  result: {
    data: {
      archdeaconry: { __typename: "Archdeaconry", id: "4", name: "Butere", parishes: [stLukes, stMarks] },
    },
  },
  // Once for the page, again after a save.
  maxUsageCount: 2,
};

const archdeaconriesMock: MockLink.MockedResponse<AdminArchdeaconriesQuery> = {
  request: { query: AdminArchdeaconriesDocument },
  result: {
    data: {
      archdeaconries: [
        {
          __typename: "Archdeaconry",
          id: "4",
          name: "Butere",
          parishes: [
            { __typename: "Parish", id: "7" },
            { __typename: "Parish", id: "8" },
          ],
        },
        { __typename: "Archdeaconry", id: "5", name: "Mumias", parishes: [] },
      ],
    },
  },
  maxUsageCount: 2,
};

const renderPage = (...mocks: MockLink.MockedResponse[]) =>
  renderRoute({
    routes,
    url: "/administrator/archdeaconry/4",
    mocks: [meMock(buildStaff()), archdeaconryMock, archdeaconriesMock, ...mocks],
  });

const user = userEvent.setup();

async function editStLukes() {
  await user.click(await screen.findByRole("button", { name: "Edit St Luke's Butere" }));
  return within(await screen.findByRole("dialog", { name: "Edit parish" }));
}

/** St Luke's as the form sends it back unchanged. */
const stLukesInput = {
  archdeaconryId: "4",
  name: "St Luke's Butere",
  town: "Butere",
  directions: "Beside the market.",
  latitude: 0.2068,
  longitude: 34.4906,
  phone: "+254712345678",
  email: "butere@example.org",
  history: "Founded in 1932.",
  serviceTimes: null,
  services: [
    { day: "SUNDAY", startTime: "08:00", language: "ENGLISH", kind: "HOLY_COMMUNION" },
    { day: "SUNDAY", startTime: "10:30", language: "KISWAHILI", kind: "FAMILY_SERVICE" },
  ],
  imageFocalPoint: null,
  kiswahili: [
    { field: "directions", text: "" },
    { field: "serviceTimes", text: "" },
    { field: "history", text: "" },
  ],
} as const;

describe("an archdeaconry's parishes in the dashboard", () => {
  it("lists each parish's town, its number of services and a link to its page on the website", async () => {
    renderPage();

    const stLukesRow = (await screen.findByRole("cell", { name: "St Luke's Butere" })).closest("tr")!;
    expect(within(stLukesRow).getByRole("cell", { name: "Butere" })).toBeTruthy();
    expect(within(stLukesRow).getByRole("cell", { name: "2 services" })).toBeTruthy();
    const page = within(stLukesRow).getByRole("link", { name: "View page: St Luke's Butere" });
    expect(page.getAttribute("href")).toBe("/parishes/st-lukes-butere");
    expect(page.getAttribute("target")).toBe("_blank");

    const stMarksRow = screen.getByRole("cell", { name: "St Mark's Ebukanga" }).closest("tr")!;
    expect(within(stMarksRow).getByRole("cell", { name: "0 services" })).toBeTruthy();
    expect(
      within(stMarksRow).getByRole("link", { name: "View page: St Mark's Ebukanga" }).getAttribute("href"),
    ).toBe("/parishes/st-marks-ebukanga");
  });

  it("saves an edited parish with all its details, its new picture and the whole list of its services", async () => {
    const photo = new File(["jpeg"], "st-lukes.jpg", { type: "image/jpeg" });
    const updated: UpdateParishMutation = {
      updateParish: {
        ...stLukes,
        town: "Shianda",
        services: [
          ...stLukes.services,
          {
            __typename: "RegularService",
            id: "33",
            day: "SUNDAY",
            startTime: "16:00",
            language: "LUHYA",
            kind: "EVENING_PRAYER",
          },
        ],
      },
    };
    renderPage({
      request: {
        query: UpdateParishDocument,
        variables: {
          id: "7",
          image: photo,
          input: {
            ...stLukesInput,
            town: "Shianda",
            imageFocalPoint: { x: 0.5, y: 0.5 },
            services: [
              ...stLukesInput.services,
              { day: "SUNDAY", startTime: "16:00", language: "LUHYA", kind: "EVENING_PRAYER" },
            ],
          },
        },
      },
      result: { data: updated },
    });
    const dialog = await editStLukes();

    await user.clear(dialog.getByLabelText("Town or village"));
    await user.paste("Shianda");
    await user.upload(dialog.getByLabelText("Picture of the church"), photo);
    await user.click(dialog.getByRole("button", { name: "Add a service" }));
    const added = within(dialog.getByRole("group", { name: "Service 3" }));
    await user.type(added.getByLabelText("Time"), "16:00");
    await user.selectOptions(added.getByLabelText("Language"), "Luhya");
    await user.selectOptions(added.getByLabelText("Service"), "Evening Prayer");
    await user.click(dialog.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Parish updated")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
  }, 30_000); // A long form, its Kiswahili fields too, filled in step by step.

  it("shows the server's message at the longitude when the latitude is given without it", async () => {
    const message =
      "latitude and longitude go together: give both to place the church on the map, or neither";
    renderPage({
      request: {
        query: UpdateParishDocument,
        variables: { id: "7", image: null, input: { ...stLukesInput, longitude: null } },
      },
      result: fieldRefusal("longitude", message),
    });
    const dialog = await editStLukes();

    await user.clear(dialog.getByLabelText("Longitude"));
    await user.click(dialog.getByRole("button", { name: "Save changes" }));

    expect(
      await dialog.findByText(
        "Latitude and longitude go together: give both to place the church on the map, or neither",
      ),
    ).toBeTruthy();
    expect(dialog.getByLabelText("Longitude").getAttribute("aria-invalid")).toBe("true");
    expect(dialog.getByLabelText("Latitude").getAttribute("aria-invalid")).toBeNull();
    expect(dialog.queryByRole("alert")).toBeNull();
  });
});

describe("the archdeaconry in Kiswahili", () => {
  afterEach(() => missingMessages.clear());

  it("speaks Kiswahili to a member whose language is Kiswahili: the parishes, the form and its Kiswahili fields", async () => {
    renderRoute({
      routes,
      url: "/administrator/archdeaconry/4",
      mocks: [
        meMock(buildStaff({ language: "SW" })),
        {
          ...archdeaconryMock,
          result: {
            data: {
              archdeaconry: {
                __typename: "Archdeaconry",
                id: "4",
                name: "Butere",
                parishes: [
                  {
                    ...stLukes,
                    needsTranslation: true,
                    kiswahili: [
                      { __typename: "TextTranslation", field: "history", text: "Ilianzishwa mwaka 1932." },
                    ],
                  },
                  stMarks,
                ],
              },
            },
          },
        },
        archdeaconriesMock,
      ],
    });

    const stLukesRow = (await screen.findByText("St Luke's Butere")).closest("tr")!;
    expect(within(stLukesRow).getByRole("cell", { name: "Ibada 2" })).toBeTruthy();
    expect(within(stLukesRow).getByText("Inahitaji tafsiri")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Parokia za Butere" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Ongeza parokia" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Badilisha jina" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Hariri St Luke's Butere" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Hariri parokia" }));
    expect(dialog.getByLabelText<HTMLTextAreaElement>(/^Historia \(Kiswahili\)/).value).toBe(
      "Ilianzishwa mwaka 1932.",
    );
    expect(dialog.getByRole("group", { name: "Ibada 1" })).toBeTruthy();
    expect(dialog.getAllByRole("option", { name: "Jumapili" }).length).toBeGreaterThan(0);
    expect(dialog.getByText("Mahali kwenye ramani")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboard\w*\./);
    expect([...missingMessages]).toEqual([]);
  }, 30_000);
});
