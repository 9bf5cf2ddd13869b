import { CombinedGraphQLErrors } from "@apollo/client";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../test/render-ui";
import { RecordActions } from "./record-actions";

function renderActions(onDelete: () => Promise<unknown>, onEdit = vi.fn()) {
  renderUi(
    <RecordActions
      name="St Mark's Shiatsala"
      onEdit={onEdit}
      confirmTitle="Delete this parish?"
      confirmDescription="St Mark's Shiatsala will be removed from the website."
      onDelete={onDelete}
      deletedTitle="Parish deleted"
      notDeletedTitle="The parish was not deleted"
    />,
  );
}

describe("a record's Edit and Delete buttons", () => {
  it("edits", async () => {
    const onEdit = vi.fn();
    renderActions(vi.fn(), onEdit);

    await userEvent.click(screen.getByRole("button", { name: "Edit St Mark's Shiatsala" }));

    expect(onEdit).toHaveBeenCalledOnce();
  });

  it("deletes only once confirmed, and says so", async () => {
    const onDelete = vi.fn().mockResolvedValue({});
    renderActions(onDelete);

    await userEvent.click(screen.getByRole("button", { name: "Delete St Mark's Shiatsala" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this parish?" });
    expect(dialog.textContent).toContain("St Mark's Shiatsala will be removed from the website.");
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(onDelete).toHaveBeenCalledOnce();
    expect(await screen.findByText("Parish deleted")).toBeTruthy();
  });

  it("tells why a refused delete was refused", async () => {
    const refusal = new CombinedGraphQLErrors({ errors: [{ message: "There is no parish with id 9" }] });
    renderActions(vi.fn().mockRejectedValue(refusal));

    await userEvent.click(screen.getByRole("button", { name: "Delete St Mark's Shiatsala" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this parish?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("The parish was not deleted")).toBeTruthy();
    expect(await screen.findByText("There is no parish with id 9")).toBeTruthy();
  });
});
