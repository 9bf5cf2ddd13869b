import type { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render-ui";
import { AdminSetYearSummaryDocument, AdminYearSummarySettingDocument } from "../gql/graphql";
import { YearSummaryPublishing } from "./year-summary-publishing";

const YEAR = 2025;
const setting = (published: boolean, showsParishPayments: boolean) => ({
  __typename: "YearSummarySetting" as const,
  year: YEAR,
  published,
  showsParishPayments,
});
const read = (published: boolean, showsParishPayments: boolean): MockLink.MockedResponse => ({
  request: { query: AdminYearSummarySettingDocument, variables: { year: YEAR } },
  result: { data: { yearSummarySetting: setting(published, showsParishPayments) } },
});
const set = (published: boolean, showsParishPayments: boolean): MockLink.MockedResponse => ({
  request: { query: AdminSetYearSummaryDocument, variables: { year: YEAR, published, showsParishPayments } },
  result: { data: { setYearSummary: setting(published, showsParishPayments) } },
});

describe("publishing a year's summary on the website", () => {
  it("publishes the year without the parishes' money, then links to its page", async () => {
    const user = userEvent.setup();
    renderUi(<YearSummaryPublishing year={YEAR} />, [
      read(false, false),
      set(true, false),
      read(true, false),
    ]);

    const publish = await screen.findByRole("checkbox", {
      name: `Publish the ${YEAR} summary on the website`,
    });
    const money = screen.getByRole("checkbox", { name: "Also show what each parish paid of its assessment" });
    expect((publish as HTMLInputElement).checked).toBe(false);
    expect((money as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole("link")).toBeNull();

    await user.click(publish);
    expect(await screen.findByText(`The ${YEAR} summary is on the website`)).toBeTruthy();
    const link = await screen.findByRole("link", { name: `See the ${YEAR} summary on the website` });
    expect(link.getAttribute("href")).toBe(`/year-in-numbers/${YEAR}`);
    expect((screen.getByRole("checkbox", { name: /Publish the/ }) as HTMLInputElement).checked).toBe(true);
    expect((money as HTMLInputElement).checked).toBe(false);
  });

  it("ticks the parishes' money, and says so when the server refuses to unpublish", async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: {
        query: AdminSetYearSummaryDocument,
        variables: { year: YEAR, published: false, showsParishPayments: true },
      },
      result: {
        errors: [
          { message: "Sign in again: your session has ended", extensions: { code: "UNAUTHENTICATED" } },
        ],
      },
    };
    renderUi(<YearSummaryPublishing year={YEAR} />, [
      read(true, false),
      set(true, true),
      read(true, true),
      refused,
    ]);

    await user.click(
      await screen.findByRole("checkbox", { name: "Also show what each parish paid of its assessment" }),
    );
    expect(await screen.findByText(`The ${YEAR} summary is on the website`)).toBeTruthy();
    await screen.findByRole("checkbox", {
      name: "Also show what each parish paid of its assessment",
      checked: true,
    });

    await user.click(screen.getByRole("checkbox", { name: `Publish the ${YEAR} summary on the website` }));
    expect(await screen.findByText("The summary's publishing was not changed")).toBeTruthy();
    expect(screen.getByText("Sign in again: your session has ended")).toBeTruthy();
    expect(
      await screen.findByRole("checkbox", {
        name: `Publish the ${YEAR} summary on the website`,
        checked: true,
      }),
    ).toBeTruthy();
  });
});
