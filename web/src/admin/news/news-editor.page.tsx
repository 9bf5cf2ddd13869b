import { useMutation, useQuery } from "@apollo/client/react";
import { Link, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { useLocale } from "../../lib/language";
import { paths } from "../../lib/paths";
import { PageSpinner } from "../../components/page-spinner";
import { serverMessage } from "../../lib/server-message";
import { AdminPage, AdminSection } from "../admin-page";
import { ArticleActions } from "./article-actions";
import { NEWS_REFETCH, NewsForm } from "./news-form";
import { publicationValues, whenItGoesOut } from "../publication/publication";
import { AdminNewsArticleDocument, UpdateNewsArticleDocument } from "../gql/graphql";
import { useSave } from "../use-save";
import { RevisionHistory } from "../revisions/revision-history";

export function NewsEditorPage() {
  const { slug = "" } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, loading, error } = useQuery(AdminNewsArticleDocument, {
    variables: { slug },
    fetchPolicy: "cache-and-network",
  });
  const [updateArticle] = useMutation(UpdateNewsArticleDocument, NEWS_REFETCH);
  const { save, progress } = useSave();
  const article = data?.newsArticle;

  if (loading && !data) return <PageSpinner />;
  if (!article) {
    return (
      <AdminPage title={t("dashboard.news.edit")}>
        <Text>{error ? serverMessage(error) : t("dashboard.news.notFound")}</Text>
        <Link asChild color="brand.fg">
          <RouterLink to={paths.adminNews.getHref()}>{t("dashboard.news.back")}</RouterLink>
        </Link>
      </AdminPage>
    );
  }

  const published = article.status === "PUBLISHED";
  return (
    <AdminPage
      title={t("dashboard.news.edit")}
      intro={article.title}
      actions={<ArticleActions article={article} />}
    >
      <AdminSection title={t("dashboard.news.article")}>
        <NewsForm
          // A save gives a new updatedAt: the form starts again from what was saved.
          key={article.updatedAt}
          initial={{
            title: article.title,
            body: article.body,
            parishId: article.parish?.id ?? "",
            ...publicationValues(article),
          }}
          kiswahili={article.kiswahili}
          publishedAt={published ? article.publishAt : null}
          currentImageUrl={article.image?.url ?? article.imageUrl}
          currentFocalPoint={article.image?.focalPoint}
          submitLabel={t("dashboard.form.saveChanges")}
          busyLabel={t("dashboard.news.saving")}
          progress={progress}
          onSubmit={async (input, image) => {
            await save((context) => updateArticle({ variables: { id: article.id, input, image }, context }), {
              saved: {
                title: t("dashboard.news.updated"),
                description: whenItGoesOut(input, t, locale) ?? input.title,
              },
            });
          }}
        />
      </AdminSection>
      <RevisionHistory
        contentType="NEWS_ARTICLE"
        contentId={article.id}
        version={article.updatedAt}
        refetchQueries={["AdminNewsArticle"]}
      />
    </AdminPage>
  );
}
