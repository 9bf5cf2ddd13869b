import { useQuery } from "@apollo/client/react";
import { Button, Card, Field, HStack, Input, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuSearch } from "react-icons/lu";
import { useSearchParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { Pager } from "../components/pager";
import { ResponsiveImage } from "../components/responsive-image";
import { postingInWords, postingsByTime } from "../features/clergy/posting-words";
import { usePageTitle } from "../features/site/use-page-title";
import { ClergyDirectoryDocument, type ClergyDirectoryQuery } from "../gql/graphql";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { clergyVariables } from "./clergy.route";

type Listed = ClergyDirectoryQuery["clergy"]["items"][number];

/** The search: a plain form that asks for the same page with its words in the address. */
function ClergySearchForm({ words }: { words: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <form
      method="get"
      action={localePath(paths.clergy.getHref())}
      role="search"
      aria-label={t("clergy.search.label")}
    >
      <HStack gap="3" alignItems="end" wrap={{ base: "wrap", sm: "nowrap" }}>
        <Field.Root flex="1" minW="0">
          <Field.Label>{t("clergy.search.words")}</Field.Label>
          <Input type="search" name="q" defaultValue={words} maxLength={120} />
        </Field.Root>
        <Button type="submit" colorPalette="brand" width={{ base: "full", sm: "auto" }}>
          <LuSearch aria-hidden />
          {t("clergy.search.show")}
        </Button>
      </HStack>
    </form>
  );
}

/** One member of the clergy: their picture, name linking to their page, and where they serve now. */
function ClergyCard({ person }: { person: Listed }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const now = postingsByTime(person.postings).now;
  return (
    <Card.Root as="li" size="sm" flexDirection="row" overflow="hidden" height="full">
      {person.image && (
        <ResponsiveImage
          image={person.image}
          alt=""
          sizes="96px"
          width="96px"
          height="auto"
          objectFit="cover"
          flexShrink={0}
        />
      )}
      <Card.Body gap="1">
        <Text as="h2" fontWeight="semibold" textStyle="lg">
          <Link href={localePath(paths.clergyMember.getHref(person.slug))} color="brand.fg">
            {person.styledName}
          </Link>
        </Text>
        {now.map((posting) => (
          <Text key={posting.id} textStyle="sm">
            {postingInWords(posting, t)}
          </Text>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

/** The clergy directory (/clergy): the published members by name, a page at a time, with a search. */
export function ClergyPage() {
  const { t } = useTranslation();
  usePageTitle(t("clergy.title"));
  const [searchParams] = useSearchParams();
  const variables = clergyVariables(searchParams);
  const { data, loading, error, refetch } = useQuery(ClergyDirectoryDocument, { variables });
  const list = data?.clergy;
  const words = variables.search ?? "";

  return (
    <PageSection>
      <PageHeader title={t("clergy.title")} />
      <Stack gap="8">
        <ClergySearchForm words={words} />
        {error && !list ? (
          <ErrorState title={t("clergy.loadError")} onRetry={() => refetch()} retrying={loading} />
        ) : !list ? (
          <PageLoading />
        ) : (
          <>
            <Text aria-live="polite">
              {list.total === 0
                ? t(words ? "clergy.noneFound" : "clergy.none")
                : t("clergy.found", { count: list.total })}
            </Text>
            {list.items.length > 0 && (
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
                {list.items.map((person) => (
                  <ClergyCard key={person.id} person={person} />
                ))}
              </SimpleGrid>
            )}
            <Pager
              page={list.page}
              pageCount={list.pageCount}
              hrefFor={(page) =>
                paths.clergy.getHref({ q: words || undefined, page: page > 1 ? String(page) : undefined })
              }
            />
          </>
        )}
      </Stack>
    </PageSection>
  );
}
