import { useMutation } from "@apollo/client/react";
import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { useLocale } from "../../lib/language";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import { DeleteButton } from "../../components/confirm-dialog";
import { CroppedImage } from "../../components/cropped-image";
import { paths } from "../../lib/paths";
import { DeleteNewsArticleDocument, type AdminNewsFieldsFragment } from "../gql/graphql";
import { useSave } from "../use-save";
import { NEWS_REFETCH } from "./news-form";
import { ShareMenu } from "./share-menu";
import { PublicationBadge } from "../publication/publication-badge";
import { PreviewButton } from "../publication/preview-button";

// The day an article shows, as in Kakamega, whatever the time zone of the staff member's computer.
const listDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Africa/Nairobi",
  });

/**
 * An article in the dashboard's list: its picture, title, status, preview and date (when it went or
 * goes public, else when it was written), and what staff do with it.
 */
export function NewsRow({ article }: { article: AdminNewsFieldsFragment }) {
  const [deleteArticle] = useMutation(DeleteNewsArticleDocument, NEWS_REFETCH);
  const { save } = useSave();
  const { t } = useTranslation();
  const locale = useLocale();
  const remove = () =>
    save(() => deleteArticle({ variables: { id: article.id } }), {
      saved: { title: t("dashboard.news.deleted"), description: article.title },
      notSaved: t("dashboard.news.notDeleted"),
    });
  return (
    <HStack
      as="li"
      align="start"
      gap="4"
      py="3"
      borderBottomWidth="1px"
      wrap={{ base: "wrap", sm: "nowrap" }}
    >
      <Box w="24" h="16" flexShrink="0" bg="bg.muted" borderRadius="sm" overflow="hidden">
        {article.imageUrl && (
          <CroppedImage
            src={article.image?.url ?? article.imageUrl}
            focalPoint={article.image?.focalPoint}
            w="full"
            h="full"
          />
        )}
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{article.title}</Text>
          <PublicationBadge status={article.status} publishAt={article.publishAt} />
          <NeedsTranslationBadge needsTranslation={article.needsTranslation} />
        </HStack>
        <Text textStyle="sm" color="fg.muted" lineClamp="2">
          {article.preview}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {listDate(locale).format(new Date(article.publishAt ?? article.createdAt))}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <RouterLink
            to={paths.adminEditNews.getHref(article.slug)}
            aria-label={t("dashboard.list.editName", { name: article.title })}
          >
            {t("dashboard.list.edit")}
          </RouterLink>
        </Button>
        {article.status !== "PUBLISHED" && (
          <PreviewButton kind="news" id={article.id} label={article.title} />
        )}
        {/* A draft or a scheduled article has no public page yet to share. */}
        {article.status === "PUBLISHED" && <ShareMenu slug={article.slug} title={article.title} />}
        <DeleteButton
          label={t("dashboard.list.deleteName", { name: article.title })}
          title={t("dashboard.news.confirmDelete")}
          description={t("dashboard.news.deleteWhat", { title: article.title })}
          onConfirm={remove}
        />
      </HStack>
    </HStack>
  );
}
