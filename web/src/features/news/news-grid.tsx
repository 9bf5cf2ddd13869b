import { SimpleGrid, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { NewsCardFieldsFragment } from "../../gql/graphql";
import { NewsCard, NewsCardSkeleton } from "./news-card";

const columns = { base: 1, md: 2, lg: 3 };

type NewsGridProps = {
  articles: NewsCardFieldsFragment[];
  /** False where the grid sits below the fold (the home page, under an article): nothing to hurry. */
  firstOnScreen?: boolean;
  /** The level of the cards' headings (NewsCard's headingLevel). */
  headingLevel?: "h2" | "h3";
};

export function NewsGrid({ articles, firstOnScreen = true, headingLevel }: NewsGridProps) {
  return (
    <SimpleGrid columns={columns} gap="6">
      {articles.map((article, index) => (
        <NewsCard
          key={article.id}
          article={article}
          priority={firstOnScreen && index === 0}
          headingLevel={headingLevel}
        />
      ))}
    </SimpleGrid>
  );
}

export function NewsGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={columns} gap="6" aria-busy="true">
      <VisuallyHidden role="status">{t("news.loadingList")}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <NewsCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}
