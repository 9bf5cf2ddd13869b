import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock, refusal } from "../../features/auth/auth.fixtures";
import { renderRoute } from "../../test/render-route";
import { AdminParishDocument, UpdateParishDocument } from "../gql/graphql";
import { buildAdminParish } from "./parish.fixtures";

const parishEditor = buildStaff({
  role: "PARISH_EDITOR",
  parish: { __typename: "Parish", id: "7", name: "St Luke's Butere" },
});

const parishMock = {
  request: { query: AdminParishDocument, variables: { id: "7" } },
  result: {
    data: {
      parish: buildAdminParish(),
      archdeaconries: [{ __typename: "Archdeaconry" as const, id: "1", name: "Butere" }],
    },
  },
};

describe("a parish's editing page", () => {
  it("shows a parish editor their own parish's form, its name and archdeaconry fixed", async () => {
    renderRoute({ routes, url: "/administrator/parish/7", mocks: [meMock(parishEditor), parishMock] });
    const name = await screen.findByLabelText(/^parish name/i);
    expect((name as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^vicar/i) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("Set by the clergy postings")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });

  it("shows a parish editor the archdeaconry their parish is in, and no way to change it", async () => {
    renderRoute({ routes, url: "/administrator/parish/7", mocks: [meMock(parishEditor), parishMock] });
    const archdeaconry = await screen.findByLabelText<HTMLSelectElement>(/^archdeaconry/i);
    expect(archdeaconry.disabled).toBe(true);
    expect(archdeaconry.selectedOptions[0]?.textContent).toBe("Butere");
  });

  it("lets a diocese-wide editor move a parish to another archdeaconry", async () => {
    renderRoute({ routes, url: "/administrator/parish/7", mocks: [meMock(buildStaff()), parishMock] });
    const archdeaconry = await screen.findByLabelText<HTMLSelectElement>(/^archdeaconry/i);
    expect(archdeaconry.disabled).toBe(false);
  });

  it("tells a parish editor in plain words why the server refused a save, naming no input field", async () => {
    // Another editor moved the parish meanwhile, so the archdeaconry this form sends is a change.
    const refused = {
      request: {
        query: UpdateParishDocument,
        variables: {
          id: "7",
          image: null,
          input: {
            archdeaconryId: "1",
            name: "St Luke's Butere",
            town: "Butere",
            directions: null,
            latitude: null,
            longitude: null,
            phone: null,
            email: null,
            history: null,
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
          },
        },
      },
      result: refusal(
        "archdeaconryId: only a diocese-wide editor changes a parish's name or where it sits; you can change the rest of its page",
        "FORBIDDEN",
      ),
    };
    renderRoute({
      routes,
      url: "/administrator/parish/7",
      mocks: [meMock(parishEditor), parishMock, refused],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Save changes" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "Only a diocese-wide editor changes a parish's name or where it sits; you can change the rest of its page",
    );
    expect(document.body.textContent).not.toContain("archdeaconryId");
  });

  it("tells a parish editor who opens another parish what they may change, without a form", async () => {
    renderRoute({ routes, url: "/administrator/parish/8", mocks: [meMock(parishEditor)] });
    expect((await screen.findByRole("alert")).textContent).toBe("You can change only St Luke's Butere.");
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to St Luke's Butere" }).getAttribute("href")).toBe(
      "/administrator/parish/7",
    );
  });

  it("sends a parish editor from the dashboard's first page to their parish", async () => {
    renderRoute({ routes, url: "/administrator/welcome", mocks: [meMock(parishEditor), parishMock] });
    expect(await screen.findByRole("heading", { name: "St Luke's Butere" })).toBeTruthy();
  });
});
