import { Button, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { splitLanguage } from "@diocese/site/languages";
import { useLocalePath } from "../lib/language";

type PagerProps = {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
};

// Plain links rather than click handlers: each page has its own URL that can be shared,
// bookmarked and crawled. The links lead to the pages in the page's language, whichever language
// `hrefFor` gives them in.
export function Pager({ page, pageCount, hrefFor }: PagerProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const pageHref = (number: number) => localePath(splitLanguage(hrefFor(number)).path);
  if (pageCount <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;
  return (
    <HStack as="nav" aria-label={t("common.pager.label")} justify="space-between" gap="3">
      {hasPrevious ? (
        <Button asChild variant="outline">
          <RouterLink to={pageHref(page - 1)} rel="prev">
            {t("common.pager.previous")}
          </RouterLink>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          {t("common.pager.previous")}
        </Button>
      )}
      <Text color="fg.muted" textStyle="sm">
        {t("common.pager.pageOf", { page, total: pageCount })}
      </Text>
      {hasNext ? (
        <Button asChild variant="outline">
          <RouterLink to={pageHref(page + 1)} rel="next">
            {t("common.pager.next")}
          </RouterLink>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          {t("common.pager.next")}
        </Button>
      )}
    </HStack>
  );
}
