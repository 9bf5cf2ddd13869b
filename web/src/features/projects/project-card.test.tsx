import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProjectCardFieldsFragment } from "../../gql/graphql";
import { renderUi } from "../../test/render-ui";
import { buildImage } from "../news/news.fixtures";
import { ProjectCard, raisedPercent } from "./project-card";

function buildProject(overrides: Partial<ProjectCardFieldsFragment> = {}): ProjectCardFieldsFragment {
  return {
    __typename: "Project",
    id: "1",
    slug: "diocesan-conference-centre",
    title: "Diocesan Conference Centre",
    summary: "A conference centre in Kakamega.",
    body: "<p>The diocese is building a conference centre.</p>",
    status: "ONGOING",
    featured: true,
    targetAmountKes: 600_000_000,
    amountRaisedKes: 150_000_000,
    image: buildImage(),
    ...overrides,
  };
}

describe("a project's card", () => {
  it("shows an appeal's target, the amount raised and a progress bar at their ratio", () => {
    renderUi(<ProjectCard project={buildProject()} />);

    expect(screen.getByText("Raised KES 150,000,000 of KES 600,000,000")).toBeTruthy();
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(screen.getByText("25%")).toBeTruthy();
    expect(document.getElementById("diocesan-conference-centre")).toBeTruthy();
  });

  it("shows no progress bar for a project that raises no money", () => {
    renderUi(
      <ProjectCard project={buildProject({ targetAmountKes: 0, amountRaisedKes: 0, featured: false })} />,
    );

    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("keeps the percentage between 0 and 100", () => {
    expect(raisedPercent(0, 600_000_000)).toBe(0);
    expect(raisedPercent(700, 600)).toBe(100);
    expect(raisedPercent(1, 3)).toBe(33);
    expect(raisedPercent(5, 0)).toBe(0);
  });
});
