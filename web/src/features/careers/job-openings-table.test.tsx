import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render-ui";
import { JobOpeningsTable } from "./job-openings-table";

describe("the job openings table", () => {
  it("says so when there are no openings", () => {
    renderUi(<JobOpeningsTable openings={[]} />);

    expect(screen.getByText("No job opportunities are available at the moment.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("lists each opening with its reference, position, description and a link to its details", () => {
    renderUi(
      <JobOpeningsTable
        openings={[
          {
            __typename: "JobOpening",
            id: "1",
            referenceNumber: "DIO/HR/01",
            position: "Diocesan Accountant",
            description: "Keeps the accounts of the diocese.",
            link: "https://www.example.org/careers/accountant",
            closingDate: "2026-12-05",
          },
        ]}
      />,
    );

    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["Ref No", "Position", "Description", "Details"]);
    const row = screen.getAllByRole("row")[1];
    expect(within(row).getByText("DIO/HR/01")).toBeTruthy();
    expect(within(row).getByText("Apply by 5 December 2026")).toBeTruthy();
    expect(
      within(row).getByRole("link", { name: "More Details: Diocesan Accountant" }).getAttribute("href"),
    ).toBe("https://www.example.org/careers/accountant");
  });
});
