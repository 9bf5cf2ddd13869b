import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { renderRoute } from "../../test/render-route";
import { AdminParishDocument } from "../gql/graphql";
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
    expect((screen.getByLabelText(/^vicar/i) as HTMLInputElement).disabled).toBe(false);
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
