import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { routes } from "../app/router";
import { buildStaff, fieldRefusal, meMock } from "../features/auth/auth.fixtures";
import { renderRoute } from "../test/render-route";
import { ChangePasswordDocument, SignOutDocument } from "../gql/graphql";

const CURRENT = "Synod-Kakamega-2026";
const NEW = "Vihiga-Parish-2027";

async function openDialog() {
  await userEvent.click(await screen.findByRole("button", { name: "Change Password" }));
  return within(await screen.findByRole("dialog", { name: "Change Password" }));
}

describe("the Change Password dialog", () => {
  it("guides the new password with live hints and enables saving only when all is right", async () => {
    renderRoute({ routes, url: "/administrator/account", mocks: [meMock(buildStaff())] });
    const dialog = await openDialog();
    const save = dialog.getByRole("button", { name: "Save new password" });
    expect(save.hasAttribute("disabled")).toBe(true);

    await userEvent.type(dialog.getByLabelText(/^new password/i), "short");
    expect(dialog.getByText("Use at least 8 characters")).toBeTruthy();
    await userEvent.type(dialog.getByLabelText(/^new password/i), "-but-long");
    expect(dialog.getByText("Password length OK")).toBeTruthy();

    await userEvent.type(dialog.getByLabelText(/^confirm the new password/i), "short-but");
    expect(dialog.getByText("Passwords do not match")).toBeTruthy();
    await userEvent.type(dialog.getByLabelText(/^confirm the new password/i), "-long");
    expect(dialog.getByText("Passwords match")).toBeTruthy();
    expect(save.hasAttribute("disabled")).toBe(true);

    await userEvent.type(dialog.getByLabelText(/^current password/i), CURRENT);
    expect(save.hasAttribute("disabled")).toBe(false);
  });

  it("shows a wrong current password under its field", async () => {
    renderRoute({
      routes,
      url: "/administrator/account",
      mocks: [
        meMock(buildStaff()),
        {
          request: {
            query: ChangePasswordDocument,
            variables: { currentPassword: "guess", newPassword: NEW },
          },
          result: fieldRefusal("currentPassword", "The current password is not correct"),
        },
      ],
    });
    const dialog = await openDialog();

    await userEvent.type(dialog.getByLabelText(/^current password/i), "guess");
    await userEvent.type(dialog.getByLabelText(/^new password/i), NEW);
    await userEvent.type(dialog.getByLabelText(/^confirm the new password/i), NEW);
    await userEvent.click(dialog.getByRole("button", { name: "Save new password" }));

    expect(await dialog.findByText("The current password is not correct")).toBeTruthy();
    expect(dialog.getByLabelText(/^current password/i).getAttribute("aria-invalid")).toBe("true");
    expect(dialog.getByRole("button", { name: "Save new password" }).hasAttribute("disabled")).toBe(false);
  });

  it("changes the password, says so, signs out and opens the login page", async () => {
    const signOut = vi.fn(() => ({ data: { signOut: true } }));
    const { router } = renderRoute({
      routes: [...routes, { path: "/authentication/login", element: <p>Login page</p> }],
      url: "/administrator/account",
      mocks: [
        meMock(buildStaff()),
        {
          request: {
            query: ChangePasswordDocument,
            variables: { currentPassword: CURRENT, newPassword: NEW },
          },
          result: { data: { changePassword: true } },
        },
        { request: { query: SignOutDocument }, result: signOut },
      ],
    });
    const dialog = await openDialog();

    await userEvent.type(dialog.getByLabelText(/^current password/i), CURRENT);
    await userEvent.type(dialog.getByLabelText(/^new password/i), NEW);
    await userEvent.type(dialog.getByLabelText(/^confirm the new password/i), NEW);
    await userEvent.click(dialog.getByRole("button", { name: "Save new password" }));

    expect(await screen.findByText("Password changed successfully")).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/authentication/login"));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
