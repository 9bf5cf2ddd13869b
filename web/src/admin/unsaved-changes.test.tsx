import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Outlet } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { renderRoute } from "../test/render-route";
import { RecordForm } from "./record-form";
import { UnsavedChangesGuard } from "./unsaved-changes";

const routes = [
  {
    element: (
      <UnsavedChangesGuard>
        <Outlet />
        <Link to="/other">Elsewhere</Link>
      </UnsavedChangesGuard>
    ),
    children: [
      {
        path: "/form",
        element: (
          <RecordForm
            fields={[{ name: "name", label: "Archdeaconry name", required: true }]}
            initial={{ name: "" }}
            submitLabel="Save"
            busyLabel="Saving…"
            resetAfterSave
            onSubmit={vi.fn().mockResolvedValue(undefined)}
          />
        ),
      },
      { path: "/other", element: <p>Another page</p> },
    ],
  },
];

describe("a page with unsaved changes", () => {
  it("asks before leaving, and stays when asked to", async () => {
    const { router } = renderRoute({ routes, url: "/form" });
    await userEvent.type(screen.getByRole("textbox", { name: /Archdeaconry name/ }), "Butere");

    await userEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await userEvent.click(screen.getByRole("button", { name: "Stay on this page" }));
    expect(router.state.location.pathname).toBe("/form");
    expect((screen.getByRole("textbox", { name: /Archdeaconry name/ }) as HTMLInputElement).value).toBe(
      "Butere",
    );

    await userEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    await userEvent.click(await screen.findByRole("button", { name: "Leave" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/other"));
  });

  it("lets one leave freely once the changes are saved", async () => {
    const { router } = renderRoute({ routes, url: "/form" });
    await userEvent.type(screen.getByRole("textbox", { name: /Archdeaconry name/ }), "Butere");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await userEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/other"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("refuses to send a form with a required field empty", async () => {
    renderRoute({ routes, url: "/form" });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Archdeaconry name is required.")).toBeTruthy();
  });
});
