import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createApolloCache } from "../../app/apollo-client";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { renderRoute } from "../../test/render-route";
import { navigationLinksFor } from "../admin-navigation";
import {
  AdminParishReturnArchdeaconriesDocument,
  AdminParishReturnDocument,
  AdminParishReturnStatusesDocument,
  AdminParishReturnTotalsDocument,
  AdminParishReturnTrendDocument,
  AdminParishReturnYearsDocument,
  AdminRemindParishReturnsDocument,
  AdminSaveParishReturnDraftDocument,
  AdminSubmitParishReturnDocument,
  type AdminParishReturnFieldsFragment,
} from "../gql/graphql";

const YEAR = 2026;
const ST_LUKES = { __typename: "Parish" as const, id: "7", name: "St Luke's Mumias" };

const question = (key: string, labelEn: string, labelSw: string, totalOf: string[] = []) => ({
  __typename: "ParishReturnQuestion" as const,
  key,
  labelEn,
  labelSw,
  help: null,
  optional: false,
  totalOf,
});
const QUESTIONS = [
  question("men", "Communicants: men", "Washiriki: wanaume"),
  question("women", "Communicants: women", "Washiriki: wanawake"),
  question("communicants", "Communicants in all", "Jumla ya washiriki", ["men", "women"]),
];

const parishReturn = (
  overrides: Partial<AdminParishReturnFieldsFragment> = {},
): AdminParishReturnFieldsFragment => ({
  __typename: "ParishReturnView",
  parishId: "7",
  parishName: ST_LUKES.name,
  year: YEAR,
  status: "DRAFT",
  submittedAt: null,
  updatedAt: "2026-11-20T07:00:00.000Z",
  questions: QUESTIONS,
  answers: [{ __typename: "ParishReturnAnswerValue", key: "men", value: 12 }],
  reopenings: [],
  ...overrides,
});

const yearsMock: MockLink.MockedResponse = {
  request: { query: AdminParishReturnYearsDocument },
  result: { data: { parishReturnYears: [YEAR] } },
};
const returnMock = (view: AdminParishReturnFieldsFragment): MockLink.MockedResponse => ({
  request: { query: AdminParishReturnDocument, variables: { parishId: "7", year: YEAR } },
  result: { data: { parishReturn: view } },
});
const ANSWERS = [
  { key: "men", value: "12" },
  { key: "women", value: "20" },
  { key: "communicants", value: "32" },
];

/** What the diocese's view of the year asks: the archdeaconries, totals, statuses and the trend. */
function dioceseViewMocks(): MockLink.MockedResponse[] {
  const totals: MockLink.MockedResponse = {
    request: { query: AdminParishReturnTotalsDocument, variables: { year: YEAR } },
    result: {
      data: {
        parishReturnQuestions: QUESTIONS.map(({ __typename, key, labelEn, labelSw }) => ({
          __typename,
          key,
          labelEn,
          labelSw,
        })),
        parishReturnTotals: [
          {
            __typename: "ParishReturnArchdeaconryTotals",
            archdeaconryId: "3",
            archdeaconryName: "Mumias",
            parishes: 4,
            submitted: 3,
            totals: [{ __typename: "ParishReturnTotal", key: "men", value: 1_250 }],
          },
        ],
      },
    },
  };
  return [
    {
      request: { query: AdminParishReturnArchdeaconriesDocument },
      result: { data: { archdeaconries: [{ __typename: "Archdeaconry", id: "3", name: "Mumias" }] } },
    },
    totals,
    totals,
    {
      request: {
        query: AdminParishReturnStatusesDocument,
        variables: { year: YEAR, archdeaconryId: null, status: null, page: 1 },
      },
      result: {
        data: {
          parishReturnStatuses: {
            __typename: "ParishReturnStatusPage",
            items: [
              {
                __typename: "ParishReturnStatusRow",
                parishId: "7",
                parishName: ST_LUKES.name,
                archdeaconryName: "Mumias",
                status: "NOT_STARTED",
                submittedAt: null,
              },
            ],
            total: 1,
            page: 1,
            pageCount: 1,
          },
        },
      },
    },
    {
      request: {
        query: AdminParishReturnTrendDocument,
        variables: { key: "men", lastYear: YEAR, archdeaconryId: null, page: 1 },
      },
      result: {
        data: {
          parishReturnTrend: {
            __typename: "ParishReturnTrend",
            key: "men",
            years: [2022, 2023, 2024, 2025, 2026],
            all: [900, 1000, 1100, 1200, 1250],
            byParish: false,
            items: [
              {
                __typename: "ParishReturnTrendRow",
                id: "3",
                name: "Mumias",
                totals: [900, 1000, 1100, 1200, 1250],
              },
            ],
            total: 1,
            page: 1,
            pageCount: 1,
          },
        },
      },
    },
  ];
}

const renderPage = (staff: ReturnType<typeof buildStaff>, ...mocks: MockLink.MockedResponse[]) =>
  renderRoute({ routes, url: "/admin/parish-returns", mocks: [meMock(staff), yearsMock, ...mocks] });

describe("the parish returns page", () => {
  const parishEditor = buildStaff({ role: "PARISH_EDITOR", parish: ST_LUKES });

  it("shows a parish editor their parish's return as a form, saves the draft and submits it after asking", async () => {
    const user = userEvent.setup();
    const saved = parishReturn({
      answers: ANSWERS.map(({ key, value }) => ({
        __typename: "ParishReturnAnswerValue",
        key,
        value: Number(value),
      })),
    });
    const save: MockLink.MockedResponse = {
      request: {
        query: AdminSaveParishReturnDraftDocument,
        variables: { parishId: "7", year: YEAR, answers: ANSWERS },
      },
      result: { data: { saveParishReturnDraft: saved } },
    };
    const submit: MockLink.MockedResponse = {
      request: {
        query: AdminSubmitParishReturnDocument,
        variables: { parishId: "7", year: YEAR, answers: ANSWERS },
      },
      result: {
        data: {
          submitParishReturn: { ...saved, status: "SUBMITTED", submittedAt: "2026-11-21T07:00:00.000Z" },
        },
      },
    };
    renderRoute({
      routes,
      url: "/admin/parish-returns",
      mocks: [meMock(parishEditor), yearsMock, returnMock(parishReturn()), save, submit],
      cache: createApolloCache(),
    });

    expect(
      await screen.findByRole("heading", { name: `St Luke's Mumias's return for ${YEAR}` }),
    ).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /Communicants: men/ }) as HTMLInputElement).value).toBe("12");
    expect(screen.getByText("The total of: Communicants: men + Communicants: women")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /Communicants: women/ }), "20");
    await user.type(screen.getByRole("textbox", { name: /Communicants in all/ }), "32");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("The draft is saved.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Submit…" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(`Submit the ${YEAR} return?`)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("The return is submitted to the diocese.")).toBeTruthy();
    // The submission's answer replaces the form: read only now.
    expect(await screen.findByText(/Only the diocese can reopen it for a correction/)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /Communicants: women/ }) as HTMLInputElement).value).toBe(
      "20",
    );
    expect(screen.queryByRole("button", { name: "Save draft" })).toBeNull();
  });

  it("asks the questions in Kiswahili when the dashboard speaks it", async () => {
    renderPage({ ...parishEditor, language: "SW" }, returnMock(parishReturn()));
    expect(await screen.findByRole("textbox", { name: /Washiriki: wanaume/ })).toBeTruthy();
    expect(screen.getByText("Jumla ya: Washiriki: wanaume + Washiriki: wanawake")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hifadhi rasimu" })).toBeTruthy();
  });

  it("shows the server's refusal at the question it names", async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: {
        query: AdminSaveParishReturnDraftDocument,
        variables: {
          parishId: "7",
          year: YEAR,
          answers: [
            { key: "men", value: "12" },
            { key: "women", value: "-3" },
            { key: "communicants", value: null },
          ],
        },
      },
      result: {
        errors: [
          {
            message: 'Communicants: women: "-3" is below zero: an answer is 0 or more',
            extensions: { code: "BAD_USER_INPUT", field: "women" },
          },
        ],
      },
    };
    renderPage(parishEditor, returnMock(parishReturn()), refused);
    await user.type(await screen.findByRole("textbox", { name: /Communicants: women/ }), "-3");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(
      await screen.findByText('Communicants: women: "-3" is below zero: an answer is 0 or more'),
    ).toBeTruthy();
  });

  it("shows a submitted return read only, with the reasons it was reopened before", async () => {
    const submitted = parishReturn({
      status: "SUBMITTED",
      submittedAt: "2026-11-21T07:00:00.000Z",
      reopenings: [
        {
          __typename: "ParishReturnReopening",
          id: "1",
          reason: "Burials were missing",
          reopenedAt: "2026-11-15T07:00:00.000Z",
        },
      ],
    });
    renderPage(parishEditor, returnMock(submitted));
    expect(await screen.findByText(/Only the diocese can reopen it for a correction/)).toBeTruthy();
    expect(screen.getByText("15 Nov 2026: Burials were missing")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /Communicants: men/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole("button", { name: "Save draft" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reopen…" })).toBeNull();
  });

  it("shows the diocese every parish's status, reminds the parishes not submitted, and sums by archdeaconry", async () => {
    const user = userEvent.setup();
    const mocks: MockLink.MockedResponse[] = [
      ...dioceseViewMocks(),
      {
        request: { query: AdminRemindParishReturnsDocument, variables: { year: YEAR } },
        result: {
          data: {
            remindParishReturns: {
              __typename: "ParishReturnReminders",
              reminded: 3,
              remindedToday: 1,
              withoutAddress: 2,
            },
          },
        },
      },
    ];
    renderPage(buildStaff({ role: "EDITOR" }), ...mocks);

    const row = (await screen.findByText(ST_LUKES.name, { selector: "td" })).closest("tr")!;
    expect(within(row).getByText("Not started")).toBeTruthy();
    const totalsTable = screen.getByRole("table", { name: /by archdeaconry/ });
    // Mumias, and the diocese (Mumias alone here).
    expect(within(totalsTable).getAllByText("3 of 4")).toHaveLength(2);
    expect(within(totalsTable).getAllByText("1,250")).toHaveLength(2);
    const trendTable = await screen.findByRole("table", { name: "A question's total year by year" });
    expect(within(trendTable).getByText("2022")).toBeTruthy();
    expect(
      screen.getByRole("img", {
        name: "Communicants: men, every parish shown, year by year: 2022: 900; 2023: 1,000; 2024: 1,100; 2025: 1,200; 2026: 1,250",
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole("link", { name: `Download the ${YEAR} returns (CSV)` }).getAttribute("href"),
    ).toBe(`/exports/parish-returns.csv?year=${YEAR}`);

    await user.click(screen.getByRole("button", { name: "Remind the parishes not submitted…" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Send the reminders" }),
    );
    expect(
      await screen.findByText("3 parishes reminded; 1 reminded already today; 2 have no e-mail address."),
    ).toBeTruthy();
  });

  it("shows an archdeacon the parishes' returns and lets them open one, read only, with nothing to remind or reopen", async () => {
    const user = userEvent.setup();
    const archdeacon = buildStaff({
      role: "ARCHDEACON",
      archdeaconry: { __typename: "Archdeaconry", id: "3", name: "Mumias" },
    });
    renderPage(archdeacon, ...dioceseViewMocks(), returnMock(parishReturn()));
    const row = (await screen.findByText(ST_LUKES.name, { selector: "td" })).closest("tr")!;
    expect(screen.queryByRole("button", { name: "Remind the parishes not submitted…" })).toBeNull();
    await user.click(within(row).getByRole("button", { name: "Open" }));
    const men = await screen.findByRole("textbox", { name: /Communicants: men/ });
    expect((men as HTMLInputElement).value).toBe("12");
    expect((men as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save draft" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Submit…" })).toBeNull();
  });

  it("is in the navigation of everyone who reads parish records; the questions of editors alone", () => {
    const has = (role: Parameters<typeof navigationLinksFor>[0], href: string) =>
      navigationLinksFor(role).some((link) => link.href === href);
    expect(
      ["EDITOR", "SYSTEM_ADMIN", "PARISH_EDITOR", "TREASURER", "ARCHDEACON"].every((role) =>
        has(role as "EDITOR", "/admin/parish-returns"),
      ),
    ).toBe(true);
    expect(has("DEPARTMENT_EDITOR", "/admin/parish-returns")).toBe(false);
    expect(has("PARISH_EDITOR", "/admin/parish-returns/questions")).toBe(false);
    expect(has("EDITOR", "/admin/parish-returns/questions")).toBe(true);
  });
});
