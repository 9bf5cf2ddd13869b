import { useQuery } from "@apollo/client/react";
import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuSearch } from "react-icons/lu";
import { useSearchParams } from "react-router-dom";
import { LIBRARY_SEARCH_FIELDS, type LibrarySearch } from "@diocese/site/site-routes";
import { Choice } from "../components/choice-field";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { Pager } from "../components/pager";
import { PublishedDate } from "../features/news/published-date";
import { usePageTitle } from "../features/site/use-page-title";
import {
  LibraryDocumentsPageDocument,
  type LibraryDocumentCategory,
  type LibraryDocumentsPageQuery,
} from "../gql/graphql";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { LIBRARY_CATEGORIES, libraryDocumentsVariables } from "./library-documents.route";

type Listed = LibraryDocumentsPageQuery["libraryDocuments"]["items"][number];

const CATEGORY_WORDS = {
  SYNOD_REPORT: "libraryDocuments.categories.SYNOD_REPORT",
  CIRCULAR: "libraryDocuments.categories.CIRCULAR",
  FORM: "libraryDocuments.categories.FORM",
  OTHER: "libraryDocuments.categories.OTHER",
} as const satisfies Record<LibraryDocumentCategory, string>;

/** The search: a plain form that asks for the same page with its words and category in the address. */
function LibrarySearchForm({ search }: { search: URLSearchParams }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <form
      method="get"
      action={localePath(paths.libraryDocuments.getHref())}
      role="search"
      aria-label={t("libraryDocuments.search.label")}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
        <Field.Root>
          <Field.Label>{t("libraryDocuments.search.words")}</Field.Label>
          <Input type="search" name="q" defaultValue={search.get("q") ?? ""} maxLength={120} />
        </Field.Root>
        <Choice
          label={t("libraryDocuments.search.category")}
          name="category"
          value={search.get("category") ?? ""}
          anyLabel={t("libraryDocuments.search.anyCategory")}
          options={LIBRARY_CATEGORIES.map((category) => ({
            value: category,
            label: t(CATEGORY_WORDS[category]),
          }))}
        />
        <Button type="submit" colorPalette="brand" alignSelf={{ base: "stretch", md: "end" }}>
          <LuSearch aria-hidden />
          {t("libraryDocuments.search.show")}
        </Button>
      </SimpleGrid>
    </form>
  );
}

function DocumentCard({ document }: { document: Listed }) {
  const { t } = useTranslation();
  return (
    <Card.Root size="sm" height="full">
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="brand">{t(CATEGORY_WORDS[document.category])}</Badge>
          {document.publishAt && <PublishedDate isoDate={document.publishAt} />}
        </HStack>
        <Text fontWeight="semibold">{document.title}</Text>
        <Link href={document.documentUrl} color="brand.fg" download>
          {t("libraryDocuments.download", { title: document.title })}
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

export function LibraryDocumentsPage() {
  const { t } = useTranslation();
  usePageTitle(t("libraryDocuments.title"));
  const [searchParams] = useSearchParams();
  const variables = libraryDocumentsVariables(searchParams);
  const { data, loading, error, refetch } = useQuery(LibraryDocumentsPageDocument, { variables });
  const list = data?.libraryDocuments;
  // The pager keeps the search and changes the page alone.
  const search = Object.fromEntries(
    LIBRARY_SEARCH_FIELDS.flatMap((field) =>
      searchParams.get(field) ? [[field, searchParams.get(field)!]] : [],
    ),
  ) as LibrarySearch;
  const searching = Boolean(variables.search || variables.category);

  return (
    <PageSection>
      <PageHeader title={t("libraryDocuments.title")} />
      <Stack gap="8">
        <LibrarySearchForm search={searchParams} />
        {error && !list ? (
          <ErrorState title={t("libraryDocuments.loadError")} onRetry={() => refetch()} retrying={loading} />
        ) : !list ? (
          <PageLoading />
        ) : (
          <>
            {list.items.length === 0 ? (
              <Text>{t(searching ? "libraryDocuments.noneFound" : "libraryDocuments.none")}</Text>
            ) : (
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
                {list.items.map((document) => (
                  <Box as="li" key={document.id}>
                    <DocumentCard document={document} />
                  </Box>
                ))}
              </SimpleGrid>
            )}
            <Pager
              page={list.page}
              pageCount={list.pageCount}
              hrefFor={(page) =>
                paths.libraryDocuments.getHref({ ...search, page: page > 1 ? String(page) : undefined })
              }
            />
          </>
        )}
      </Stack>
    </PageSection>
  );
}
