import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageLanguage } from "../../lib/language";
import { FakeEventSource } from "../../test/fake-event-source";
import { renderUi } from "../../test/render-ui";
import { buildAppealProgress, buildRecentGifts } from "./giving.fixtures";
import { RecentGifts } from "./recent-gifts";

const GRACE = { name: "Grace", unnamed: false, amountKes: 1_500, at: "2026-03-12T06:38:00.000Z" };
const UNNAMED = { name: "Anonymous", unnamed: true, amountKes: 500, at: "2026-03-12T07:10:00.000Z" };

/** The API answering the list's question with `gifts`; what was asked is kept. */
function apiAnswering(gifts: (typeof GRACE)[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
    Response.json({ data: { recentGifts: gifts } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** What the stream tells after a gift: the progress the list was drawn with, moved on. */
const progressAfter = (gifts: number, raisedKes: number) =>
  JSON.stringify({ ...buildAppealProgress({ gifts, raisedKes }), __typename: undefined });

const shownGifts = () =>
  within(screen.getByRole("region", { name: /Recent gifts|Michango ya karibuni/ }))
    .queryAllByRole("listitem")
    .map((item) => item.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
  document.documentElement.lang = "en";
});

describe("the give page's recent gifts, with JavaScript", () => {
  it("shows a gift as soon as the appeal's stream tells of it: the first one, without a reload", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const fetch = apiAnswering([GRACE]);
    renderUi(
      <RecentGifts
        gifts={[]}
        progress={buildAppealProgress({ gifts: 0, raisedKes: 18_750_000 })}
        first={5}
      />,
    );
    const none = screen.getByText("No gifts yet: yours can be the first.");
    expect(none.hidden).toBe(false);
    expect(shownGifts()).toEqual([]);

    // The stream's first word is the progress the page was drawn with: nothing to ask.
    FakeEventSource.opened[0]!.send("progress", progressAfter(0, 18_750_000));
    expect(fetch).not.toHaveBeenCalled();

    FakeEventSource.opened[0]!.send("progress", progressAfter(1, 18_751_500));
    await waitFor(() => expect(shownGifts()).toEqual(["Grace gave KES 1,500 · 12 Mar 2026, 09:38"]));
    expect(none.hidden).toBe(true);
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init.body))).toMatchObject({
      operationName: "RecentGifts",
      variables: { projectId: "1", first: 5 },
    });
  });

  it("puts the newest gift above those the page was drawn with", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const newest = { name: "Wanjiru", unnamed: false, amountKes: 2_000, at: "2026-03-12T07:00:00.000Z" };
    apiAnswering([newest, GRACE]);
    renderUi(
      <RecentGifts gifts={buildRecentGifts()} progress={buildAppealProgress({ gifts: 4 })} first={5} />,
    );
    expect(shownGifts()).toHaveLength(2);

    FakeEventSource.opened[0]!.send("progress", progressAfter(5, 18_753_500));

    await waitFor(() =>
      expect(shownGifts()).toEqual([
        "Wanjiru gave KES 2,000 · 12 Mar 2026, 10:00",
        "Grace gave KES 1,500 · 12 Mar 2026, 09:38",
      ]),
    );
  });

  it("writes the new gift in Kiswahili on a Kiswahili page", async () => {
    document.documentElement.lang = "sw";
    vi.stubGlobal("EventSource", FakeEventSource);
    apiAnswering([UNNAMED, GRACE]);
    renderUi(
      <PageLanguage language="sw">
        <RecentGifts gifts={[]} progress={buildAppealProgress({ gifts: 0 })} first={5} />
      </PageLanguage>,
    );

    FakeEventSource.opened[0]!.send("progress", progressAfter(2, 18_752_000));

    await waitFor(() =>
      expect(shownGifts()).toEqual([
        "Mtoaji asiyejulikana alitoa KES 500 · 12 Mac 2026, 10:10",
        "Grace alitoa KES 1,500 · 12 Mac 2026, 09:38",
      ]),
    );
  });

  it("names a donor who asked not to be named in the page's language as the page draws it", () => {
    renderUi(
      <PageLanguage language="sw">
        <RecentGifts gifts={buildRecentGifts()} progress={buildAppealProgress({ gifts: 2 })} first={5} />
      </PageLanguage>,
    );
    expect(shownGifts()).toEqual([
      "Grace alitoa KES 1,500 · 12 Mac 2026, 09:38",
      "Mtoaji asiyejulikana alitoa KES 500 · 11 Mac 2026, 18:05",
    ]);
  });
});
