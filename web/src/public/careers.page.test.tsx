import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "../app/router";
import { CareersPageDocument } from "../gql/graphql";
import { missingMessages } from "../lib/language";
import { renderRoute } from "../test/render-route";
import { careersVariables } from "./careers.route";

const ACCOUNTANT = {
  __typename: "JobOpening" as const,
  id: "1",
  referenceNumber: "DIO/HR/01",
  position: "Diocesan Accountant",
  description: "Keeps the accounts of the diocese.",
  link: null,
  documentUrl: "https://www.example.org/uploads/accountant.pdf",
  closingDate: "2026-12-05",
};

function renderCareers(url: string, items = [ACCOUNTANT]) {
  return renderRoute({
    routes,
    url,
    mocks: [
      {
        request: { query: CareersPageDocument, variables: careersVariables(new URLSearchParams()) },
        result: {
          data: { jobOpenings: { __typename: "JobOpeningPage", items, page: 1, pageCount: 1 } },
        },
      },
    ],
  });
}

describe("the careers page", () => {
  it("lists the openings, with when to apply by", async () => {
    renderCareers("/career-oppotunities");

    expect(await screen.findByRole("heading", { level: 1, name: "Career Opportunities" })).toBeTruthy();
    const row = (await screen.findAllByRole("row"))[1]!;
    expect(within(row).getByText("Apply by 5 December 2026")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "More Details (PDF): Diocesan Accountant" })).toBeTruthy();
  });

  it("is in Kiswahili at /sw/career-oppotunities: its heading, table and dates", async () => {
    missingMessages.clear();
    renderCareers("/sw/career-oppotunities");

    expect(await screen.findByRole("heading", { level: 1, name: "Nafasi za Kazi" })).toBeTruthy();
    // The heading is drawn before the openings arrive; the table comes with them.
    expect((await screen.findAllByRole("columnheader")).map((header) => header.textContent)).toEqual([
      "Nambari ya Kumbukumbu",
      "Nafasi",
      "Maelezo",
      "Maelezo zaidi",
    ]);
    const row = screen.getAllByRole("row")[1]!;
    expect(within(row).getByText("Tuma maombi kabla ya 5 Desemba 2026")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Maelezo Zaidi (PDF): Diocesan Accountant" })).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });

  it("says in Kiswahili when there are no openings", async () => {
    missingMessages.clear();
    renderCareers("/sw/career-oppotunities", []);

    expect(await screen.findByText("Hakuna nafasi za kazi kwa sasa.")).toBeTruthy();
    expect([...missingMessages]).toEqual([]);
  });
});
