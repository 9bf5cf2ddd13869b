import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paths } from "../lib/paths";
import { buildStaff, refusal } from "../features/auth/auth.fixtures";
import type { SignInMutation, SignInMutationVariables } from "../gql/graphql";
import { renderRoute } from "../test/render-route";
import { LoginPage } from "./login.page";
import { RequestPasswordCodeDocument, ResetPasswordWithCodeDocument, SignInDocument } from "../gql/graphql";

const routes = [
  { path: paths.login.path, element: <LoginPage /> },
  { path: paths.adminWelcome.path, element: <p>Welcome page</p> },
  { path: paths.adminAccount.path, element: <p>Account page</p> },
];

const RECOVERY_SENT =
  "If an account uses that address, we have sent it an e-mail. Check your inbox (and spam folder).";

function signInMock(
  identifier: string,
  password: string,
  result: MockLink.MockedResponse<SignInMutation>["result"],
): MockLink.MockedResponse<SignInMutation, SignInMutationVariables> {
  return { request: { query: SignInDocument, variables: { identifier, password } }, result };
}

const signedIn = { data: { signIn: buildStaff() } };

async function signIn(identifier: string, password: string) {
  await userEvent.type(screen.getByLabelText(/e-mail or username/i), identifier);
  await userEvent.type(screen.getByLabelText(/^password/i), password);
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("the login page", () => {
  it("signs in and opens the welcome page", async () => {
    const { router } = renderRoute({
      routes,
      url: "/authentication/login",
      mocks: [signInMock("office", "Synod-Kakamega-2026", signedIn)],
    });
    expect(screen.getByRole("heading", { name: "Welcome" })).toBeTruthy();
    // The short name comes with the site settings, a moment after the first render.
    await waitFor(() => expect(document.title).toBe("ACK Diocese | Login"));

    await signIn("office", "Synod-Kakamega-2026");

    expect(await screen.findByText("Welcome page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/administrator/welcome");
  });

  it("returns to the admin page that sent the visitor to sign in", async () => {
    renderRoute({
      routes,
      url: "/authentication/login?next=%2Fadministrator%2Faccount",
      mocks: [signInMock("office", "Synod-Kakamega-2026", signedIn)],
    });

    await signIn("office", "Synod-Kakamega-2026");

    expect(await screen.findByText("Account page")).toBeTruthy();
  });

  it("never follows a next address that leads off the dashboard", async () => {
    const { router } = renderRoute({
      routes,
      url: `/authentication/login?next=${encodeURIComponent("//evil.example/administrator")}`,
      mocks: [signInMock("office", "Synod-Kakamega-2026", signedIn)],
    });

    await signIn("office", "Synod-Kakamega-2026");

    expect(await screen.findByText("Welcome page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/administrator/welcome");
  });

  it("shows the server's message when signing in fails, and lets the visitor try again", async () => {
    renderRoute({
      routes,
      url: "/authentication/login",
      mocks: [
        signInMock(
          "office",
          "wrong-password",
          refusal("The e-mail, username or password is not correct", "UNAUTHENTICATED"),
        ),
      ],
    });

    await signIn("office", "wrong-password");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The e-mail, username or password is not correct");
    expect(screen.getByRole("button", { name: "Sign in" }).hasAttribute("disabled")).toBe(false);
  });

  it("asks for both fields before calling the server", async () => {
    renderRoute({ routes, url: "/authentication/login" });

    await userEvent.type(screen.getByLabelText(/e-mail or username/i), "office");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));

    expect((await screen.findByRole("alert")).textContent).toContain(
      "Enter your e-mail or username and your password",
    );
  });

  it("sets a new password with an e-mailed code, then returns to the login view", async () => {
    renderRoute({
      routes,
      url: "/authentication/login",
      mocks: [
        {
          request: { query: RequestPasswordCodeDocument, variables: { email: "office@diocese.example" } },
          result: { data: { requestPasswordCode: RECOVERY_SENT } },
        },
        {
          request: {
            query: ResetPasswordWithCodeDocument,
            variables: { email: "office@diocese.example", code: "123456", newPassword: "Vihiga-Parish-2027" },
          },
          result: { data: { resetPasswordWithCode: true } },
        },
      ],
    });

    await userEvent.click(screen.getByRole("button", { name: "Forgot Password?" }));
    expect(screen.getByRole("heading", { name: "Password Recovery" })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/e-mail address/i), "office@diocese.example");
    await userEvent.click(screen.getByRole("button", { name: "Send Code" }));

    expect(await screen.findByText(RECOVERY_SENT)).toBeTruthy();
    const verify = screen.getByRole("button", { name: "Verify OTP" });
    expect(verify.hasAttribute("disabled")).toBe(true);
    await userEvent.click(screen.getByRole("textbox", { name: "Digit 1 of 6" }));
    await userEvent.paste("123456");
    await userEvent.type(screen.getByLabelText(/^new password/i), "Vihiga-Parish-2027");
    await userEvent.type(screen.getByLabelText(/^confirm the new password/i), "Vihiga-Parish-2027");
    await userEvent.click(verify);

    expect(await screen.findByText("Your password has been changed. Sign in with the new one.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Welcome" })).toBeTruthy();
    expect((screen.getByLabelText(/e-mail or username/i) as HTMLInputElement).value).toBe(
      "office@diocese.example",
    );
  });

  it("shows the server's refusal of a wrong code on the code view", async () => {
    renderRoute({
      routes,
      url: "/authentication/login",
      mocks: [
        {
          request: { query: RequestPasswordCodeDocument, variables: { email: "office@diocese.example" } },
          result: { data: { requestPasswordCode: RECOVERY_SENT } },
        },
        {
          request: {
            query: ResetPasswordWithCodeDocument,
            variables: { email: "office@diocese.example", code: "000000", newPassword: "Vihiga-Parish-2027" },
          },
          result: refusal("The code is wrong or has expired. Ask for a new code."),
        },
      ],
    });

    await userEvent.click(screen.getByRole("button", { name: "Forgot Password?" }));
    await userEvent.type(screen.getByLabelText(/e-mail address/i), "office@diocese.example");
    await userEvent.click(screen.getByRole("button", { name: "Send Code" }));
    await userEvent.click(await screen.findByRole("textbox", { name: "Digit 1 of 6" }));
    await userEvent.keyboard("000000");
    await userEvent.type(screen.getByLabelText(/^new password/i), "Vihiga-Parish-2027");
    await userEvent.type(screen.getByLabelText(/^confirm the new password/i), "Vihiga-Parish-2027");
    await userEvent.click(screen.getByRole("button", { name: "Verify OTP" }));

    expect((await screen.findByRole("alert")).textContent).toContain(
      "The code is wrong or has expired. Ask for a new code.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Back to login" }));
    expect(screen.getByRole("heading", { name: "Welcome" })).toBeTruthy();
  });
});
