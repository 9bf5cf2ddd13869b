import {
  AspectRatio,
  Box,
  Card,
  Heading,
  Image,
  LinkOverlay,
  Skeleton,
  SkeletonText,
  VisuallyHidden,
} from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../app/paths";
import type { NewsCardFieldsFragment } from "../../gql/graphql";
import { PublishedDate } from "./published-date";

type NewsCardProps = {
  article: NewsCardFieldsFragment;
  // The first card is usually on screen at once; lazy-loading it would only delay it.
  priority?: boolean;
};

export function NewsCard({ article, priority = false }: NewsCardProps) {
  return (
    <Card.Root as="article" position="relative" overflow="hidden" minW="0" size="sm">
      <AspectRatio ratio={16 / 9} bg="brand.subtle">
        {article.imageUrl ? (
          <Image
            src={article.imageUrl}
            alt={article.title}
            htmlWidth={640}
            htmlHeight={360}
            objectFit="cover"
            loading={priority ? "eager" : "lazy"}
            decoding="async"
          />
        ) : (
          <Box aria-hidden="true" bgGradient="to-br" gradientFrom="brand.muted" gradientTo="gold.muted" />
        )}
      </AspectRatio>
      <Card.Body gap="2">
        <PublishedDate isoDate={article.createdAt} />
        <Heading as="h3" size="md" lineClamp={2} overflowWrap="anywhere">
          {article.title}
        </Heading>
        <Card.Description lineClamp={3} overflowWrap="anywhere">
          {article.preview}
        </Card.Description>
      </Card.Body>
      <Card.Footer>
        {/* The overlay makes the whole card a touch target while keeping one link per article. */}
        <LinkOverlay asChild color="brand.fg" fontWeight="semibold" _hover={{ textDecoration: "underline" }}>
          <RouterLink to={paths.newsArticle.getHref(article.slug)}>
            See More<VisuallyHidden>: {article.title}</VisuallyHidden>
          </RouterLink>
        </LinkOverlay>
      </Card.Footer>
    </Card.Root>
  );
}

export function NewsCardSkeleton() {
  return (
    <Card.Root minW="0" size="sm" overflow="hidden" aria-hidden="true">
      <AspectRatio ratio={16 / 9}>
        <Skeleton />
      </AspectRatio>
      <Card.Body gap="3">
        <Skeleton height="4" width="40%" />
        <Skeleton height="6" />
        <SkeletonText noOfLines={3} />
      </Card.Body>
    </Card.Root>
  );
}
