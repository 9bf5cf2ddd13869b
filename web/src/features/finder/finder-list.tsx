import { Box, Card, EmptyState, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactElement, ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Pager } from "../../components/pager";

/** The slug in the sample card's link, which "Near me" replaces with each place's own (near-me.behaviour.ts). */
export const NEAR_ME_SLUG = "__slug__";

interface FinderListProps {
  /** The page found: how many in all, which page of how many. */
  found: { total: number; page: number; pageCount: number };
  /** "24 parishes found", in the page's language. */
  count: string;
  /** What the page says when nothing was found: its title and hint (with a link to the whole list). */
  none: { title: string; hint: ReactNode };
  /** The address of each page of the list, with the search. */
  pageHref: (page: number) => string;
  /** The page of a place, with NEAR_ME_SLUG for its slug, in the page's language: the sample card's link. */
  sampleHref: string;
  /** The cards of the page found (FinderCard). */
  children: ReactNode;
}

/**
 * A finder's list: its count, the cards of the page found, its pager, and the hidden card "Near me"
 * copies for each of the nearest (its name, link, town and distance).
 */
export function FinderList({ found, count, none, pageHref, sampleHref, children }: FinderListProps) {
  if (found.total === 0) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>{none.title}</EmptyState.Title>
          <EmptyState.Description>{none.hint}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="6">
      <Text data-pages color="fg.muted">
        {count}
      </Text>
      <SimpleGrid data-place-list as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {children}
      </SimpleGrid>
      <Box data-pages>
        <Pager page={found.page} pageCount={found.pageCount} hrefFor={pageHref} />
      </Box>
      {/* Its link is a span until "Near me" fills it in, its address an attribute: an <a> without
          an href is a link search engines cannot follow (Lighthouse's "Links are not crawlable"),
          and one with the sample's href is a link to no page. */}
      <Box as="ul" hidden listStyleType="none">
        <FinderCard marks={{ "data-place-sample": true, "data-place-href": sampleHref }} link={<span />}>
          <Text data-town textStyle="sm" />
        </FinderCard>
      </Box>
    </Stack>
  );
}

/** A card of the list found: its name, linked to its page, what the finder says of it. */
export function FoundCard({ name, href, children }: { name: string; href: string; children: ReactNode }) {
  return (
    <FinderCard
      marks={{ "data-place": true, "data-name": name }}
      link={<RouterLink to={href}>{name}</RouterLink>}
    >
      {children}
    </FinderCard>
  );
}

interface FinderCardProps {
  /** The card's data attributes: a place's, or the sample's "Near me" copies. */
  marks: Record<`data-${string}`, string | boolean>;
  /** The link to the place's page, with its name. */
  link: ReactElement;
  children: ReactNode;
}

/** A place's card: its name, a link to its page, what the finder says of it, and its distance. */
function FinderCard({ marks, link, children }: FinderCardProps) {
  return (
    <Card.Root as="li" {...marks} size="sm" borderTopWidth="3px" borderTopColor="brand.solid">
      <Card.Body gap="1">
        <Heading as="h2" size="md">
          <Link asChild color="brand.fg" data-place-link>
            {link}
          </Link>
        </Heading>
        {children}
        <Text data-distance textStyle="sm" fontWeight="semibold" color="brand.fg" />
      </Card.Body>
    </Card.Root>
  );
}

/** The link in "Try fewer words, or see every one": Trans gives it its words. */
export function EveryOneLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold">
      <RouterLink to={href}>{children}</RouterLink>
    </Link>
  );
}
