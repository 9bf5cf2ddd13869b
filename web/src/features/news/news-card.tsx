import {
  AspectRatio,
  Box,
  Card,
  chakra,
  Heading,
  LinkOverlay,
  Skeleton,
  SkeletonText,
  VisuallyHidden,
} from "@chakra-ui/react";
import { Trans } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { ResponsiveImage } from "../../components/responsive-image";
import type { NewsCardFieldsFragment } from "../../gql/graphql";
import { PublishedDate } from "./published-date";

type NewsCardProps = {
  article: NewsCardFieldsFragment;
  // The first card is usually on screen at once; lazy-loading it would only delay it.
  priority?: boolean;
  /** h2 where the cards sit right under the page's h1 (the news list), h3 under a section's h2. */
  headingLevel?: "h2" | "h3";
};

// One column on phones, two from md, three from lg inside the 6xl container.
const CARD_IMAGE_SIZES = "(min-width: 64em) 360px, (min-width: 48em) 50vw, 100vw";

export function NewsCard({ article, priority = false, headingLevel = "h3" }: NewsCardProps) {
  const localePath = useLocalePath();
  return (
    <Card.Root as="article" position="relative" overflow="hidden" minW="0" size="sm">
      <AspectRatio ratio={16 / 9} bg="brand.subtle">
        {article.image ? (
          <ResponsiveImage
            image={article.image}
            alt={article.title}
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            width="100%"
            height="100%"
            fit="cover"
          />
        ) : (
          <CoverPlaceholder />
        )}
      </AspectRatio>
      <Card.Body gap="2">
        <PublishedDate isoDate={article.publishAt ?? article.createdAt} />
        <Heading as={headingLevel} size="md" lineClamp={2} overflowWrap="anywhere">
          {article.title}
        </Heading>
        <Card.Description lineClamp={3} overflowWrap="anywhere">
          {article.preview}
        </Card.Description>
      </Card.Body>
      <Card.Footer>
        {/* The overlay makes the whole card a touch target while keeping one link per article. */}
        <LinkOverlay asChild color="brand.fg" fontWeight="semibold" _hover={{ textDecoration: "underline" }}>
          <RouterLink to={localePath(paths.newsArticle.getHref(article.slug))}>
            <Trans
              i18nKey="news.seeMore"
              values={{ title: article.title }}
              components={[<VisuallyHidden key="title" />]}
            />
          </RouterLink>
        </LinkOverlay>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * In place of a cover picture, which an article may lack: the diocese's cross in gold on its
 * purple, as the site's share card shows it, drawn rather than downloaded.
 */
function CoverPlaceholder() {
  return (
    <Box aria-hidden="true" data-testid="cover-placeholder" bg="brand.solid">
      <chakra.svg viewBox="0 0 32 44" height="40%" fill="gold.solid">
        <rect x="11" width="10" height="44" rx="2" />
        <rect y="12" width="32" height="10" rx="2" />
      </chakra.svg>
    </Box>
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
