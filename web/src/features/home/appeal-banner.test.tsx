import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render-ui";
import { buildSiteSettings } from "../site/site.fixtures";
import { AppealBanner, appealText } from "./appeal-banner";
import { buildHomePage } from "./home.fixtures";

const project = buildHomePage().featuredProject!;

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

  it("reads the text once to assistive technology and links to the appeal's project", () => {
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
      "/projects#diocesan-conference-centre",
    );
  });
});
