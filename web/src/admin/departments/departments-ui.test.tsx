import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import { AdminDepartmentsDocument, type AdminDepartmentsQuery } from "../gql/graphql";

type Department = AdminDepartmentsQuery["departments"][number];

const department = (id: string, name: string, needsTranslation: boolean): Department => ({
  __typename: "Department",
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, "-"),
  headName: null,
  headTitle: null,
  imageCaption: null,
  imageUrl: null,
  image: null,
  body: "<p>Our work.</p>",
  position: Number(id),
  status: "SCHEDULED",
  // 18:00 in Kakamega.
  publishAt: "2099-12-24T15:00:00.000Z",
  updatedAt: "2026-11-01T07:00:00.000Z",
  kiswahili: needsTranslation ? [] : [{ __typename: "TextTranslation", field: "name", text: "Elimu" }],
  needsTranslation,
});

const departmentsMock: MockLink.MockedResponse<AdminDepartmentsQuery> = {
  request: { query: AdminDepartmentsDocument },
  result: {
    data: { departments: [department("1", "Education", false), department("2", "Mothers Union", true)] },
  },
};

afterEach(() => missingMessages.clear());

describe("the Departments screen", () => {
  it("speaks Kiswahili to a member of staff whose language is Kiswahili, dates in sw-KE", async () => {
    renderRoute({
      routes,
      url: "/admin/ui/departments",
      mocks: [meMock(buildStaff({ language: "SW" })), departmentsMock],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Idara" })).toBeTruthy();
    expect(await screen.findByText("Imepangwa 24 Des 2099, 18:00")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Mothers Union (inahitaji tafsiri)" })).toBeTruthy();
    expect(screen.getByLabelText(/^Cheo cha kiongozi \(Kiswahili\)/)).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Panga muda" })).toBeTruthy();
    expect(screen.getByLabelText(/^Siku ya kuchapisha/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hifadhi idara" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Onyesho la Education" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboard\w*\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });

  it("marks the departments that need translation, and lists only those when staff ask", async () => {
    renderRoute({
      routes,
      url: "/admin/ui/departments?department=mothers-union",
      mocks: [meMock(buildStaff()), departmentsMock],
    });

    const section = await screen.findByRole("region", { name: "Mothers Union" });
    expect(within(section).getAllByText("Needs translation").length).toBeGreaterThan(0);
    expect(screen.getByRole("option", { name: "Education" })).toBeTruthy();

    await userEvent.click(screen.getByText("Only what needs translation"));
    expect(screen.queryByRole("option", { name: "Education" })).toBeNull();
    expect(screen.getByRole("option", { name: "Mothers Union (needs translation)" })).toBeTruthy();
  });
});
