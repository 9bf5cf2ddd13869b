import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render-ui";
import { buildAppealProgress } from "../giving/giving.fixtures";
import { buildSiteSettings } from "../site/site.fixtures";
import { AppealBanner, appealText } from "./appeal-banner";
import { buildFeaturedAppeal } from "./home.fixtures";

const project = buildFeaturedAppeal().featuredProject!;

describe("the appeal banner", () => {
  it("says the settings' banner text, the project's cost in KES and where to send money", () => {
    const settings = buildSiteSettings({
      bannerText: "Arise and build!",
      paybillNumber: "123456",
      accountNumber: "CENTRE",
    });
    expect(appealText({ project, settings })).toBe(
      "Arise and build! Estimated cost of the Diocesan Conference Centre: KES 600,000,000. " +
        "M-Pesa Paybill: 123456. Account: CENTRE.",
    );
  });

  it("leaves out what the settings do not give", () => {
    const settings = buildSiteSettings({ bannerText: null, paybillNumber: null, accountNumber: "" });
    expect(appealText({ project, settings })).toBe(
      "Estimated cost of the Diocesan Conference Centre: KES 600,000,000.",
    );
  });

  it("reads the text once to assistive technology and offers Give now, to the project's give page", () => {
    renderUi(
      <AppealBanner project={project} settings={buildSiteSettings({ bannerText: "Arise and build!" })} />,
    );

    const banner = screen.getByRole("region", { name: "Appeal" });
    expect(within(banner).getAllByText(/Arise and build!/)).toHaveLength(2);
    expect(
      within(banner)
        .getAllByText(/Arise and build!/)[1]!
        .getAttribute("aria-hidden"),
    ).toBe("true");
    expect(within(banner).getByRole("link", { name: "Give now" }).getAttribute("href")).toBe(
      "/give/diocesan-conference-centre",
    );
  });

  it("shows the appeal's progress: raised of target, a bar at their ratio and the number of gifts", () => {
    renderUi(
      <AppealBanner
        project={{
          ...project,
          progress: buildAppealProgress({ raisedKes: 150_001_500, gifts: 5, percent: 25 }),
        }}
        settings={buildSiteSettings()}
      />,
    );

    const banner = screen.getByRole("region", { name: "Appeal" });
    expect(banner.textContent).toContain("Raised KES 150,001,500 of KES 600,000,000");
    expect(banner.textContent).toContain("25% · 5 gifts");
    const bar = within(banner).getByRole("progressbar", { name: "Raised of the target" });
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    expect(bar.getAttribute("aria-valuetext")).toBe("25% of the target");
    // The behaviour that moves it as gifts arrive knows which appeal it is.
    expect(bar.closest("[data-behaviour=appeal-progress]")?.getAttribute("data-project-id")).toBe("1");
  });

  it("offers no Give now once the project is completed", () => {
    renderUi(<AppealBanner project={{ ...project, status: "COMPLETED" }} settings={buildSiteSettings()} />);

    expect(screen.queryByRole("link", { name: "Give now" })).toBeNull();
  });
});
