import { Button, HStack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

type PagerProps = {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
};

// Plain links rather than click handlers: each page has its own URL that can be shared,
// bookmarked and crawled.
export function Pager({ page, pageCount, hrefFor }: PagerProps) {
  if (pageCount <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;
  return (
    <HStack as="nav" aria-label="Pagination" justify="space-between" gap="3">
      {hasPrevious ? (
        <Button asChild variant="outline">
          <RouterLink to={hrefFor(page - 1)} rel="prev">
            Previous
          </RouterLink>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          Previous
        </Button>
      )}
      <Text color="fg.muted" textStyle="sm">
        Page {page} of {pageCount}
      </Text>
      {hasNext ? (
        <Button asChild variant="outline">
          <RouterLink to={hrefFor(page + 1)} rel="next">
            Next
          </RouterLink>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          Next
        </Button>
      )}
    </HStack>
  );
}
