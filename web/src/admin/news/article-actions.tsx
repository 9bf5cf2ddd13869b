import { useMutation } from "@apollo/client/react";
import { Button, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { paths } from "../../lib/paths";
import { DeleteButton } from "../../components/confirm-dialog";
import { DeleteNewsArticleDocument } from "../gql/graphql";
import { PreviewButton } from "../publication/preview-button";
import { useSave } from "../use-save";
import { NEWS_REFETCH } from "./news-form";
import { ShareMenu } from "./share-menu";

/** What the article's editor offers beside its form: preview, view and share it, delete it. */
export function ArticleActions({
  article,
}: {
  article: { id: string; slug: string; title: string; status: string };
}) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [deleteArticle] = useMutation(DeleteNewsArticleDocument, NEWS_REFETCH);
  const { save } = useSave();
  return (
    <HStack gap="2" wrap="wrap" justify="end">
      <PreviewButton kind="news" id={article.id} label={article.title} />
      {/* A draft or a scheduled article has no public page yet to view or share. */}
      {article.status === "PUBLISHED" && (
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
  );
}
