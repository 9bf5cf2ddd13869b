import type {
  NewsArticleQuery,
  NewsCardFieldsFragment,
  NewsListQuery,
  ResponsiveImageFieldsFragment,
  ShareImageFieldsFragment,
} from "../../gql/graphql";

type NewsArticle = NonNullable<NewsArticleQuery["newsArticle"]>;

export function buildImage(
  overrides: Partial<ResponsiveImageFieldsFragment> = {},
): ResponsiveImageFieldsFragment {
  const base = "/uploads/images/9f86d081884c7d65a1b2c3d4";
  return {
    __typename: "Image",
    url: `${base}_1600x900.jpg`,
    width: 1600,
    height: 900,
    srcSet: `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1024.webp 1024w, ${base}-1600.webp 1600w`,
    jpegSrcSet: `${base}-320.jpg 320w, ${base}-640.jpg 640w, ${base}-1024.jpg 1024w, ${base}_1600x900.jpg 1600w`,
    focalPoint: { __typename: "FocalPoint", x: 0.5, y: 0.5 },
    ...overrides,
  };
}

/** A page's picture with its share preview, as a page's query asks for it. */
export function buildPageImage(): ResponsiveImageFieldsFragment & ShareImageFieldsFragment {
  return {
    ...buildImage(),
    share: {
      __typename: "ShareImage",
      url: "/uploads/images/9f86d081884c7d65a1b2c3d4-share.jpg",
      width: 1200,
      height: 675,
    },
  };
}

export function buildNewsCard(overrides: Partial<NewsCardFieldsFragment> = {}): NewsCardFieldsFragment {
  return {
    __typename: "NewsArticle",
    id: "1",
    title: "Bishop visits Vihiga parishes",
    slug: "bishop-visits-vihiga-parishes",
    preview: "The bishop spent a week with the parishes of Vihiga archdeaconry.",
    image: buildImage(),
    publishAt: "2025-03-12T08:00:00.000Z",
    createdAt: "2025-03-11T15:30:00.000Z",
    ...overrides,
  };
}

export function buildNewsArticle(overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    __typename: "NewsArticle",
    id: "1",
    title: "Bishop visits Vihiga parishes",
    slug: "bishop-visits-vihiga-parishes",
    preview: "The bishop spent a week with the parishes of Vihiga archdeaconry.",
    body: "<p>The bishop spent a week with the parishes of <strong>Vihiga</strong> archdeaconry.</p>",
    image: buildPageImage(),
    publishAt: "2025-03-12T08:00:00.000Z",
    createdAt: "2025-03-11T15:30:00.000Z",
    fallsBackToEnglish: false,
    ...overrides,
  };
}

/** One page of the news list with one story, of a list of two pages. */
export function buildNewsListPage(page: number, title: string): NewsListQuery {
  return {
    newsArticles: {
      __typename: "NewsArticlePage",
      items: [buildNewsCard({ id: String(page), title, slug: `story-${page}` })],
      total: 13,
      page,
      pageCount: 2,
    },
  };
}
