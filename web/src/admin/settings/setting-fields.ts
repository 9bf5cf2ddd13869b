import type { AdminSiteSettingsFieldsFragment, SiteSettingsInput } from "../gql/graphql";
import type { FieldSpec } from "../record-field";

type SettingName = keyof SiteSettingsInput;
export type SettingValues = Record<SettingName, string>;

export const GROUPS: {
  title: string;
  fields: FieldSpec<SettingName>[];
}[] = [
  {
    title: "The diocese",
    fields: [
      {
        name: "shortName",
        label: "Short name",
        required: true,
        helperText: "Used in page titles, such as 'ACK Diocese | Home'",
      },
      { name: "fullName", label: "Full name", required: true },
    ],
  },
  {
    title: "Contacts",
    fields: [
      { name: "phone", label: "Phone", type: "tel", helperText: "Such as 0712 345 678" },
      { name: "email", label: "E-mail", type: "email" },
      {
        name: "postalLine",
        label: "Postal address line",
        helperText: "Such as P.O. Box 1234-50100, Kakamega",
      },
      { name: "webmailUrl", label: "Staff webmail address", type: "url" },
    ],
  },
  {
    title: "Contributions",
    fields: [
      { name: "paybillNumber", label: "Paybill number", helperText: "5 to 7 digits" },
      { name: "accountNumber", label: "Account number" },
      {
        name: "bannerText",
        label: "Banner text",
        rows: 3,
        helperText: "The appeal that scrolls across the home page",
      },
    ],
  },
  {
    title: "Social links",
    fields: [
      { name: "facebookUrl", label: "Facebook", type: "url" },
      { name: "twitterUrl", label: "X (Twitter)", type: "url" },
      { name: "youtubeUrl", label: "YouTube", type: "url" },
      { name: "linkedinUrl", label: "LinkedIn", type: "url" },
    ],
  },
  {
    title: "Designer credit",
    fields: [
      { name: "designerName", label: "Designer's name" },
      { name: "designerUrl", label: "Designer's website", type: "url" },
    ],
  },
];

export const NAMES = GROUPS.flatMap((group) => group.fields.map((field) => field.name));

export const settingValues = (settings: AdminSiteSettingsFieldsFragment) =>
  Object.fromEntries(NAMES.map((name) => [name, settings[name] ?? ""])) as SettingValues;

/** The checks the API makes too, made first so that a slip is shown before anything is sent. */
export function validateSettings(values: SettingValues): Partial<SettingValues> {
  const errors: Partial<SettingValues> = {};
  if (!values.shortName.trim()) errors.shortName = "Enter the short name.";
  if (!values.fullName.trim()) errors.fullName = "Enter the full name.";
  if (values.paybillNumber.trim() && !/^\d{5,7}$/.test(values.paybillNumber.trim()))
    errors.paybillNumber = "A paybill number has 5 to 7 digits.";
  if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = "Enter an e-mail address such as info@example.org.";
  for (const name of [
    "webmailUrl",
    "facebookUrl",
    "twitterUrl",
    "youtubeUrl",
    "linkedinUrl",
    "designerUrl",
  ] as const) {
    if (values[name].trim() && !/^https?:\/\/\S+$/i.test(values[name].trim()))
      errors[name] = "Enter a web address starting with http:// or https://.";
  }
  return errors;
}
