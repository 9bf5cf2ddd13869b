import { useMutation, useQuery } from "@apollo/client/react";
import { Button, HStack, Link, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { useLocale } from "../../lib/language";
import { paths } from "../../lib/paths";
import { DeleteButton } from "../../components/confirm-dialog";
import { PageSpinner } from "../../components/page-spinner";
import { serverMessage } from "../../lib/server-message";
import { AdminPage, AdminSection } from "../admin-page";
import { NewsForm } from "./news-form";
import { NEWS_REFETCH } from "./news-form";
import { ShareMenu } from "./share-menu";
import { publicationValues, whenItGoesOut } from "../publication/publication";
import { PreviewButton } from "../publication/preview-button";
import {
  AdminNewsArticleDocument,
  DeleteNewsArticleDocument,
  UpdateNewsArticleDocument,
} from "../gql/graphql";
import { useSave } from "../use-save";
import { RevisionHistory } from "../revisions/revision-history";

export function NewsEditorPage() {
  const { slug = "" } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, loading, error } = useQuery(AdminNewsArticleDocument, {
    variables: { slug },
    fetchPolicy: "cache-and-network",
  });
  const [updateArticle] = useMutation(UpdateNewsArticleDocument, NEWS_REFETCH);
  const [deleteArticle] = useMutation(DeleteNewsArticleDocument, NEWS_REFETCH);
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
      actions={
        <HStack gap="2" wrap="wrap" justify="end">
          <PreviewButton kind="news" id={article.id} label={article.title} />
          {/* A draft or a scheduled article has no public page yet to view or share. */}
          {published && (
            <>
              <Button asChild size="sm" variant="outline">
                <RouterLink to={paths.newsArticle.getHref(article.slug)}>
                  {t("dashboard.news.viewOnWebsite")}
                </RouterLink>
              </Button>
              <ShareMenu slug={article.slug} title={article.title} />
            </>
          )}
          <DeleteButton
            label={t("dashboard.list.deleteName", { name: article.title })}
            title={t("dashboard.news.confirmDelete")}
            description={t("dashboard.news.deleteWhat", { title: article.title })}
            onConfirm={async () => {
              const deleted = await save(() => deleteArticle({ variables: { id: article.id } }), {
                saved: { title: t("dashboard.news.deleted"), description: article.title },
                notSaved: t("dashboard.news.notDeleted"),
              });
              if (deleted) await navigate(paths.adminNews.getHref());
            }}
          />
        </HStack>
      }
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
