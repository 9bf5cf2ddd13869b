import { graphql } from "../../gql";

export const informationPageQuery = graphql(`
  query InformationPage($slug: String!) {
    informationPage(slug: $slug) {
      id
      title
      body
    }
  }
`);

export const aboutUsPageQuery = graphql(`
  query AboutUsPage {
    informationPage(slug: "about-us") {
      id
      title
      body
    }
    administrativeSecretary {
      name
      title
      image {
        ...ResponsiveImageFields
      }
    }
  }
`);

export const dioceseHistoryPageQuery = graphql(`
  query DioceseHistoryPage {
    informationPage(slug: "diocese-history") {
      id
      title
      body
    }
    historyBishops {
      id
      name
      ordinal
      yearsServed
      note
      image {
        ...ResponsiveImageFields
      }
    }
  }
`);
