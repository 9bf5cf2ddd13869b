import { CombinedGraphQLErrors } from "@apollo/client";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../test/render-ui";
import { ListPager, listState, RecordList, type RecordColumn } from "./record-list";

type Parish = { id: string; name: string; vicar: string | null };

const COLUMNS: RecordColumn<Parish>[] = [
  { header: "Parish", cell: (parish) => parish.name },
  { header: "Vicar", cell: (parish) => parish.vicar ?? "—" },
];

const PARISHES: Parish[] = [
  { id: "1", name: "St Mark's Shiatsala", vicar: "Rev. Mary Wanjala" },
  { id: "2", name: "St Paul's Butere", vicar: null },
];

type Overrides = Partial<Parameters<typeof RecordList<Parish>>[0]>;

function renderList(overrides: Overrides = {}) {
  renderUi(
    <RecordList
      caption="Parishes of Butere"
      columns={COLUMNS}
      records={PARISHES}
      state={{ loading: false }}
      emptyText="No parishes yet."
      {...overrides}
    />,
  );
}

describe("a dashboard list", () => {
  it("shows each record as a row under the columns' headers, named by its caption", () => {
    renderList();

    const table = screen.getByRole("table", { name: "Parishes of Butere" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "ParishVicar",
      "St Mark's ShiatsalaRev. Mary Wanjala",
      "St Paul's Butere—",
    ]);
  });

  it("gives each record its buttons in an Action column", async () => {
    const onEdit = vi.fn();
    renderList({
      actions: (parish) => (
        <button type="button" onClick={() => onEdit(parish.id)}>
          Edit {parish.name}
        </button>
      ),
    });

    expect(screen.getByRole("columnheader", { name: "Action" })).toBeTruthy();
    const butere = screen.getByRole("row", { name: /St Paul's Butere/ });
    await userEvent.click(within(butere).getByRole("button", { name: "Edit St Paul's Butere" }));
    expect(onEdit).toHaveBeenCalledWith("2");
  });

  it("has no Action column when its records have no buttons", () => {
    renderList();

    expect(screen.queryByRole("columnheader", { name: "Action" })).toBeNull();
  });

  it("says so when there is nothing to list", () => {
    renderList({ records: [] });

    expect(screen.getByText("No parishes yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows it is loading before the first records come", () => {
    renderList({ records: [], state: { loading: true } });

    expect(screen.getByRole("status", { name: "Loading…" })).toBeTruthy();
    expect(screen.queryByText("No parishes yet.")).toBeNull();
  });

  it("keeps showing the records it has while they are fetched again", () => {
    renderList({ state: { loading: true } });

    expect(screen.getByRole("table", { name: "Parishes of Butere" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("gives the server's reason when the records could not be loaded, and tries again on request", async () => {
    const onRetry = vi.fn();
    renderList({
      records: [],
      state: {
        loading: false,
        error: new CombinedGraphQLErrors({ errors: [{ message: "The database is not answering." }] }),
        onRetry,
      },
    });

    expect(screen.getByRole("alert").textContent).toContain("The database is not answering.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows what follows the table, such as a pager", () => {
    renderList({ children: <p>Showing the first 2 of 40.</p> });

    expect(screen.getByText("Showing the first 2 of 40.")).toBeTruthy();
  });
});

describe("a query's state as a list shows it", () => {
  it("tries again by fetching the query again", () => {
    const refetch = vi.fn().mockResolvedValue({});
    const state = listState({ loading: false, error: new Error("offline"), refetch });

    state.onRetry?.();

    expect(refetch).toHaveBeenCalledOnce();
    expect(state.error).toEqual(new Error("offline"));
  });
});

describe("a list's pager", () => {
  it("is not there when the list fits on one page", () => {
    renderUi(<ListPager page={1} pageCount={1} onPage={vi.fn()} />);

    expect(screen.queryByRole("button")).toBeNull();
  });

  it("goes to older and newer pages, and no further than the first and the last", async () => {
    const onPage = vi.fn();
    renderUi(<ListPager page={3} pageCount={3} onPage={onPage} />);

    expect(screen.getByText("Page 3 of 3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Older" }).hasAttribute("disabled")).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Newer" }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
