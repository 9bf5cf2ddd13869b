import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../app/router";
import { buildStaff, meMock } from "../features/auth/auth.fixtures";
import { missingMessages } from "../lib/language";
import { renderRoute } from "../test/render-route";
import { MyPictureDocument, SetMyPictureDocument } from "./gql/graphql";

const picture = (focalPoint: { x: number; y: number }) => ({
  __typename: "Image" as const,
  url: "/uploads/images/9f86d081884c7d65a1b2c3d4_1600x1067.jpg",
  focalPoint: { __typename: "FocalPoint" as const, ...focalPoint },
});

describe("the account page", () => {
  it("shows the member of staff's details, with the password masked", async () => {
    renderRoute({ routes, url: "/administrator/account", mocks: [meMock(buildStaff())] });

    const main = within(await screen.findByRole("main"));
    expect(await main.findByRole("heading", { level: 1, name: "Account" })).toBeTruthy();
    expect(main.getByRole("heading", { level: 2, name: "Diocesan Office" })).toBeTruthy();
    expect(main.getByText("(System Admin)")).toBeTruthy();
    expect(main.getByText("+254 712 345 678")).toBeTruthy();
    expect(main.getByText("office@diocese.example")).toBeTruthy();
    expect(main.getByText("••••••••")).toBeTruthy();
    expect(main.getByRole("button", { name: "Change Password" })).toBeTruthy();
    // The tab's title takes the site's short name once the site settings arrive.
    await waitFor(() => expect(document.title).toBe("ACK Diocese | Account"));
  });

  it("names an editor's role, and shows a dash for a missing phone number", async () => {
    renderRoute({
      routes,
      url: "/administrator/account",
      mocks: [meMock(buildStaff({ role: "EDITOR", phone: null }))],
    });

    const main = within(await screen.findByRole("main"));
    expect(await main.findByText("(Editor)")).toBeTruthy();
    expect(main.getByText("—")).toBeTruthy();
  });
});

describe("the account page in Kiswahili", () => {
  afterEach(() => missingMessages.clear());

  it("speaks Kiswahili to a member whose language is Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/administrator/account",
      mocks: [meMock(buildStaff({ language: "SW" }))],
    });

    const main = within(await screen.findByRole("main"));
    expect(await main.findByRole("heading", { level: 1, name: "Akaunti" })).toBeTruthy();
    expect(main.getByText("(Msimamizi wa Mfumo)")).toBeTruthy();
    expect(main.getByText("Jina la mtumiaji")).toBeTruthy();
    expect(main.getByText("Nenosiri")).toBeTruthy();
    await userEvent.click(main.getByRole("button", { name: "Badilisha Nenosiri" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Badilisha Nenosiri" }));
    expect(dialog.getByRole("button", { name: "Hifadhi nenosiri jipya" })).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Ghairi" })).toBeTruthy();
    expect(dialog.getByLabelText(/^Nenosiri jipya/, { selector: "input" })).toBeTruthy();
    expect(dialog.getByText("Tumia angalau herufi 8")).toBeTruthy();
    expect(dialog.getAllByRole("button", { name: "Onyesha nenosiri" })).toHaveLength(3);
    expect(document.body.textContent).not.toMatch(/dashboardAccount\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });

  it("changes the member's picture in Kiswahili: its field, its button and the toast", async () => {
    const setPicture = vi.fn(() => ({
      data: {
        setMyPicture: { __typename: "AdminUser" as const, id: "1", image: picture({ x: 0.55, y: 0.5 }) },
      },
    }));
    renderRoute({
      routes,
      url: "/administrator/account",
      mocks: [
        meMock(buildStaff({ language: "SW" })),
        {
          request: { query: MyPictureDocument },
          result: { data: { me: { __typename: "AdminUser", id: "1", image: picture({ x: 0.5, y: 0.5 }) } } },
        },
        {
          request: {
            query: SetMyPictureDocument,
            variables: { image: null, imageFocalPoint: { x: 0.55, y: 0.5 } },
          },
          result: setPicture,
        },
      ],
    });

    const main = within(await screen.findByRole("main"));
    const change = await main.findByRole("button", { name: "Badilisha Picha" });
    expect(change.hasAttribute("disabled")).toBe(true);
    expect(main.getByLabelText("Picha", { selector: "input[type=file]" })).toBeTruthy();
    // The saved picture arrives with its query; staff move its focal point one step right.
    const focalPoint = await main.findByRole("slider", { name: "Kitovu cha picha" });
    focalPoint.focus();
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.click(change);

    expect(await screen.findByText("Picha yako imebadilishwa")).toBeTruthy();
    expect(setPicture).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).not.toMatch(/dashboard\w*\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});
