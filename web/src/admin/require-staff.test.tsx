import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { missingMessages, PageLanguage } from "../lib/language";
import { paths } from "../lib/paths";
import { buildStaff, meMock } from "../features/auth/auth.fixtures";
import { renderRoute } from "../test/render-route";
import { RequireStaff } from "./require-staff";
import { useStaff } from "./staff-context";
import { MeDocument } from "../gql/graphql";

function StaffPage() {
  return <p>Signed in as {useStaff().name}</p>;
}

const routes = [
  {
    path: paths.adminAccount.path,
    element: (
      <RequireStaff>
        <StaffPage />
      </RequireStaff>
    ),
  },
  { path: paths.login.path, element: <p>Login page</p> },
];

describe("the dashboard's gate", () => {
  it("sends someone not signed in to the login page, remembering the page they wanted", async () => {
    const { router } = renderRoute({ routes, url: "/administrator/account?tab=1", mocks: [meMock(null)] });

    expect(await screen.findByText("Login page")).toBeTruthy();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent("/administrator/account?tab=1")}`);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("shows the page to a signed-in member of staff", async () => {
    renderRoute({ routes, url: "/administrator/account", mocks: [meMock(buildStaff())] });

    expect(screen.getByRole("status").textContent).toContain("Checking your sign-in…");
    expect(await screen.findByText("Signed in as Diocesan Office")).toBeTruthy();
  });

  it("offers to try again when the session check fails", async () => {
    renderRoute({
      routes,
      url: "/administrator/account",
      mocks: [
        { request: { query: MeDocument }, error: new Error("Network request failed") },
        meMock(buildStaff()),
      ],
    });

    expect(await screen.findByText("We could not check your sign-in.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));

    expect(await screen.findByText("Signed in as Diocesan Office")).toBeTruthy();
  });
});

describe("the dashboard's gate in Kiswahili", () => {
  afterEach(() => missingMessages.clear());

  // In the app the gate speaks English, before the member's language is known; its words are in
  // both catalogues all the same.
  it("has its words in Kiswahili too", async () => {
    const kiswahiliRoutes = routes.map((route) => ({
      ...route,
      element: <PageLanguage language="sw">{route.element}</PageLanguage>,
    }));
    renderRoute({
      routes: kiswahiliRoutes,
      url: "/administrator/account",
      mocks: [{ request: { query: MeDocument }, error: new Error("Network request failed") }],
    });

    expect(screen.getByRole("status").textContent).toContain("Tunahakikisha kuwa umeingia…");
    expect(await screen.findByText("Hatukuweza kuhakikisha kuwa umeingia.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Jaribu tena" })).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });
});
