import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildGiving, buildSiteSettings, siteSettingsMock } from "../features/site/site.fixtures";
import { PledgeFormPageDocument, PledgePageDocument, type PledgePageQuery } from "../gql/graphql";
import { paths } from "../lib/paths";
import { renderRoute } from "../test/render-route";
import { PledgeFormPage } from "./pledge-form.page";
import { PledgePage } from "./pledge.page";
import { PublicLayout } from "./public-layout";

const routes = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.pledgeForm.path, element: <PledgeFormPage /> },
      { path: paths.pledgeFormProblem.path, element: <PledgeFormPage /> },
      { path: paths.pledge.path, element: <PledgePage /> },
      { path: paths.pledgeProblem.path, element: <PledgePage /> },
    ],
  },
];

const SLUG = "cathedral-roof";
const formMock = {
  request: { query: PledgeFormPageDocument, variables: { slug: SLUG } },
  result: {
    data: {
      project: {
        __typename: "Project",
        id: "7",
        slug: SLUG,
        title: "Cathedral Roof",
        summary: "A new roof.",
        status: "ONGOING",
      },
      archdeaconries: [
        {
          __typename: "Archdeaconry",
          id: "1",
          name: "Butere",
          parishes: [{ __typename: "Parish", id: "11", name: "St Peter's Butere" }],
        },
      ],
    },
  },
};

type Statement = NonNullable<PledgePageQuery["pledgeStatement"]>;
const statement = (overrides: Partial<Statement> = {}): Statement => ({
  __typename: "PledgeStatement",
  id: "42",
  secret: "s".repeat(32),
  projectId: "7",
  projectTitle: "Cathedral Roof",
  projectSlug: SLUG,
  name: "Grace Achieng",
  amountKes: 3_000,
  paidKes: 1_000,
  leftKes: 2_000,
  dueOn: "2027-03-31",
  schedule: "MONTHLY",
  remindersOn: true,
  nextReminderOn: "2027-01-30",
  status: "OPEN",
  accountReference: "P42",
  hasPhone: true,
  smsStopped: false,
  ...overrides,
});
const pledgeMock = (pledge: Statement | null) => ({
  request: { query: PledgePageDocument, variables: { id: "42", secret: "s".repeat(32) } },
  result: { data: { pledgeStatement: pledge } },
});

describe("the pledge form", () => {
  it("posts every field the site reads to its own address, consents unticked and the honour roll anonymous", async () => {
    renderRoute({
      routes,
      url: `/give/${SLUG}/pledge`,
      mocks: [formMock],
      siteSettings: siteSettingsMock(buildSiteSettings(), buildGiving()),
    });
    const form = await screen.findByRole<HTMLFormElement>("form", { name: "Make a pledge" });
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(`/give/${SLUG}/pledge`);
    const names = [...form.querySelectorAll("[name]")].map((field) => field.getAttribute("name"));
    for (const name of [
      "pledgerKind",
      "name",
      "parishId",
      "amount",
      "dueOn",
      "schedule",
      "phone",
      "email",
      "honourRoll",
      "remindersConsent",
      "progressConsent",
    ]) {
      expect(names).toContain(name);
    }
    expect(within(form).getByRole("option", { name: "St Peter's Butere" })).toBeTruthy();
    expect(within(form).getByRole<HTMLInputElement>("checkbox", { name: /remind me by SMS/ }).checked).toBe(
      false,
    );
    expect(
      within(form).getByRole<HTMLInputElement>("radio", { name: /count it without my name/ }).checked,
    ).toBe(true);
  });

  it("says what was wrong with the last pledge", async () => {
    renderRoute({
      routes,
      url: `/give/${SLUG}/pledge/due`,
      mocks: [formMock],
      siteSettings: siteSettingsMock(buildSiteSettings(), buildGiving()),
    });
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Choose a day from today to five years ahead.",
    );
  });
});

describe("a pledge's own page", () => {
  const address = `/pledges/42/${"s".repeat(32)}`;

  it("shows promised, paid and left, a payment form for what is left, the paybill with its account and the reminders", async () => {
    renderRoute({
      routes,
      url: address,
      mocks: [pledgeMock(statement())],
      siteSettings: siteSettingsMock(buildSiteSettings({ paybillNumber: "600100" }), buildGiving()),
    });
    await screen.findByRole("heading", { level: 1, name: "Your pledge to Cathedral Roof" });
    const pay = screen.getByRole<HTMLFormElement>("form", { name: "Pay now by M-Pesa" });
    expect(pay.getAttribute("action")).toBe(`${address}/pay`);
    expect(within(pay).getByRole<HTMLInputElement>("textbox").value).toBe("2000");
    expect(screen.getByText(/business number 600100, account P42/)).toBeTruthy();
    const reminders = screen.getByRole<HTMLFormElement>("form", { name: "Reminders" });
    expect(reminders.getAttribute("action")).toBe(`${address}/reminders`);
    expect(screen.getByText("Your next reminder is on 2027-01-30.")).toBeTruthy();
    const stop = screen.getByRole<HTMLFormElement>("form", { name: "Stop every SMS" });
    expect(stop.getAttribute("action")).toBe(`${address}/stop-sms`);
  });

  it("thanks the pledger once it is fulfilled, with nothing left to pay", async () => {
    renderRoute({
      routes,
      url: address,
      mocks: [
        pledgeMock(statement({ status: "FULFILLED", paidKes: 3_000, leftKes: 0, nextReminderOn: null })),
      ],
      siteSettings: siteSettingsMock(buildSiteSettings(), buildGiving()),
    });
    expect(await screen.findByText("Thank you: your pledge is fulfilled. God bless you.")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Pay now by M-Pesa" })).toBeNull();
  });

  it("is no page at an address the API knows no pledge at", async () => {
    renderRoute({
      routes,
      url: address,
      mocks: [pledgeMock(null)],
      siteSettings: siteSettingsMock(buildSiteSettings(), buildGiving()),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Oops!" })).toBeTruthy();
    expect(screen.queryByText("Grace Achieng")).toBeNull();
  });
});
