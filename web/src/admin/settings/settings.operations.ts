import { graphql } from "../../gql";

export const adminSiteSettingsFields = graphql(`
  fragment AdminSiteSettingsFields on SiteSettings {
    shortName
    fullName
    phone
    email
    postalLine
    webmailUrl
    paybillNumber
    accountNumber
    bannerText
    facebookUrl
    twitterUrl
    youtubeUrl
    linkedinUrl
    designerName
    designerUrl
    strategicPlanUrl
    updatedAt
  }
`);

export const adminSiteSettingsQuery = graphql(`
  query AdminSiteSettings {
    siteSettings {
      ...AdminSiteSettingsFields
    }
  }
`);

export const updateSiteSettingsMutation = graphql(`
  mutation UpdateSiteSettings($input: SiteSettingsInput!, $strategicPlan: Upload) {
    updateSiteSettings(input: $input, strategicPlan: $strategicPlan) {
      ...AdminSiteSettingsFields
    }
  }
`);
