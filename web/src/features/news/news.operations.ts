import { graphql } from "../../gql";

export const newsCardFields = graphql(`
  fragment NewsCardFields on NewsArticle {
    id
    title
    slug
    preview
    image {
      ...ResponsiveImageFields
    }
    createdAt
  }
`);

export const homeLatestNewsQuery = graphql(`
  query HomeLatestNews($pageSize: Int!) {
    newsArticles(page: 1, pageSize: $pageSize) {
      items {
        ...NewsCardFields
      }
    }
  }
`);

export const newsListQuery = graphql(`
  query NewsList($page: Int!, $pageSize: Int!) {
    newsArticles(page: $page, pageSize: $pageSize) {
      items {
        ...NewsCardFields
      }
      total
      page
      pageCount
    }
  }
`);

export const newsArticleQuery = graphql(`
  query NewsArticle($slug: String, $title: String) {
    newsArticle(slug: $slug, title: $title) {
      id
      title
      slug
      body
      image {
        ...ResponsiveImageFields
      }
      createdAt
    }
  }
`);

// One more than shown, so that the list stays full when the article being read is among them.
export const otherNewsQuery = graphql(`
  query OtherNews($pageSize: Int!) {
    newsArticles(page: 1, pageSize: $pageSize) {
      items {
        ...NewsCardFields
      }
    }
  }
`);
