import type { NewsArticleQuery, NewsCardFieldsFragment } from "../../gql/graphql";

type NewsArticle = NonNullable<NewsArticleQuery["newsArticle"]>;

export function buildNewsCard(overrides: Partial<NewsCardFieldsFragment> = {}): NewsCardFieldsFragment {
  return {
    __typename: "NewsArticle",
    id: "1",
    title: "Bishop visits Vihiga parishes",
    slug: "bishop-visits-vihiga-parishes",
    preview: "The bishop spent a week with the parishes of Vihiga archdeaconry.",
    imageUrl: "/uploads/news/bishop.jpg",
    createdAt: "2025-03-12T08:00:00.000Z",
    ...overrides,
  };
}

export function buildNewsArticle(overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    __typename: "NewsArticle",
    id: "1",
    title: "Bishop visits Vihiga parishes",
    slug: "bishop-visits-vihiga-parishes",
    body: "<p>The bishop spent a week with the parishes of <strong>Vihiga</strong> archdeaconry.</p>",
    imageUrl: "/uploads/news/bishop.jpg",
    createdAt: "2025-03-12T08:00:00.000Z",
    ...overrides,
  };
}
