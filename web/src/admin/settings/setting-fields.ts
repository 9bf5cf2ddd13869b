import type { TFunction } from "i18next";
import { messages } from "../../lib/language";
import type { AdminSiteSettingsFieldsFragment, SiteSettingsInput } from "../gql/graphql";
import type { FieldSpec } from "../record-field";
import type { TranslatableSpec } from "../translation/kiswahili-fields";

type SettingName = Exclude<keyof SiteSettingsInput, "kiswahili" | "serviceDurations">;
export type SettingValues = Record<SettingName, string>;

export type SettingGroup = { title: string; fields: FieldSpec<SettingName>[] };

/** The settings' fields in their groups, labelled in the language of `t`. */
export const settingGroups = (t: TFunction): SettingGroup[] => [
  {
    title: t("dashboardSettings.groups.diocese"),
    fields: [
      {
        name: "shortName",
        label: t("dashboardSettings.fields.shortName"),
        required: true,
        helperText: t("dashboardSettings.fields.shortNameHelp"),
      },
      { name: "fullName", label: t("dashboardSettings.fields.fullName"), required: true },
    ],
  },
  {
    title: t("dashboardSettings.groups.contacts"),
    fields: [
      {
        name: "phone",
        label: t("dashboardSettings.fields.phone"),
        type: "tel",
        helperText: t("dashboardSettings.fields.phoneHelp"),
      },
      { name: "email", label: t("dashboardSettings.fields.email"), type: "email" },
      {
        name: "postalLine",
        label: t("dashboardSettings.fields.postalLine"),
        helperText: t("dashboardSettings.fields.postalLineHelp"),
      },
      { name: "webmailUrl", label: t("dashboardSettings.fields.webmailUrl"), type: "url" },
    ],
  },
  {
    title: t("dashboardSettings.groups.contributions"),
    fields: [
      {
        name: "paybillNumber",
        label: t("dashboardSettings.fields.paybillNumber"),
        helperText: t("dashboardSettings.fields.paybillNumberHelp"),
      },
      { name: "accountNumber", label: t("dashboardSettings.fields.accountNumber") },
      {
        name: "bannerText",
        label: t("dashboardSettings.fields.bannerText"),
        rows: 3,
        helperText: t("dashboardSettings.fields.bannerTextHelp"),
      },
    ],
  },
  {
    title: t("dashboardSettings.groups.social"),
    fields: [
      { name: "facebookUrl", label: "Facebook", type: "url" },
      { name: "twitterUrl", label: "X (Twitter)", type: "url" },
      { name: "youtubeUrl", label: "YouTube", type: "url" },
      { name: "linkedinUrl", label: "LinkedIn", type: "url" },
    ],
  },
  {
    title: t("dashboardSettings.groups.designer"),
    fields: [
      { name: "designerName", label: t("dashboardSettings.fields.designerName") },
      { name: "designerUrl", label: t("dashboardSettings.fields.designerUrl"), type: "url" },
    ],
  },
];

export const NAMES = settingGroups(messages.en.t).flatMap((group) => group.fields.map((field) => field.name));

/** The settings with a Kiswahili version, as the API's `kiswahili` names them. */
export const settingsTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "fullName", label: t("dashboardSettings.fields.fullName") },
  { name: "bannerText", label: t("dashboardSettings.fields.bannerText"), rows: 3 },
];

export const settingValues = (settings: AdminSiteSettingsFieldsFragment) =>
  Object.fromEntries(NAMES.map((name) => [name, settings[name] ?? ""])) as SettingValues;

/** The checks the API makes too, made first so that a slip is shown before anything is sent. */
export function validateSettings(
  values: SettingValues,
  t: TFunction = messages.en.t,
): Partial<SettingValues> {
  const errors: Partial<SettingValues> = {};
  if (!values.shortName.trim()) errors.shortName = t("dashboardSettings.errors.shortName");
  if (!values.fullName.trim()) errors.fullName = t("dashboardSettings.errors.fullName");
  if (values.paybillNumber.trim() && !/^\d{5,7}$/.test(values.paybillNumber.trim()))
    errors.paybillNumber = t("dashboardSettings.errors.paybillNumber");
  if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = t("dashboardSettings.errors.email");
  for (const name of [
    "webmailUrl",
    "facebookUrl",
    "twitterUrl",
    "youtubeUrl",
    "linkedinUrl",
    "designerUrl",
  ] as const) {
    if (values[name].trim() && !/^https?:\/\/\S+$/i.test(values[name].trim()))
      errors[name] = t("dashboardSettings.errors.url");
  }
  return errors;
}
