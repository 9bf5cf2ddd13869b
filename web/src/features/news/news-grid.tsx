import { SimpleGrid, VisuallyHidden } from "@chakra-ui/react";
import type { NewsCardFieldsFragment } from "../../gql/graphql";
import { NewsCard, NewsCardSkeleton } from "./news-card";

const columns = { base: 1, md: 2, lg: 3 };

export function NewsGrid({ articles }: { articles: NewsCardFieldsFragment[] }) {
  return (
    <SimpleGrid columns={columns} gap="6">
      {articles.map((article, index) => (
        <NewsCard key={article.id} article={article} priority={index === 0} />
      ))}
    </SimpleGrid>
  );
}

export function NewsGridSkeleton({ count }: { count: number }) {
  return (
    <SimpleGrid columns={columns} gap="6" aria-busy="true">
      <VisuallyHidden role="status">Loading news…</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <NewsCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}
