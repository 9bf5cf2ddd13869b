import { FeaturedAppealDocument, NewsArticleDocument, OtherNewsDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, found, NO_PAGE, undecided, shareImage, type PublicPage } from "./public-route";

export const RELATED_NEWS_COUNT = 3;
// One more than shown, so that the list stays full when the article being read is among them.
export const OTHER_NEWS_VARIABLES = { pageSize: RELATED_NEWS_COUNT + 1 };

export const newsArticleRoute: PublicPage = {
  path: sitePaths.newsArticle.path,
  queries: ({ slug = "" }) => [
    query(NewsArticleDocument, { address: slug }),
    query(OtherNewsDocument, OTHER_NEWS_VARIABLES),
    query(FeaturedAppealDocument),
  ],
  verdict: ({ params: { slug = "" }, answered }) => {
    const answer = answered(NewsArticleDocument) ?? undecided(sitePaths.newsArticle.getHref(slug));
    const article = answer.newsArticle;
    if (!article) return NO_PAGE;
    // Old links carry the article's title: they move on to its one address.
    if (article.slug !== slug) return { status: 301, location: sitePaths.newsArticle.getHref(article.slug) };
    return found({
      name: article.title,
      description: article.preview,
      image: shareImage(article.image, article.title),
      type: "article",
    });
  },
};
