import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GiveByMpesaDocument, GiftStatusDocument } from "../../behaviours/gql/graphql";
import { missingMessages, PageLanguage } from "../../lib/language";
import { renderUi } from "../../test/render-ui";
import { GiveForm } from "./give-form";

const TOKEN = "k3Jd9sQw-2xZr7TqLmNp4vBc";
const project = { id: "1", slug: "diocesan-conference-centre", title: "Diocesan Conference Centre" };

function gift(overrides: Record<string, unknown> = {}) {
  return {
    token: TOKEN,
    status: "PENDING",
    amountKes: 1500,
    projectSlug: project.slug,
    projectTitle: project.title,
    receiptNumber: null,
    mpesaReceipt: null,
    message: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/**
 * The API as the behaviour meets it (jsdom has none; the browser journey gives against the real
 * one): `answers` are taken in turn, one per request, the last one again once they run out.
 */
function apiAnswering(...answers: object[]) {
  const sent: { operationName: string; query: string; variables: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return Response.json(answers.length > 1 ? answers.shift() : answers[0]);
  });
  vi.stubGlobal("fetch", fetch);
  return sent;
}

/**
 * What the donor does, as DOM events: the behaviour's timers are fake here, which Testing
 * Library's user-event (waiting on timers of its own) cannot type through under Vitest.
 */
const user = {
  type: async (input: HTMLInputElement, text: string) => {
    fireEvent.change(input, { target: { value: input.value + text } });
  },
  clear: async (input: HTMLInputElement) => {
    fireEvent.change(input, { target: { value: "" } });
  },
  click: async (element: HTMLElement) => {
    fireEvent.click(element);
  },
};

function renderForm() {
  const { unmount } = renderUi(
    <GiveForm project={project} limits={{ minAmountKes: 10, maxAmountKes: 250_000 }} problem={null} />,
  );
  const form = screen.getByRole("form", { name: "Give by M-Pesa" });
  const field = (name: RegExp | string) => within(form).getByRole<HTMLInputElement>("textbox", { name });
  return {
    unmount,
    form,
    amount: field(/Amount in KES/),
    phone: field(/Your M-Pesa phone number/),
    name: field("Your name (optional)"),
    email: field("E-mail for your receipt (optional)"),
    anonymous: within(form).getByRole<HTMLInputElement>("checkbox", { name: "Give anonymously" }),
    submit: within(form).getByRole("button", { name: "Give by M-Pesa" }),
  };
}

/** Lets the behaviour's requests and the timers up to `ms` from now run. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  history.replaceState(null, "", "/give/diocesan-conference-centre");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the give form, with JavaScript", () => {
  it("sends the gift, asks the donor to enter their PIN, then thanks them with the receipt", async () => {
    const sent = apiAnswering(
      { data: { giveByMpesa: gift() } },
      { data: { gift: gift() } },
      { data: { gift: gift({ status: "PAID", receiptNumber: "2026-00042", mpesaReceipt: "SKC3QWERTY" }) } },
    );
    const { form, amount, phone, name, email, anonymous, submit } = renderForm();

    await user.type(amount, "1,500");
    await user.type(phone, "0712 345 678");
    await user.type(name, " Grace ");
    await user.click(anonymous);
    await user.type(email, "grace@example.org");
    await user.click(submit);
    await wait(0);

    expect(sent[0]).toEqual({
      operationName: "GiveByMpesa",
      query: String(GiveByMpesaDocument),
      variables: {
        input: {
          projectId: "1",
          amountKes: 1500,
          phone: "0712 345 678",
          name: "Grace",
          anonymous: true,
          email: "grace@example.org",
        },
      },
    });
    const waiting = screen.getByRole("heading", { name: "Check your phone and enter your M-Pesa PIN" });
    expect(waiting.closest("[data-gift-state]")?.textContent).toContain(
      "Your gift of KES 1,500 towards Diocesan Conference Centre waits for your PIN",
    );
    expect(form.hidden).toBe(true);
    // A reload shows the gift's own page.
    expect(window.location.pathname).toBe(`/gifts/${TOKEN}`);

    // Asked every 2 s: pending, then paid.
    await wait(2_000);
    expect(sent[1]).toEqual({
      operationName: "GiftStatus",
      query: String(GiftStatusDocument),
      variables: { token: TOKEN },
    });
    expect(screen.queryByRole("heading", { name: "Thank you for your gift" })).toBeNull();
    await wait(2_000);
    const thanks = screen.getByRole("heading", { name: "Thank you for your gift" });
    const paid = thanks.closest<HTMLElement>("[data-gift-state]")!;
    expect(paid.hidden).toBe(false);
    expect(waiting.closest<HTMLElement>("[data-gift-state]")!.hidden).toBe(true);
    expect(paid.textContent).toContain("Receipt number2026-00042");
    expect(paid.textContent).toContain("M-Pesa referenceSKC3QWERTY");
    expect(within(paid).getByRole("link", { name: "See and print your receipt" }).getAttribute("href")).toBe(
      `/gifts/${TOKEN}/receipt`,
    );

    // Nothing more is asked once the gift is paid.
    await wait(30_000);
    expect(sent).toHaveLength(3);
  });

  it("says why a gift failed, and Try again brings the form back as it was", async () => {
    apiAnswering(
      { data: { giveByMpesa: gift() } },
      {
        data: {
          gift: gift({ status: "FAILED", message: "You cancelled the M-Pesa prompt. Nothing was paid." }),
        },
      },
    );
    const { form, amount, phone } = renderForm();
    await user.type(amount, "1500");
    await user.type(phone, "0712345678");
    await user.click(screen.getByRole("button", { name: "Give by M-Pesa" }));
    await wait(2_000);

    const failed = screen
      .getByRole("heading", { name: "Your gift did not go through" })
      .closest("[data-gift-state]")!;
    expect(failed.textContent).toContain("You cancelled the M-Pesa prompt. Nothing was paid.");
    await user.click(within(failed as HTMLElement).getByRole("button", { name: "Try again" }));

    expect(form.hidden).toBe(false);
    expect(amount.value).toBe("1500");
    expect(phone.value).toBe("0712345678");
    expect(document.activeElement).toBe(amount);
    expect(window.location.pathname).toBe("/give/diocesan-conference-centre");
  });

  it("checks the amount before sending anything", async () => {
    const sent = apiAnswering({ data: null });
    const { amount, phone, submit } = renderForm();

    for (const typed of ["5", "1500.50", "300000", "a lot"]) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.type(phone, "0712345678");
      await user.click(submit);
      expect(screen.getByText("Enter a whole number of shillings from 10 to 250,000."), typed).toBeTruthy();
      expect(amount.getAttribute("aria-invalid"), typed).toBe("true");
      expect(screen.getByRole("textbox", { description: /Enter a whole number of shillings/ })).toBe(amount);
    }
    expect(sent).toEqual([]);
  });

  it("shows the API's refusal of a field at the field, and the form stays", async () => {
    apiAnswering({
      data: null,
      errors: [
        {
          message: "phone must be a Kenyan mobile number on M-Pesa, such as 0712 345 678 or +254 712 345 678",
          extensions: { code: "BAD_USER_INPUT", field: "phone" },
        },
      ],
    });
    const { form, amount, phone, submit } = renderForm();
    await user.type(amount, "100");
    await user.type(phone, "0812 345 678");
    await user.click(submit);
    await wait(0);

    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox", { description: /Enter the Safaricom number on M-Pesa/ })).toBe(phone);
    expect(amount.hasAttribute("aria-invalid")).toBe(false);
    expect(form.hidden).toBe(false);
    expect(window.location.pathname).toBe("/give/diocesan-conference-centre");
  });

  it("shows the API's own words above the form when it sent too many prompts or sends none", async () => {
    for (const [code, message] of [
      [
        "TOO_MANY_REQUESTS",
        "A prompt was sent to this phone less than a minute ago. Check the phone, or try again in a minute.",
      ],
      [
        "SERVICE_UNAVAILABLE",
        "Giving by M-Pesa is not switched on here: pay the paybill shown on the page, with its account number",
      ],
    ] as const) {
      apiAnswering({ data: null, errors: [{ message, extensions: { code } }] });
      const { form, amount, phone, submit, unmount } = renderForm();
      await user.type(amount, "100");
      await user.type(phone, "0712 345 678");
      await user.click(submit);
      await wait(0);

      expect(within(form).getByRole("alert").textContent, code).toBe(message);
      expect(form.hidden).toBe(false);
      unmount();
    }
  });

  it("says when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const { form, amount, phone, submit } = renderForm();
    await user.type(amount, "100");
    await user.type(phone, "0712 345 678");
    await user.click(submit);
    await wait(0);

    expect(within(form).getByRole("alert").textContent).toBe(
      "We could not reach the server. Check your connection and try again.",
    );
  });

  it("stops asking for the PIN after 20 s without M-Pesa's answer: M-Pesa is confirming, nothing more to do", async () => {
    apiAnswering({ data: { giveByMpesa: gift() } }, { data: { gift: gift() } });
    const { amount, phone, submit } = renderForm();
    await user.type(amount, "1500");
    await user.type(phone, "0712 345 678");
    await user.click(submit);
    await wait(0);
    const pin = screen.getByRole("heading", { name: "Check your phone and enter your M-Pesa PIN" });

    await wait(19_000);
    expect(screen.getByRole("heading", { name: "Check your phone and enter your M-Pesa PIN" })).toBe(pin);
    expect(screen.queryByRole("heading", { name: "M-Pesa is confirming your gift" })).toBeNull();
    await wait(1_000);

    expect(screen.queryByRole("heading", { name: "Check your phone and enter your M-Pesa PIN" })).toBeNull();
    const confirming = screen.getByRole("heading", { name: "M-Pesa is confirming your gift" });
    expect(confirming.closest<HTMLElement>("[data-gift-waiting]")?.textContent).toContain(
      "If you have entered your PIN, nothing more is needed from you: this page shows your receipt as soon as M-Pesa confirms your gift of KES 1,500 towards Diocesan Conference Centre.",
    );
  });

  it("keeps the donor company when M-Pesa is slow: after 3 minutes it says so, and asks every 10 s", async () => {
    const sent = apiAnswering({ data: { giveByMpesa: gift() } }, { data: { gift: gift() } });
    const { amount, phone, submit } = renderForm();
    await user.type(amount, "1500");
    await user.type(phone, "0712 345 678");
    await user.click(submit);
    await wait(0);

    const slow = screen.getByText(/We have not heard from M-Pesa yet\./);
    await wait(178_000);
    expect(slow.hidden).toBe(true);
    await wait(2_000);
    expect(slow.hidden).toBe(false);
    expect(slow.textContent).toBe(
      "We have not heard from M-Pesa yet. If you entered your PIN, your gift is safe: this page will show it as soon as M-Pesa tells us.",
    );
    const asked = sent.length;
    await wait(9_000);
    expect(sent.length).toBe(asked);
    await wait(1_000);
    expect(sent.length).toBe(asked + 1);
  });
});

describe("the give form on a Kiswahili page", () => {
  /** The form as a /sw/ page draws it: its messages in Kiswahili, its page's <html lang> sw. */
  function renderKiswahiliForm() {
    document.documentElement.lang = "sw";
    history.replaceState(null, "", "/sw/give/diocesan-conference-centre");
    const view = renderUi(
      <PageLanguage language="sw">
        <GiveForm project={project} limits={{ minAmountKes: 10, maxAmountKes: 250_000 }} problem={null} />
      </PageLanguage>,
    );
    const form = screen.getByRole("form", { name: "Toa kwa M-Pesa" });
    const field = (name: RegExp) => within(form).getByRole<HTMLInputElement>("textbox", { name });
    return {
      ...view,
      form,
      amount: field(/Kiasi kwa KES/),
      phone: field(/Nambari yako ya simu ya M-Pesa/),
      submit: within(form).getByRole("button", { name: "Toa kwa M-Pesa" }),
    };
  }
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("checks the amount in Kiswahili, then shows the gift waiting at the Kiswahili address", async () => {
    missingMessages.clear();
    apiAnswering({ data: { giveByMpesa: gift() } }, { data: { gift: gift() } });
    const { amount, phone, submit } = renderKiswahiliForm();

    await user.type(amount, "5");
    await user.click(submit);
    expect(
      screen.getByRole("textbox", {
        description: /Andika kiasi kamili cha shilingi kuanzia 10 hadi 250,000/,
      }),
    ).toBe(amount);

    await user.clear(amount);
    await user.type(amount, "1500");
    await user.type(phone, "0712 345 678");
    await user.click(submit);
    await wait(0);

    const waiting = screen.getByRole("heading", { name: "Angalia simu yako na uweke PIN yako ya M-Pesa" });
    expect(waiting.closest("[data-gift-state]")?.textContent).toContain(
      "Mchango wako wa KES 1,500 kwa ajili ya Diocesan Conference Centre unasubiri PIN yako",
    );
    expect(window.location.pathname).toBe(`/sw/gifts/${TOKEN}`);
    expect([...missingMessages]).toEqual([]);
  });

  it("says the API's own refusals in Kiswahili, by their code", async () => {
    for (const [code, said] of [
      ["TOO_MANY_REQUESTS", /^Ombi la malipo limetumwa kwa simu hii punde tu/],
      ["SERVICE_UNAVAILABLE", /^Hatuwezi kutuma maombi ya malipo kwa simu kwa sasa\./],
    ] as const) {
      apiAnswering({ data: null, errors: [{ message: "An English message", extensions: { code } }] });
      const { form, amount, phone, submit, unmount } = renderKiswahiliForm();
      await user.type(amount, "100");
      await user.type(phone, "0712 345 678");
      await user.click(submit);
      await wait(0);

      expect(within(form).getByRole("alert").textContent, code).toMatch(said);
      unmount();
    }
  });

  it("says in Kiswahili that a gift failed, with Try again", async () => {
    apiAnswering({ data: { giveByMpesa: gift() } }, { data: { gift: gift({ status: "FAILED" }) } });
    const { amount, phone, submit } = renderKiswahiliForm();
    await user.type(amount, "100");
    await user.type(phone, "0712 345 678");
    await user.click(submit);
    await wait(2_000);

    const failed = screen
      .getByRole("heading", { name: "Mchango wako haukufanikiwa" })
      .closest("[data-gift-state]");
    expect(failed?.textContent).toContain("M-Pesa haikupokea malipo.");
    expect(within(failed as HTMLElement).getByRole("button", { name: "Jaribu tena" })).toBeTruthy();
  });
});
