import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { missingMessages, PageLanguage } from "../lib/language";
import { renderUi } from "../test/render-ui";
import { RichTextEditor } from "./rich-text-editor";

afterEach(() => missingMessages.clear());

function Body({ language, onChange }: { language: "en" | "sw"; onChange: (html: string) => void }) {
  const [html, setHtml] = useState("<p>The synod met.</p>");
  return (
    <PageLanguage language={language}>
      <RichTextEditor
        label="Article"
        value={html}
        onChange={(next) => {
          setHtml(next);
          onChange(next);
        }}
      />
    </PageLanguage>
  );
}

describe("the rich-text editor's toolbar", () => {
  it("speaks English in an English dashboard", async () => {
    renderUi(<Body language="en" onChange={vi.fn()} />);

    // The editor's code loads lazily, after the field's label.
    expect(await screen.findByTitle("Bold")).toBeTruthy();
    expect(screen.getByTitle("Link")).toBeTruthy();
    expect(screen.getByTitle("Undo")).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });

  it("speaks Kiswahili in a Kiswahili dashboard: its tooltips and its pop-ups", async () => {
    renderUi(<Body language="sw" onChange={vi.fn()} />);

    expect(await screen.findByTitle("Herufi nzito")).toBeTruthy();
    for (const title of [
      "Herufi za mlalo",
      "Pigia mstari",
      "Orodha ya vitone",
      "Orodha ya namba",
      "Kiungo",
      "Ondoa kiungo",
      "Picha",
      "Ondoa mitindo",
      "Tendua",
      "Rudia",
      "Mtindo wa aya",
    ])
      expect(screen.getByTitle(title)).toBeTruthy();
    // The paragraph styles' list names the current one, and offers the others.
    const styles = screen.getByTitle("Mtindo wa aya");
    expect(styles.textContent).toContain("Kawaida");
    await userEvent.click(styles);
    const offered = await within(styles.parentElement!).findAllByRole("listitem");
    expect(offered.map((option) => option.textContent)).toEqual([
      "Kawaida",
      "Kichwa 2",
      "Kichwa 3",
      "Kichwa 4",
      "Nukuu",
    ]);

    await userEvent.click(screen.getByTitle("Kiungo"));
    expect(await screen.findByLabelText("Maandishi ya kiungo")).toBeTruthy();
    expect(screen.getByLabelText("Anwani ya kiungo")).toBeTruthy();
    expect(screen.getByText("Fungua kiungo kwenye dirisha jipya")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ongeza" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Ghairi" }));

    await userEvent.click(screen.getByTitle("Picha"));
    expect(await screen.findByPlaceholderText("Anwani ya picha")).toBeTruthy();
    expect(screen.getByLabelText("Maelezo kwa wasioona")).toBeTruthy();
    expect(screen.getByLabelText("Urefu")).toBeTruthy();
    expect(screen.getByLabelText("Upana")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ongeza" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboardEditing\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });

  it("adds a picture by its address, with its words for those who cannot see it", async () => {
    const onChange = vi.fn();
    renderUi(<Body language="sw" onChange={onChange} />);

    await userEvent.click(await screen.findByTitle("Picha"));
    const add = screen.getByRole<HTMLButtonElement>("button", { name: "Ongeza" });
    expect(add.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("Anwani ya picha"), "https://example.org/synod.jpg");
    await userEvent.type(screen.getByLabelText("Maelezo kwa wasioona"), "Maaskofu kwenye sinodi");
    await userEvent.clear(screen.getByLabelText("Upana"));
    await userEvent.type(screen.getByLabelText("Upana"), "320");
    await userEvent.click(add);

    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = String(onChange.mock.lastCall?.[0]);
    expect(html).toContain('src="https://example.org/synod.jpg"');
    expect(html).toContain('alt="Maaskofu kwenye sinodi"');
    expect(html).toContain("width: 320px");
    expect(html).toContain("height: auto");
    expect(screen.queryByLabelText("Anwani ya picha")).toBeNull();
  });
});
