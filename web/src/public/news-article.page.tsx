import { useApolloClient, useQuery } from "@apollo/client/react";
import { AspectRatio, Box, Heading, Skeleton, SkeletonText, Stack, VisuallyHidden } from "@chakra-ui/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { inLanguage } from "@diocese/site/languages";
import { useLanguage, useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { ErrorState } from "../components/error-state";
import { PageBreadcrumb } from "../components/page-breadcrumb";
import { PageSection } from "../components/page-section";
import { Prose } from "../components/prose";
import { ResponsiveImage } from "../components/responsive-image";
import { UntranslatedNotice } from "../components/untranslated-notice";
import { usePageTitle } from "../features/site/use-page-title";
import { NewsGrid } from "../features/news/news-grid";
import { ShareLinks } from "../features/news/share-links";
import { PublishedDate } from "../features/news/published-date";
import { NotFoundContent } from "../features/site/not-found-content";
import { AppealCallout } from "../features/giving/appeal-callout";
import {
  FeaturedAppealDocument,
  NewsArticleDocument,
  OtherNewsDocument,
  type NewsArticleQuery,
} from "../gql/graphql";
import { OTHER_NEWS_VARIABLES, RELATED_NEWS_COUNT } from "./news-article.route";

export function NewsArticlePage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const language = useLanguage();
  const { slug: param = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(NewsArticleDocument, { variables: { address: param } });
  const article = data?.newsArticle;
  // Old links carry the article's title: the address moves on to its slug.
  const redirecting = Boolean(article && article.slug !== param);
  const client = useApolloClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!article || article.slug === param) return;
    // Seeding the cache under the slug saves a second request on slow connections.
    client.writeQuery({
      query: NewsArticleDocument,
      variables: { address: article.slug },
      data: { newsArticle: article },
    });
    // The address is only tidied; the page already shows the article, so nothing waits for it.
    void navigate(inLanguage(language, paths.newsArticle.getHref(article.slug)), { replace: true });
  }, [param, article, client, navigate, language]);

  usePageTitle(article?.title ?? (data ? t("site.pageNames.notFound") : t("site.pageNames.newsList")));
  const newsTrail = [
    { label: t("site.pageNames.home"), href: localePath(paths.home.getHref()) },
    { label: t("site.pageNames.newsList"), href: localePath(paths.newsList.getHref()) },
  ];

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("news.loadArticleError")} onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    );
  }
  if (data && !article) return <NotFoundContent />;
  if (!article || redirecting) {
    return (
      <PageSection>
        <ArticleSkeleton />
      </PageSection>
    );
  }

  // Asked for in Kiswahili, an article without a translation comes in English: said so above it.
  const contentLang = article.fallsBackToEnglish ? "en" : undefined;
  return (
    <PageSection>
      <Box as="article" maxW="3xl" mx="auto">
        <Stack gap="5">
          <PageBreadcrumb trail={newsTrail} current={article.title} />
          {article.fallsBackToEnglish && <UntranslatedNotice message={t("news.untranslated")} />}
          <Stack gap="2">
            <Heading
              as="h1"
              size={{ base: "2xl", md: "4xl" }}
              color="brand.fg"
              overflowWrap="anywhere"
              lang={contentLang}
            >
              {article.title}
            </Heading>
            <PublishedDate isoDate={article.publishAt ?? article.createdAt} />
          </Stack>
          <ShareLinks path={localePath(paths.newsArticle.getHref(article.slug))} title={article.title} />
          {article.image && <ArticleCover image={article.image} title={article.title} />}
          {/* The API sanitises the body when it is saved. */}
          <Prose lang={contentLang} dangerouslySetInnerHTML={{ __html: article.body }} />
        </Stack>
      </Box>
      <Appeal />
      <OtherStories currentId={article.id} />
    </PageSection>
  );
}

/** The diocese's appeal, with Give now, under every article while a project that takes gifts is featured. */
function Appeal() {
  const project = useQuery(FeaturedAppealDocument).data?.featuredProject;
  if (!project || project.status === "COMPLETED") return null;
  return (
    <Box maxW="3xl" mx="auto" mt="10">
      <AppealCallout project={project} />
    </Box>
  );
}

/** The latest other articles; the section is left out while they load or when there are none. */
function OtherStories({ currentId }: { currentId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(OtherNewsDocument, { variables: OTHER_NEWS_VARIABLES });
  const others = (data?.newsArticles.items ?? [])
    .filter((item) => item.id !== currentId)
    .slice(0, RELATED_NEWS_COUNT);
  if (others.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="other-stories" gap="5" mt="16" pt="8" borderTopWidth="1px">
      <Heading as="h2" id="other-stories" size="xl" color="brand.fg">
        {t("news.otherStories")}
      </Heading>
      <NewsGrid articles={others} firstOnScreen={false} />
    </Stack>
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="5" maxW="3xl" mx="auto" aria-busy="true">
      <VisuallyHidden role="status">{t("news.loadingArticle")}</VisuallyHidden>
      <Skeleton height="4" width="50%" />
      <Skeleton height="10" />
      <AspectRatio ratio={16 / 9}>
        <Skeleton />
      </AspectRatio>
      <SkeletonText noOfLines={6} />
    </Stack>
  );
}

type ArticleImage = NonNullable<NonNullable<NewsArticleQuery["newsArticle"]>["image"]>;

/** The article's cover picture, across its column. */
function ArticleCover({ image, title }: { image: ArticleImage; title: string }) {
  return (
    <AspectRatio ratio={16 / 9} bg="brand.subtle" borderRadius="md" overflow="hidden">
      {/* The article's column is at most 3xl (48rem) wide. */}
      <ResponsiveImage
        image={image}
        alt={title}
        sizes="(min-width: 48rem) 768px, 100vw"
        priority
        width="100%"
        height="100%"
        fit="cover"
      />
    </AspectRatio>
  );
}
