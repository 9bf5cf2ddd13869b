import { graphql } from "../../gql";

// One query for every setting a visitor sees, shared by the header, the footer, the banner and
// the page titles: Apollo answers all of them from one request and one cache entry.
export const siteSettingsQuery = graphql(`
  query SiteSettings {
    siteSettings {
      shortName
      fullName
      postalLine
      phone
      email
      webmailUrl
      paybillNumber
      accountNumber
      bannerText
      designerName
      designerUrl
      strategicPlanUrl
      facebookUrl
      twitterUrl
      youtubeUrl
      linkedinUrl
    }
  }
`);

export const siteNavigationQuery = graphql(`
  query SiteNavigation {
    archdeaconries {
      id
      name
    }
    departments {
      id
      slug
      name
    }
  }
`);

export const subscribeToNewsletterMutation = graphql(`
  mutation SubscribeToNewsletter($email: String!) {
    subscribeToNewsletter(email: $email)
  }
`);
