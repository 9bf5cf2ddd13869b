import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageLanguage } from "../../lib/language";
import { FakeEventSource } from "../../test/fake-event-source";
import { renderUi } from "../../test/render-ui";
import { AppealProgress } from "./appeal-progress";
import { buildAppealProgress } from "./giving.fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe("an appeal's progress, with JavaScript", () => {
  it("moves the figures and the bar as the API's stream tells of new gifts", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    renderUi(<AppealProgress progress={buildAppealProgress()} />);

    const [stream] = FakeEventSource.opened;
    expect(stream?.url).toBe("/live/appeal-progress/1");
    stream!.send(
      "progress",
      JSON.stringify({
        projectId: "1",
        raisedKes: 300_000_000,
        openingKes: 0,
        targetKes: 600_000_000,
        gifts: 5,
        percent: 50,
      }),
    );

    const bar = screen.getByRole("progressbar", { name: "Raised of the target" });
    const part = bar.closest<HTMLElement>("[data-behaviour=appeal-progress]")!;
    expect(part.textContent).toContain("Raised KES 300,000,000 of KES 600,000,000");
    expect(part.textContent).toContain("50% · 5 gifts");
    expect(bar.getAttribute("aria-valuenow")).toBe("50");
    expect(bar.querySelector<HTMLElement>("[data-progress-range]")?.style.width).toBe("50%");
  });

  it("says what was raised before online giving began, and counts the first gift after it", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const opening = { raisedKes: 18_750_000, openingKes: 18_750_000, gifts: 0, percent: 3.1 };
    renderUi(<AppealProgress progress={buildAppealProgress(opening)} />);
    const part = screen.getByRole("progressbar").closest<HTMLElement>("[data-behaviour=appeal-progress]")!;
    const opened = () => part.querySelector<HTMLElement>("[data-progress-opening]")!;
    expect(part.textContent).toContain("Raised KES 18,750,000 of KES 600,000,000");
    expect(part.textContent).toContain("3.1% · No gifts online yet");
    expect(part.textContent).not.toMatch(/\b0 gifts/);
    expect(opened().hidden).toBe(false);
    expect(opened().textContent).toBe("Including KES 18,750,000 given before online giving began.");

    FakeEventSource.opened[0]!.send(
      "progress",
      JSON.stringify({ projectId: "1", ...opening, raisedKes: 18_751_500, targetKes: 600_000_000, gifts: 1 }),
    );

    expect(part.textContent).toContain("Raised KES 18,751,500 of KES 600,000,000");
    expect(part.textContent).toContain("3.1% · 1 gift");
    expect(opened().textContent).toBe("Including KES 18,750,000 given before online giving began.");
  });

  it("says there are no gifts yet, and nothing of money before, for a new appeal", () => {
    renderUi(<AppealProgress progress={buildAppealProgress({ raisedKes: 0, gifts: 0, percent: 0 })} />);
    const part = screen.getByRole("progressbar").closest<HTMLElement>("[data-behaviour=appeal-progress]")!;

    expect(part.textContent).toContain("0% · No gifts yet");
    expect(part.querySelector<HTMLElement>("[data-progress-opening]")!.hidden).toBe(true);
  });

  it("ignores another appeal's progress and what is not progress", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    renderUi(<AppealProgress progress={buildAppealProgress()} />);

    const [stream] = FakeEventSource.opened;
    stream!.send(
      "progress",
      JSON.stringify({ projectId: "2", raisedKes: 9, openingKes: 0, targetKes: 10, gifts: 1, percent: 90 }),
    );
    stream!.send("progress", "not JSON");

    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("3.1");
  });

  it("closes the stream when the visitor leaves the page, and opens it again if the page comes back", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    renderUi(<AppealProgress progress={buildAppealProgress()} />);

    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1]?.closed).toBe(false);
  });
});

describe("an appeal's progress on a Kiswahili page", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("writes the new figures in Kiswahili, from the part's messages", () => {
    document.documentElement.lang = "sw";
    vi.stubGlobal("EventSource", FakeEventSource);
    renderUi(
      <PageLanguage language="sw">
        <AppealProgress progress={buildAppealProgress({ gifts: 1 })} />
      </PageLanguage>,
    );
    const bar = screen.getByRole("progressbar", { name: "Kilichopatikana kati ya lengo" });
    const part = bar.closest<HTMLElement>("[data-behaviour=appeal-progress]")!;
    expect(part.textContent).toContain("mchango 1");

    FakeEventSource.opened[0]!.send(
      "progress",
      JSON.stringify({
        projectId: "1",
        raisedKes: 300_000_000,
        openingKes: 0,
        targetKes: 600_000_000,
        gifts: 1204,
        percent: 50,
      }),
    );

    expect(part.textContent).toContain("Zimepatikana KES 300,000,000 kati ya KES 600,000,000");
    expect(part.textContent).toContain("50% · michango 1,204");
    expect(bar.getAttribute("aria-valuetext")).toBe("50% ya lengo");
  });
});
