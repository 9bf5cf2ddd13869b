import "../admin/locales/register";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../test/render-ui";
import { DeleteButton } from "./confirm-dialog";

function renderDelete(onConfirm = vi.fn().mockResolvedValue(undefined)) {
  renderUi(
    <DeleteButton
      label="Delete St Mark's"
      title="Are you sure you want to delete this parish?"
      description="St Mark's will be removed from the website."
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

describe("a destructive action", () => {
  it("asks first, and Cancel changes nothing", async () => {
    const onConfirm = renderDelete();

    await userEvent.click(screen.getByRole("button", { name: "Delete St Mark's" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Are you sure you want to delete this parish?",
    });
    expect(dialog.textContent).toContain("St Mark's will be removed from the website.");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));

    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("acts once confirmed, then closes", async () => {
    const onConfirm = renderDelete();

    await userEvent.click(screen.getByRole("button", { name: "Delete St Mark's" }));
    await screen.findByRole("alertdialog");
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});
