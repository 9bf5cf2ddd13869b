import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SERVICE_KINDS } from "@diocese/site/worship";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { missingMessages } from "../../lib/language";
import { renderRoute } from "../../test/render-route";
import {
  AdminSiteSettingsDocument,
  UpdateSiteSettingsDocument,
  type AdminSiteSettingsFieldsFragment,
  type AdminSiteSettingsQuery,
  type SiteSettingsInput,
  type UpdateSiteSettingsMutation,
} from "../gql/graphql";

const settings: AdminSiteSettingsFieldsFragment = {
  __typename: "SiteSettings",
  shortName: "ACK Diocese",
  fullName: "ACK Diocese of Kakamega",
  phone: "0712 345 678",
  email: "info@diocese.example",
  postalLine: null,
  webmailUrl: null,
  paybillNumber: "123456",
  accountNumber: "Offering",
  bannerText: "Give to the cathedral roof",
  facebookUrl: null,
  twitterUrl: null,
  youtubeUrl: null,
  linkedinUrl: null,
  designerName: null,
  designerUrl: null,
  strategicPlanUrl: null,
  serviceDurations: SERVICE_KINDS.map((kind) => ({
    __typename: "ServiceDuration" as const,
    kind,
    minutes: kind === "HOLY_COMMUNION" ? 120 : null,
  })),
  kiswahili: [{ __typename: "TextTranslation", field: "fullName", text: "Dayosisi ya ACK Kakamega" }],
  needsTranslation: true,
  updatedAt: "2026-06-01T07:00:00.000Z",
};

const settingsMock: MockLink.MockedResponse<AdminSiteSettingsQuery> = {
  request: { query: AdminSiteSettingsDocument },
  result: { data: { siteSettings: settings } },
  maxUsageCount: Infinity,
};

afterEach(() => missingMessages.clear());

describe("the Settings page", () => {
  it("shows the settings with their Kiswahili fields and sends the Kiswahili set with a save", async () => {
    const update = vi.fn(() => ({
      data: { updateSiteSettings: { ...settings, updatedAt: "2026-06-02T07:00:00.000Z" } },
    }));
    const mocks: MockLink.MockedResponse[] = [
      meMock(buildStaff()),
      settingsMock,
      {
        request: {
          query: UpdateSiteSettingsDocument,
          variables: {
            input: {
              ...Object.fromEntries(
                Object.entries(settings).filter(
                  ([name]) =>
                    ![
                      "__typename",
                      "strategicPlanUrl",
                      "serviceDurations",
                      "kiswahili",
                      "needsTranslation",
                      "updatedAt",
                    ].includes(name),
                ),
              ),
              serviceDurations: [{ kind: "HOLY_COMMUNION", minutes: 120 }],
              kiswahili: [
                { field: "fullName", text: "Dayosisi ya ACK Kakamega" },
                { field: "bannerText", text: "Changia paa la kanisa kuu" },
              ],
            },
            strategicPlan: null,
          },
        },
        result: update,
      } as MockLink.MockedResponse<UpdateSiteSettingsMutation>,
    ];
    renderRoute({ routes, url: "/admin/settings", mocks });

    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeTruthy();
    expect(screen.getByText("Needs translation")).toBeTruthy();
    const fullName = await screen.findByLabelText<HTMLInputElement>(/^Full name \(Kiswahili\)/);
    expect(fullName.value).toBe("Dayosisi ya ACK Kakamega");
    await userEvent.type(screen.getByLabelText(/^Banner text \(Kiswahili\)/), "Changia paa la kanisa kuu");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));

    // The mock answers only the whole set of Kiswahili texts, with the English kept as it was.
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("Site settings saved")).toBeTruthy();
  });

  it("sets how long each kind of service lasts, sending the whole set, a blank kind left without an end", async () => {
    const sent = vi.fn((_input: SiteSettingsInput) => true);
    const update = vi.fn(() => ({
      data: { updateSiteSettings: { ...settings, updatedAt: "2026-06-02T07:00:00.000Z" } },
    }));
    const mocks: MockLink.MockedResponse[] = [
      meMock(buildStaff()),
      settingsMock,
      {
        request: {
          query: UpdateSiteSettingsDocument,
          variables: (variables: { input: SiteSettingsInput }) => sent(variables.input),
        },
        result: update,
      } as MockLink.MockedResponse<UpdateSiteSettingsMutation>,
    ];
    renderRoute({ routes, url: "/admin/settings", mocks });

    const section = await screen.findByRole("region", { name: "How long services last" });
    const communion = within(section).getByLabelText<HTMLInputElement>("Holy Communion (minutes)");
    expect(communion.value).toBe("120");
    await userEvent.clear(communion);
    await userEvent.type(within(section).getByLabelText("Bible Study (minutes)"), "60");
    await userEvent.type(within(section).getByLabelText("Family Service (minutes)"), "150");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));

    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(sent.mock.lastCall?.[0].serviceDurations).toEqual([
      { kind: "FAMILY_SERVICE", minutes: 150 },
      { kind: "BIBLE_STUDY", minutes: 60 },
    ]);
  });

  it("says what is wrong with a length before sending", async () => {
    renderRoute({ routes, url: "/admin/settings", mocks: [meMock(buildStaff()), settingsMock] });
    const section = await screen.findByRole("region", { name: "How long services last" });
    await userEvent.type(within(section).getByLabelText("Prayer Meeting (minutes)"), "5");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(
      await within(section).findByText("Enter whole minutes from 10 to 480, or leave it blank."),
    ).toBeTruthy();
  });

  it("says what is wrong before sending", async () => {
    renderRoute({ routes, url: "/admin/settings", mocks: [meMock(buildStaff()), settingsMock] });
    const paybill = await screen.findByLabelText("Paybill number");
    await userEvent.clear(paybill);
    await userEvent.type(paybill, "12");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("A paybill number has 5 to 7 digits.")).toBeTruthy();
  });

  it("speaks Kiswahili to a member whose language is Kiswahili", async () => {
    renderRoute({
      routes,
      url: "/admin/settings",
      mocks: [meMock(buildStaff({ language: "SW" })), settingsMock],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Mipangilio" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Mawasiliano" })).toBeTruthy();
    expect(screen.getByLabelText(/^Jina kamili \(Kiswahili\)/)).toBeTruthy();
    expect(screen.getByText("Bado hakuna mpango mkakati uliopakiwa.")).toBeTruthy();
    const durations = screen.getByRole("region", { name: "Muda wa ibada" });
    expect(within(durations).getByLabelText("Meza ya Bwana (dakika)")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hifadhi mipangilio" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboardSettings\.\w+/);
    expect([...missingMessages]).toEqual([]);
  });
});
