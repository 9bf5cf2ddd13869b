import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProjectCardFieldsFragment } from "../../gql/graphql";
import { renderUi } from "../../test/render-ui";
import { buildAppealProgress } from "../giving/giving.fixtures";
import { buildImage } from "../news/news.fixtures";
import { ProjectCard } from "./project-card";

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
    progress: buildAppealProgress({ raisedKes: 150_000_000, gifts: 1_204, percent: 25 }),
    image: buildImage(),
    ...overrides,
  };
}

describe("a project's card", () => {
  it("shows an appeal's amount raised of its target, a progress bar at their ratio, and the gifts", () => {
    renderUi(<ProjectCard project={buildProject()} />);

    const card = screen.getByRole("article", { name: "Diocesan Conference Centre" });
    expect(card.textContent).toContain("Raised KES 150,000,000 of KES 600,000,000");
    expect(card.textContent).toContain("25% · 1,204 gifts");
    const bar = within(card).getByRole("progressbar", { name: "Raised of the target" });
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(bar.querySelector<HTMLElement>("[data-progress-range]")?.style.width).toBe("25%");
    expect(document.getElementById("diocesan-conference-centre")).toBe(card);
  });

  it("offers Give now, to the project's give page, while the project is ongoing", () => {
    renderUi(<ProjectCard project={buildProject()} />);

    const give = screen.getByRole("link", { name: "Give now to the Diocesan Conference Centre" });
    expect(give.textContent).toBe("Give now");
    expect(give.getAttribute("href")).toBe("/give/diocesan-conference-centre");
  });

  it("offers no Give now for a planned or completed project", () => {
    for (const status of ["PLANNED", "COMPLETED"] as const) {
      const { unmount } = renderUi(<ProjectCard project={buildProject({ status })} />);
      expect(screen.queryByRole("link", { name: /Give now/ }), status).toBeNull();
      expect(screen.getByRole("progressbar")).toBeTruthy();
      unmount();
    }
  });

  it("shows no progress bar for a project that raises no money", () => {
    renderUi(
      <ProjectCard
        project={buildProject({
          targetAmountKes: 0,
          progress: buildAppealProgress({ targetKes: 0, raisedKes: 0, gifts: 0, percent: 0 }),
          featured: false,
          status: "COMPLETED",
        })}
      />,
    );

    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
