import { Button } from "@chakra-ui/react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { missingMessages, PageLanguage } from "../lib/language";
import { renderUi } from "../test/render-ui";
import { ReorderableList } from "./reorderable-list";

const slides = [
  { id: "1", title: "Synod" },
  { id: "2", title: "Choir" },
  { id: "3", title: "Ordination" },
];

function renderList(onReorder: (ids: string[]) => Promise<unknown>, language: "en" | "sw" = "en") {
  renderUi(
    <PageLanguage language={language}>
      <ReorderableList
        label="Current slides"
        items={slides}
        nameOf={(slide) => slide.title}
        onReorder={onReorder}
        renderItem={(slide) => slide.title}
        renderActions={(slide) => <Button aria-label={`Edit ${slide.title}`}>Edit</Button>}
      />
    </PageLanguage>,
  );
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

describe("a reorderable list", () => {
  it("shows the items in order, each with its own buttons", () => {
    renderList(vi.fn());

    const items = within(screen.getByRole("list", { name: "Current slides" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Synod↑↓Edit", "Choir↑↓Edit", "Ordination↑↓Edit"]);
    expect(
      within(items[1]!)
        .getAllByRole("button")
        .map((each) => each.getAttribute("aria-label")),
    ).toEqual(["Move Choir up", "Move Choir down", "Edit Choir"]);
  });

  it("cannot move the first item up or the last one down", () => {
    renderList(vi.fn());

    expect(button("Move Synod up").disabled).toBe(true);
    expect(button("Move Synod down").disabled).toBe(false);
    expect(button("Move Ordination up").disabled).toBe(false);
    expect(button("Move Ordination down").disabled).toBe(true);
  });

  it("moves an item with the keyboard and saves the new order, one move at a time", async () => {
    let finish: () => void = () => {};
    const onReorder = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderList(onReorder);

    button("Move Choir down").focus();
    await userEvent.keyboard("{Enter}");

    expect(onReorder).toHaveBeenCalledWith(["1", "3", "2"], slides[1], 1);
    expect(button("Move Choir up").disabled).toBe(true);
    expect(button("Move Ordination up").disabled).toBe(true);

    finish();
    await vi.waitFor(() => expect(button("Move Choir up").disabled).toBe(false));
    button("Move Choir up").focus();
    await userEvent.keyboard(" ");
    expect(onReorder).toHaveBeenLastCalledWith(["2", "1", "3"], slides[1], -1);
  });
});

describe("a reorderable list in Kiswahili", () => {
  afterEach(() => missingMessages.clear());

  it("names its move buttons in Kiswahili", () => {
    renderList(vi.fn(), "sw");

    expect(button("Sogeza Choir juu").disabled).toBe(false);
    expect(button("Sogeza Choir chini").disabled).toBe(false);
    expect(button("Sogeza Synod juu").disabled).toBe(true);
    expect([...missingMessages]).toEqual([]);
  });
});
