import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paths } from "../lib/paths";
import { fieldRefusal, refusal } from "../features/auth/auth.fixtures";
import { renderRoute } from "../test/render-route";
import { PasswordResetPage } from "./password-reset.page";
import { RequestPasswordResetLinkDocument, ResetPasswordWithLinkDocument } from "../gql/graphql";

const routes = [
  { path: paths.passwordReset.path, element: <PasswordResetPage /> },
  { path: paths.login.path, element: <p>Login page</p> },
];

const RECOVERY_SENT =
  "If an account uses that address, we have sent it an e-mail. Check your inbox (and spam folder).";

async function choosePassword(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText(/^new password/i), password);
  await userEvent.type(screen.getByLabelText(/^confirm the new password/i), confirmation);
}

describe("the password reset page", () => {
  it("asks for a reset link by e-mail and says where it went", async () => {
    renderRoute({
      routes,
      url: "/authentication/password-reset",
      mocks: [
        {
          request: {
            query: RequestPasswordResetLinkDocument,
            variables: { email: "office@diocese.example" },
          },
          result: { data: { requestPasswordResetLink: RECOVERY_SENT } },
        },
      ],
    });
    // The short name comes with the site settings, a moment after the first render.
    await waitFor(() => expect(document.title).toBe("ACK Diocese | Reset Password"));

    await userEvent.type(screen.getByLabelText(/e-mail address/i), "office@diocese.example");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));

    expect((await screen.findByRole("status")).textContent).toContain(
      "If an account uses office@diocese.example, a password reset link has been sent to it.",
    );
  });

  it("shows the server's refusal of the request", async () => {
    renderRoute({
      routes,
      url: "/authentication/password-reset",
      mocks: [
        {
          request: { query: RequestPasswordResetLinkDocument, variables: { email: "office@" } },
          result: refusal("Enter your e-mail address, such as name@example.org"),
        },
      ],
    });

    await userEvent.type(screen.getByLabelText(/e-mail address/i), "office@");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));

    expect((await screen.findByRole("alert")).textContent).toContain(
      "Enter your e-mail address, such as name@example.org",
    );
  });

  it("sets the new password chosen from the e-mailed link, then points to the login page", async () => {
    renderRoute({
      routes,
      url: "/authentication/password-reset?token=abc123",
      mocks: [
        {
          request: {
            query: ResetPasswordWithLinkDocument,
            variables: { token: "abc123", newPassword: "Vihiga-Parish-2027" },
          },
          result: { data: { resetPasswordWithLink: true } },
        },
      ],
    });
    const save = screen.getByRole("button", { name: "Set new password" });

    await choosePassword("Vihiga-Parish-2027", "Vihiga-Parish-202");
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(save.hasAttribute("disabled")).toBe(true);
    await userEvent.type(screen.getByLabelText(/^confirm the new password/i), "7");
    await userEvent.click(save);

    expect(await screen.findByText("Your password has been changed. Sign in with the new one.")).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Go to the login page" }));
    expect(await screen.findByText("Login page")).toBeTruthy();
  });

  it("explains a used or expired link and offers to ask for a new one", async () => {
    renderRoute({
      routes,
      url: "/authentication/password-reset?token=used",
      mocks: [
        {
          request: {
            query: ResetPasswordWithLinkDocument,
            variables: { token: "used", newPassword: "Vihiga-Parish-2027" },
          },
          result: refusal("This reset link is wrong, used or expired. Ask for a new one."),
        },
      ],
    });

    await choosePassword("Vihiga-Parish-2027");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));

    expect((await screen.findByRole("alert")).textContent).toContain(
      "This reset link is wrong, used or expired. Ask for a new one.",
    );
    await userEvent.click(screen.getByRole("link", { name: "Ask for a new link" }));
    expect(await screen.findByRole("button", { name: "Reset Password" })).toBeTruthy();
  });

  it("shows a refused new password under its field", async () => {
    renderRoute({
      routes,
      url: "/authentication/password-reset?token=abc123",
      mocks: [
        {
          request: {
            query: ResetPasswordWithLinkDocument,
            variables: { token: "abc123", newPassword: "password1" },
          },
          result: fieldRefusal(
            "newPassword",
            "This password is among the most common ones and easy to guess: choose another",
          ),
        },
      ],
    });

    await choosePassword("password1");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));

    expect(
      await screen.findByText(
        "This password is among the most common ones and easy to guess: choose another",
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^new password/i).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
