import { Box } from "@chakra-ui/react";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useBehaviour } from "../../components/use-behaviour";
import { PageLanguage } from "../../lib/language";
import { renderUi } from "../../test/render-ui";
import type { GiftNews } from "./gift-poll";
import { giftStatus } from "./gift-status.behaviour";
import { GiftStatusView } from "./gift-status-view";

const pending: GiftNews = {
  token: "k3Jd9sQw-2xZr7TqLmNp4vBc",
  status: "PENDING",
  amountKes: 1500,
  projectSlug: "diocesan-conference-centre",
  projectTitle: "Diocesan Conference Centre",
  receiptNumber: null,
  mpesaReceipt: null,
  message: null,
  createdAt: "2026-03-12T06:37:30.000Z",
};

/** The status page's part, as GiftPage draws it. */
function StatusPart({ gift }: { gift: GiftNews }) {
  const behaviour = useBehaviour<HTMLDivElement>(giftStatus);
  return (
    <Box
      {...behaviour}
      data-gift-token={gift.token}
      data-gift-status={gift.status}
      data-gift-created-at={gift.createdAt}
    >
      <GiftStatusView gift={gift} tryAgain="link" />
    </Box>
  );
}

function apiAnswering(...gifts: GiftNews[]) {
  const fetch = vi.fn(async () =>
    Response.json({ data: { gift: gifts.length > 1 ? gifts.shift() : gifts[0] } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const shown = () =>
  [...document.querySelectorAll<HTMLElement>("[data-gift-state]")].find((state) => !state.hidden);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(new Date("2026-03-12T06:38:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a pending gift's status page, with JavaScript", () => {
  it("shows the gift paid, in place, once M-Pesa has answered, and then asks no more", async () => {
    const fetch = apiAnswering(pending, {
      ...pending,
      status: "PAID",
      receiptNumber: "2026-00042",
      mpesaReceipt: "SKC3QWERTY",
    });
    renderUi(<StatusPart gift={pending} />);

    expect(shown()?.dataset.giftState).toBe("PENDING");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(shown()?.dataset.giftState).toBe("PENDING");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(shown()?.dataset.giftState).toBe("PAID");
    expect(shown()?.textContent).toContain("Receipt number2026-00042");
    expect(screen.getByRole("link", { name: "See and print your receipt" }).getAttribute("href")).toBe(
      "/gifts/k3Jd9sQw-2xZr7TqLmNp4vBc/receipt",
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("says M-Pesa is slow three minutes after the prompt was sent, counting from when it was, and asks every 10 s", async () => {
    const fetch = apiAnswering(pending);
    // The page is opened (or reloaded) 2 minutes 50 seconds after the prompt.
    vi.setSystemTime(new Date("2026-03-12T06:40:20.000Z"));
    renderUi(<StatusPart gift={pending} />);
    const slow = screen.getByText(/We have not heard from M-Pesa yet/);

    await vi.advanceTimersByTimeAsync(8_000);
    expect(slow.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(slow.hidden).toBe(false);
    const asked = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(asked + 1);
  });

  it("says M-Pesa is confirming, and nothing more is needed, 20 s after the prompt was sent", async () => {
    apiAnswering(pending);
    // The page is opened 5 seconds after the prompt.
    vi.setSystemTime(new Date("2026-03-12T06:37:35.000Z"));
    renderUi(<StatusPart gift={pending} />);
    const pin = () => screen.queryByRole("heading", { name: "Check your phone and enter your M-Pesa PIN" });
    const confirming = () => screen.queryByRole("heading", { name: "M-Pesa is confirming your gift" });
    expect(pin()).not.toBeNull();
    expect(confirming()).toBeNull();

    await vi.advanceTimersByTimeAsync(14_000);
    expect(confirming()).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pin()).toBeNull();
    expect(confirming()?.closest("[data-gift-waiting]")?.textContent).toContain(
      "If you have entered your PIN, nothing more is needed from you",
    );
  });

  it("asks nothing about a gift already settled", async () => {
    const fetch = apiAnswering(pending);
    renderUi(<StatusPart gift={{ ...pending, status: "FAILED", message: "Cancelled." }} />);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("a pending gift's status page in Kiswahili", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("shows the gift paid in Kiswahili, from the part's messages, leading to the Kiswahili receipt", async () => {
    document.documentElement.lang = "sw";
    apiAnswering({ ...pending, status: "PAID", receiptNumber: "2026-00042", mpesaReceipt: null });
    renderUi(
      <PageLanguage language="sw">
        <StatusPart gift={pending} />
      </PageLanguage>,
    );
    expect(shown()?.textContent).toContain("Angalia simu yako na uweke PIN yako ya M-Pesa");

    await vi.advanceTimersByTimeAsync(2_000);

    expect(shown()?.dataset.giftState).toBe("PAID");
    expect(shown()?.textContent).toContain(
      "M-Pesa imethibitisha mchango wako wa KES 1,500 kwa ajili ya Diocesan Conference Centre.",
    );
    expect(shown()?.textContent).toContain(
      "Kumbukumbu ya M-Pesa" +
        "M-Pesa haikutuma nambari yake ya malipo haya: taja nambari yetu ya risiti, 2026-00042.",
    );
    expect(screen.getByRole("link", { name: "Tazama na uchapishe risiti yako" }).getAttribute("href")).toBe(
      "/sw/gifts/k3Jd9sQw-2xZr7TqLmNp4vBc/receipt",
    );
  });

  it("says in Kiswahili that M-Pesa did not take a payment it gave no reason for", async () => {
    document.documentElement.lang = "sw";
    apiAnswering({ ...pending, status: "FAILED", message: null });
    renderUi(
      <PageLanguage language="sw">
        <StatusPart gift={pending} />
      </PageLanguage>,
    );

    await vi.advanceTimersByTimeAsync(2_000);

    expect(shown()?.textContent).toContain("Mchango wako haukufanikiwa");
    expect(shown()?.textContent).toContain("M-Pesa haikupokea malipo.");
    expect(screen.getByRole("link", { name: "Jaribu tena" }).getAttribute("href")).toBe(
      "/sw/give/diocesan-conference-centre",
    );
  });
});
