import { graphql } from "../../gql";

export const adminNewsFields = graphql(`
  fragment AdminNewsFields on NewsArticle {
    id
    title
    slug
    preview
    body
    imageUrl
    image {
      ...ResponsiveImageFields
    }
    createdAt
    updatedAt
  }
`);

export const adminNewsListQuery = graphql(`
  query AdminNewsList($page: Int!) {
    newsArticles(page: $page, pageSize: 20) {
      items {
        ...AdminNewsFields
      }
      page
      pageCount
      total
    }
  }
`);

export const adminNewsArticleQuery = graphql(`
  query AdminNewsArticle($slug: String!) {
    newsArticle(slug: $slug) {
      ...AdminNewsFields
    }
  }
`);

export const createNewsArticleMutation = graphql(`
  mutation CreateNewsArticle($input: NewsArticleInput!, $image: Upload) {
    createNewsArticle(input: $input, image: $image) {
      ...AdminNewsFields
    }
  }
`);

export const updateNewsArticleMutation = graphql(`
  mutation UpdateNewsArticle($id: ID!, $input: NewsArticleInput!, $image: Upload) {
    updateNewsArticle(id: $id, input: $input, image: $image) {
      ...AdminNewsFields
    }
  }
`);

export const deleteNewsArticleMutation = graphql(`
  mutation DeleteNewsArticle($id: ID!) {
    deleteNewsArticle(id: $id)
  }
`);
