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
            documentUrl: null,
            closingDate: "2026-12-05",
          },
        ]}
      />,
    );

    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["Ref No", "Position", "Description", "Details"]);
    const row = screen.getAllByRole("row")[1]!;
    expect(within(row).getByText("DIO/HR/01")).toBeTruthy();
    expect(within(row).getByText("Apply by 5 December 2026")).toBeTruthy();
    expect(
      within(row).getByRole("link", { name: "More Details: Diocesan Accountant" }).getAttribute("href"),
    ).toBe("https://www.example.org/careers/accountant");
    expect(within(row).getAllByRole("link")).toHaveLength(1);
  });

  it("links to the advertisement's PDF when there is no link, and to both when there are both", () => {
    const opening = {
      __typename: "JobOpening" as const,
      description: "Serves the parishes.",
      closingDate: null,
    };
    renderUi(
      <JobOpeningsTable
        openings={[
          {
            ...opening,
            id: "1",
            referenceNumber: "DIO/HR/02",
            position: "Youth Coordinator",
            link: null,
            documentUrl: "/uploads/documents/0123456789abcdef01234567.pdf",
          },
          {
            ...opening,
            id: "2",
            referenceNumber: "DIO/HR/03",
            position: "Driver",
            link: "https://www.example.org/careers/driver",
            documentUrl: "/uploads/documents/76543210fedcba9876543210.pdf",
          },
        ]}
      />,
    );

    const [, pdfOnly, both] = screen.getAllByRole("row") as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(pdfOnly)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/uploads/documents/0123456789abcdef01234567.pdf"]);
    expect(within(pdfOnly).getByRole("link", { name: "More Details (PDF): Youth Coordinator" })).toBeTruthy();
    expect(within(both).getByRole("link", { name: "More Details: Driver" }).getAttribute("href")).toBe(
      "https://www.example.org/careers/driver",
    );
    expect(within(both).getByRole("link", { name: "PDF: Driver" }).getAttribute("href")).toBe(
      "/uploads/documents/76543210fedcba9876543210.pdf",
    );
  });
});
