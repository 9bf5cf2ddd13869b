import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes as appRoutes } from "../app/router";
import { GIVE_PROBLEMS, type GiveProblem } from "@diocese/site/form-problems";
import { buildAppealProgress, buildGiveProject } from "../features/giving/giving.fixtures";
import { buildGiving, buildSiteSettings, siteSettingsMock } from "../features/site/site.fixtures";
import { GivePageDocument, type GivePageQuery } from "../gql/graphql";
import { missingMessages } from "../lib/language";
import { paths } from "../lib/paths";
import { renderRoute } from "../test/render-route";
import { GivePage } from "./give.page";
import { PublicLayout } from "./public-layout";

const routes = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.give.path, element: <GivePage /> },
      { path: paths.giveProblem.path, element: <GivePage /> },
    ],
  },
];

function givePageMocks(
  project: GivePageQuery["project"] = buildGiveProject(),
  slug = "diocesan-conference-centre",
): MockLink.MockedResponse[] {
  return [{ request: { query: GivePageDocument, variables: { slug } }, result: { data: { project } } }];
}

async function renderGivePage(
  url = "/give/diocesan-conference-centre",
  { giving = buildGiving(), settings = buildSiteSettings(), project = buildGiveProject() } = {},
) {
  const view = renderRoute({
    routes,
    url,
    mocks: givePageMocks(project),
    siteSettings: siteSettingsMock(settings, giving),
  });
  await screen.findByRole("heading", { level: 1, name: "Diocesan Conference Centre" });
  return view;
}

describe("the give page", () => {
  it("draws a form that posts to the give page's address, with the fields the site reads", async () => {
    await renderGivePage();

    const form = screen.getByRole<HTMLFormElement>("form", { name: "Give by M-Pesa" });
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/give/diocesan-conference-centre");
    const amount = within(form).getByRole("textbox", { name: /Amount in KES/ });
    expect(amount.getAttribute("name")).toBe("amount");
    expect(amount.getAttribute("inputmode")).toBe("numeric");
    expect(amount.hasAttribute("required")).toBe(true);
    expect(within(form).getByText("Whole shillings, from KES 10 to KES 250,000.")).toBeTruthy();
    const phone = within(form).getByRole("textbox", { name: /Your M-Pesa phone number/ });
    expect(phone.getAttribute("name")).toBe("phone");
    expect(phone.getAttribute("type")).toBe("tel");
    expect(phone.getAttribute("placeholder")).toBe("0712 345 678");
    expect(within(form).getByRole("textbox", { name: "Your name (optional)" }).getAttribute("name")).toBe(
      "name",
    );
    const anonymous = within(form).getByRole("checkbox", { name: "Give anonymously" });
    expect(anonymous.getAttribute("name")).toBe("anonymous");
    expect(anonymous.getAttribute("value")).toBe("on");
    const email = within(form).getByRole("textbox", { name: "E-mail for your receipt (optional)" });
    expect(email.getAttribute("name")).toBe("email");
    expect(email.getAttribute("type")).toBe("email");
    const submit = within(form).getByRole("button", { name: "Give by M-Pesa" });
    expect(submit.getAttribute("type")).toBe("submit");
    // Nothing went wrong yet.
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.title).toBe("ACK Diocese | Give: Diocesan Conference Centre");
  });

  it("shows a donor the way to a statement of their year's giving", async () => {
    await renderGivePage();

    const link = screen.getByRole("link", { name: "A statement of all your gifts in a year" });
    expect(link.getAttribute("href")).toBe("/giving-statement");
  });

  it("shows the appeal's progress and the newest gifts, with their time in Kakamega", async () => {
    await renderGivePage();

    const main = screen.getByRole("main");
    expect(main.textContent).toContain("Raised KES 18,751,500 of KES 600,000,000");
    expect(main.textContent).toContain("3.1% · 4 gifts");
    expect(within(main).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("3.1");
    const gifts = within(await screen.findByRole("region", { name: "Recent gifts" })).getAllByRole(
      "listitem",
    );
    expect(gifts.map((gift) => gift.textContent)).toEqual([
      "Grace gave KES 1,500 · 12 Mar 2026, 09:38",
      "Anonymous gave KES 500 · 11 Mar 2026, 18:05",
    ]);
  });

  it("says what was raised before online giving began, never '0 gifts' beside it, on a new site", async () => {
    await renderGivePage("/give/diocesan-conference-centre", {
      project: buildGiveProject({
        progress: buildAppealProgress({ raisedKes: 18_750_000, openingKes: 18_750_000, gifts: 0 }),
        recentGifts: [],
      }),
    });

    const main = screen.getByRole("main");
    expect(main.textContent).toContain("Raised KES 18,750,000 of KES 600,000,000");
    expect(main.textContent).toContain("Including KES 18,750,000 given before online giving began.");
    expect(main.textContent).toContain("3.1% · No gifts online yet");
    expect(main.textContent).not.toMatch(/\b0 gifts/);
  });

  it("says above the form what was wrong with the last gift sent without JavaScript", async () => {
    const expected: Record<GiveProblem, string> = {
      amount: "Enter a whole number of shillings from 10 to 250,000.",
      phone: "Enter the Safaricom number on M-Pesa, such as 0712 345 678.",
      name: "Enter a name of at most 120 characters, or leave it empty.",
      email: "Enter an e-mail address such as name@example.org, or leave it empty.",
      project: "This project takes no more gifts.",
      "too-many":
        "A prompt was sent to this phone a moment ago, or too many from your connection: wait a minute and try again.",
      "prompts-off":
        "We cannot send prompts to phones just now. Pay with M-Pesa: Lipa na M-Pesa → Pay Bill, business number 247247, account CENTRE.",
    };
    for (const problem of GIVE_PROBLEMS) {
      const { unmount } = await renderGivePage(`/give/diocesan-conference-centre/${problem}`, {
        settings: buildSiteSettings({ paybillNumber: "247247", accountNumber: "CENTRE" }),
        giving: buildGiving({ maxAmountKes: 250_000 }),
      });
      const form = screen.getByRole("form", { name: "Give by M-Pesa" });
      expect(within(form).getByRole("alert").textContent, problem).toBe(expected[problem]);
      unmount();
    }
  });

  it("says the amount's limits as the site has them", async () => {
    await renderGivePage("/give/diocesan-conference-centre/amount", {
      giving: buildGiving({ minAmountKes: 10, maxAmountKes: 150_000 }),
    });

    expect(screen.getByRole("alert").textContent).toBe(
      "Enter a whole number of shillings from 10 to 150,000.",
    );
  });

  it("is no page for a problem no form sends, nor for a project there is not", async () => {
    const { unmount } = renderRoute({
      routes,
      url: "/give/diocesan-conference-centre/everything",
      mocks: givePageMocks(),
    });
    expect(await screen.findByText("Error code 404")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Give by M-Pesa" })).toBeNull();
    unmount();

    renderRoute({ routes, url: "/give/no-such-project", mocks: givePageMocks(null, "no-such-project") });
    expect(await screen.findByText("Error code 404")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Give by M-Pesa" })).toBeNull();
  });

  it("shows how to pay the paybill by hand, and no form, when the site sends no prompts", async () => {
    await renderGivePage("/give/diocesan-conference-centre", {
      giving: buildGiving({ promptsEnabled: false }),
      settings: buildSiteSettings({ paybillNumber: "247247", accountNumber: "CENTRE" }),
    });

    expect(screen.queryByRole("form", { name: "Give by M-Pesa" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Give by M-Pesa" })).toBeNull();
    expect(screen.getByTestId("paybill-by-hand").textContent).toContain(
      "Pay with M-Pesa: Lipa na M-Pesa → Pay Bill, business number 247247, account CENTRE.",
    );
  });

  it("takes no gift for a completed project", async () => {
    await renderGivePage("/give/diocesan-conference-centre", {
      project: buildGiveProject({ status: "COMPLETED" }),
    });

    expect(screen.getByText("This project takes no more gifts.")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Give by M-Pesa" })).toBeNull();
  });

  it("says on the page and in the site's frame when payments are simulated", async () => {
    await renderGivePage("/give/diocesan-conference-centre", { giving: buildGiving({ simulated: true }) });

    expect(
      within(screen.getByRole("main")).getByText("Payments here are simulated: no money moves."),
    ).toBeTruthy();
    expect(
      screen.getByText("Payments on this site are simulated: no money moves.").closest("main"),
    ).toBeNull();
  });

  it("says nothing of simulation where money is real", async () => {
    await renderGivePage();

    expect(screen.queryByText(/simulated/)).toBeNull();
  });
});

describe("the give page in Kiswahili, at /sw/give/<slug>", () => {
  it("draws its form, progress and gifts in Kiswahili, and posts to the Kiswahili address", async () => {
    missingMessages.clear();
    renderRoute({
      routes: appRoutes,
      url: "/sw/give/diocesan-conference-centre",
      mocks: givePageMocks(),
      siteSettings: siteSettingsMock(buildSiteSettings(), buildGiving()),
    });
    await screen.findByRole("heading", { level: 1, name: "Diocesan Conference Centre" });

    const form = screen.getByRole<HTMLFormElement>("form", { name: "Toa kwa M-Pesa" });
    expect(form.getAttribute("action")).toBe("/sw/give/diocesan-conference-centre");
    expect(
      within(form)
        .getByRole("textbox", { name: /Kiasi kwa KES/ })
        .getAttribute("name"),
    ).toBe("amount");
    expect(within(form).getByText("Shilingi kamili, kuanzia KES 10 hadi KES 250,000.")).toBeTruthy();
    expect(within(form).getByRole("checkbox", { name: "Toa bila kujitambulisha" })).toBeTruthy();
    expect(within(form).getByRole("button", { name: "Toa kwa M-Pesa" })).toBeTruthy();
    // What its behaviour may say, from the catalogue, with the API's own refusals in Kiswahili too.
    const part = form.closest<HTMLElement>("[data-behaviour=give-form]")!;
    expect(part.getAttribute("data-message-phone")).toBe(
      "Andika nambari ya Safaricom iliyo na M-Pesa, kama 0712 345 678.",
    );
    expect(part.getAttribute("data-message-too-many")).toMatch(/^Ombi la malipo limetumwa/);
    expect(part.hasAttribute("data-api-words")).toBe(false);

    expect(screen.getByText("Zimepatikana", { exact: false }).textContent).toBe(
      "Zimepatikana KES 18,751,500 kati ya KES 600,000,000",
    );
    expect(screen.getByText("michango 4")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Taarifa ya michango yako yote ya mwaka" }).getAttribute("href"),
    ).toBe("/sw/giving-statement");
    const recent = screen.getByRole("region", { name: "Michango ya karibuni" });
    expect(recent.textContent).toContain("Grace alitoa KES 1,500");
    expect(recent.textContent).toContain("12 Mac 2026, 09:38");
    expect([...missingMessages]).toEqual([]);
  });

  it("says in Kiswahili what was raised before online giving began", async () => {
    missingMessages.clear();
    const progress = buildAppealProgress({ raisedKes: 18_750_000, openingKes: 18_750_000, gifts: 0 });
    renderRoute({
      routes: appRoutes,
      url: "/sw/give/diocesan-conference-centre",
      mocks: givePageMocks(buildGiveProject({ progress, recentGifts: [] })),
      siteSettings: siteSettingsMock(buildSiteSettings(), buildGiving()),
    });
    await screen.findByRole("heading", { level: 1, name: "Diocesan Conference Centre" });

    const main = screen.getByRole("main");
    expect(main.textContent).toContain(
      "Zikiwemo KES 18,750,000 zilizotolewa kabla ya kuanza kwa michango ya mtandaoni.",
    );
    expect(main.textContent).toContain("3.1% · Bado hakuna michango ya mtandaoni");
    expect(main.textContent).not.toMatch(/michango 0/);
    expect([...missingMessages]).toEqual([]);
  });

  it("says in Kiswahili what was wrong with the last gift sent without JavaScript", async () => {
    missingMessages.clear();
    renderRoute({
      routes: appRoutes,
      url: "/sw/give/diocesan-conference-centre/too-many",
      mocks: givePageMocks(),
      siteSettings: siteSettingsMock(buildSiteSettings(), buildGiving()),
    });

    expect((await screen.findByRole("alert")).textContent).toMatch(/^Ombi la malipo limetumwa kwa simu hii/);
    expect([...missingMessages]).toEqual([]);
  });
});
