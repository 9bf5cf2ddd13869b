import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render-ui";
import { SiteFooter } from "./site-footer";
import { buildSiteSettings, siteSettingsMock } from "./site.fixtures";

function footerLinks() {
  return within(screen.getByRole("contentinfo"))
    .getAllByRole("link")
    .map((link) => [link.textContent || link.getAttribute("aria-label"), link.getAttribute("href")]);
}

describe("the footer", () => {
  it("gives the contact details, real links only, and the current year with the designer's credit", async () => {
    renderUi(<SiteFooter />, [siteSettingsMock()]);

    expect(await screen.findByText("Anglican Church of Kenya Diocese, Kakamega")).toBeTruthy();
    expect(footerLinks()).toEqual([
      ["+254 700 000 000", "tel:+254700000000"],
      ["info@example.org", "mailto:info@example.org"],
      ["About Us", "/about-us"],
      ["Strategic Plan", "/uploads/documents/strategic-plan.pdf"],
      ["Projects", "/projects"],
      ["Gallery", "/gallery"],
      ["More News", "/blogs-and-news"],
      ["Programs and Events", "/events"],
      ["Core Values", "/#core-values"],
      ["Career Opportunities", "/career-oppotunities"],
      ["Sermons", "/sermons"],
      ["The diocese's web team", "https://web.example.org"],
      // Only the networks the settings name: X (null) and LinkedIn (blank) are left out.
      ["Facebook", "https://facebook.com/diocese"],
      ["YouTube", "https://youtube.com/@diocese"],
    ]);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Anglican Church`))).toBeTruthy();
  });

  it("hides every link whose setting is empty", async () => {
    renderUi(<SiteFooter />, [
      siteSettingsMock(
        buildSiteSettings({
          phone: null,
          email: "",
          strategicPlanUrl: null,
          designerUrl: null,
          facebookUrl: null,
          youtubeUrl: "",
        }),
      ),
    ]);

    expect(await screen.findByText("Anglican Church of Kenya Diocese, Kakamega")).toBeTruthy();
    const hrefs = footerLinks().map(([, href]) => href);
    expect(hrefs).not.toContain(null);
    expect(hrefs.some((href) => href?.startsWith("tel:") || href?.startsWith("mailto:"))).toBe(false);
    expect(screen.queryByRole("link", { name: "Strategic Plan" })).toBeNull();
    expect(screen.queryByRole("list", { name: "The diocese on social media" })).toBeNull();
    expect(screen.getByText(/Designed by The diocese's web team/)).toBeTruthy();
  });
});
