import { useMutation, useQuery } from "@apollo/client/react";
import { Link, Stack } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { useLocale } from "../../lib/language";
import { paths } from "../../lib/paths";
import {
  AdminNewsListDocument,
  CreateNewsArticleDocument,
  type AdminNewsFieldsFragment,
} from "../gql/graphql";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { ListPager, listState } from "../record-list";
import { useSave } from "../use-save";
import { NEWS_REFETCH, NewsForm } from "./news-form";
import { NewsRow } from "./news-row";
import { publicationValues, whenItGoesOut } from "../publication/publication";
import { NeedsTranslationFilter } from "../translation/kiswahili-fields";

export function NewsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  // Only the articles whose English has no Kiswahili version yet, for whoever translates.
  const [untranslated, setUntranslated] = useState(false);
  const query = useQuery(AdminNewsListDocument, {
    variables: untranslated ? { page, needsTranslation: true } : { page },
    fetchPolicy: "cache-and-network",
  });
  const [createArticle] = useMutation(CreateNewsArticleDocument, NEWS_REFETCH);
  const { save, progress } = useSave();
  const { data } = query;
  const articles = data?.newsArticles.items ?? [];

  return (
    <AdminPage title={t("dashboard.news.title")}>
      <AdminSection title={t("dashboard.news.create")}>
        <NewsForm
          initial={{ title: "", body: "", ...publicationValues(null) }}
          submitLabel={t("dashboard.news.publish")}
          busyLabel={t("dashboard.news.creating")}
          progress={progress}
          resetAfterSave
          onSubmit={async (input, image) => {
            await save((context) => createArticle({ variables: { input, image }, context }), {
              saved: ({ data }) => ({
                title: t("dashboard.news.created"),
                description: data ? whereItIs(data.createNewsArticle, t, locale) : input.title,
              }),
            });
          }}
        />
      </AdminSection>
      <AdminSection
        title={t("dashboard.news.manage")}
        actions={
          <NeedsTranslationFilter
            checked={untranslated}
            onCheckedChange={(checked) => {
              setUntranslated(checked);
              setPage(1);
            }}
          />
        }
      >
        <ListStatus
          {...listState(query)}
          empty={!articles.length}
          emptyText={untranslated ? t("dashboard.news.noneNeedTranslation") : t("dashboard.news.none")}
        >
          <Stack as="ul" listStyleType="none" gap="0">
            {articles.map((article) => (
              <NewsRow key={article.id} article={article} />
            ))}
          </Stack>
          <ListPager page={page} pageCount={data?.newsArticles.pageCount ?? 1} onPage={setPage} />
        </ListStatus>
        <Link asChild mt="4" color="brand.fg">
          <RouterLink to={paths.newsList.getHref()}>{t("dashboard.news.seeOnWebsite")}</RouterLink>
        </Link>
      </AdminSection>
    </AdminPage>
  );
}

/** Where a new article is now, for the message after it is created: a draft is on no public page. */
function whereItIs(
  article: Pick<AdminNewsFieldsFragment, "slug" | "status" | "publishAt">,
  t: TFunction,
  locale: string,
): string {
  if (article.status === "DRAFT") return t("dashboard.news.savedAsDraft");
  return (
    whenItGoesOut(article, t, locale) ??
    t("dashboard.news.isOnWebsite", { address: paths.newsArticle.getHref(article.slug) })
  );
}
