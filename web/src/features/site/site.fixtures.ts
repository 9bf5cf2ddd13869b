import type { MockLink } from "@apollo/client/testing";
import type { GivingFieldsFragment, SiteSettingsQuery } from "../../gql/graphql";
import { SiteSettingsDocument, SiteNavigationDocument } from "../../gql/graphql";

type Settings = SiteSettingsQuery["siteSettings"];

export function buildSiteSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    __typename: "SiteSettings",
    shortName: "ACK Diocese",
    fullName: "Anglican Church of Kenya Diocese, Kakamega",
    postalLine: "P.O. Box 0000-50100, Kakamega",
    phone: "+254 700 000 000",
    email: "info@example.org",
    webmailUrl: "https://mail.example.org",
    paybillNumber: "000000",
    accountNumber: "CONFERENCE",
    bannerText: "Arise and build: give towards the Diocesan Conference Centre.",
    designerName: "The diocese's web team",
    designerUrl: "https://web.example.org",
    strategicPlanUrl: "/uploads/documents/strategic-plan.pdf",
    facebookUrl: "https://facebook.com/diocese",
    twitterUrl: null,
    youtubeUrl: "https://youtube.com/@diocese",
    linkedinUrl: "",
    ...overrides,
  };
}

/** Giving by M-Pesa as a live site has it: prompts on, real money. */
export function buildGiving(overrides: Partial<GivingFieldsFragment> = {}): GivingFieldsFragment {
  return {
    __typename: "GivingSettings",
    promptsEnabled: true,
    simulated: false,
    minAmountKes: 10,
    maxAmountKes: 250_000,
    ...overrides,
  };
}

/** The frame's answer to the SiteSettings query: the settings, and how the site takes gifts. */
export function buildSiteFrame(
  settings: Settings = buildSiteSettings(),
  giving: GivingFieldsFragment = buildGiving(),
): SiteSettingsQuery {
  return { siteSettings: settings, giving };
}

/** The settings every page asks for, answered as often as asked. */
export function siteSettingsMock(
  settings: Settings = buildSiteSettings(),
  giving: GivingFieldsFragment = buildGiving(),
): MockLink.MockedResponse {
  return {
    request: { query: SiteSettingsDocument },
    result: { data: buildSiteFrame(settings, giving) },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The menu's archdeaconries and departments, as the SiteNavigation query answers them. */
export function buildSiteNavigation() {
  return {
    archdeaconries: [
      { __typename: "Archdeaconry", id: "1", name: "Kakamega Central" },
      { __typename: "Archdeaconry", id: "2", name: "Vihiga" },
    ],
    departments: [
      { __typename: "Department", id: "1", slug: "mothers-union", name: "Mothers Union" },
      { __typename: "Department", id: "2", slug: "education", name: "Education" },
    ],
  };
}

export function siteNavigationMock(): MockLink.MockedResponse {
  return {
    request: { query: SiteNavigationDocument },
    result: { data: buildSiteNavigation() },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
