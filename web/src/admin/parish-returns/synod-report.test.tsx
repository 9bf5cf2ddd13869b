import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render-ui";
import { AdminMakeSynodReportDocument } from "../gql/graphql";
import { SynodReport } from "./synod-report";

const made = (language: string) => ({
  request: { query: AdminMakeSynodReportDocument, variables: { year: 2025, language } },
  result: {
    data: {
      makeSynodReport: {
        __typename: "LibraryDocument" as const,
        id: "41",
        documentUrl: "/uploads/documents/ab12.pdf",
      },
    },
  },
});

describe("the synod report section", () => {
  it("makes the report in the language chosen, then links to its PDF and to its library document", async () => {
    const user = userEvent.setup();
    renderUi(<SynodReport year={2025} />, [made("sw")]);

    expect(screen.getByRole("heading", { name: "Synod report 2025" })).toBeTruthy();
    await user.selectOptions(screen.getByRole("combobox", { name: "Language of the report" }), "sw");
    expect(screen.getByRole("link", { name: "Download spreadsheet" }).getAttribute("href")).toBe(
      "/exports/synod-report.xlsx?year=2025&language=sw",
    );
    await user.click(screen.getByRole("button", { name: "Make the synod report" }));

    expect(
      await screen.findByText("The 2025 synod report is made and kept as a draft document."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the PDF" }).getAttribute("href")).toBe(
      "/uploads/documents/ab12.pdf",
    );
    expect(screen.getByRole("link", { name: "Edit the library document" }).getAttribute("href")).toBe(
      "/admin/documents?edit=41",
    );
  });

  it("says why when the server refuses, and links to nothing made", async () => {
    const user = userEvent.setup();
    renderUi(<SynodReport year={2025} />, [
      {
        request: { query: AdminMakeSynodReportDocument, variables: { year: 2025, language: "en" } },
        result: {
          errors: [
            {
              message: "Only the diocese's editors, treasurers and system admins make the synod report",
              extensions: { code: "FORBIDDEN" },
            },
          ],
        },
      },
    ]);
    await user.click(screen.getByRole("button", { name: "Make the synod report" }));

    expect(await screen.findByText("The synod report was not made")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Open the PDF" })).toBeNull();
  });
});
