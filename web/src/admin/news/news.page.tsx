import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../lib/paths";
import { CroppedImage } from "../../components/cropped-image";
import { DeleteButton } from "../../components/confirm-dialog";
import { toaster } from "../../components/toaster";
import { useUploadProgress } from "../../components/upload-progress";
import { serverMessage } from "../../features/auth/server-message";
import type { AdminNewsFieldsFragment } from "../gql/graphql";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { NewsForm } from "./news-form";
import { ShareMenu } from "./share-menu";
import { AdminNewsListDocument, CreateNewsArticleDocument, DeleteNewsArticleDocument } from "../gql/graphql";

export const NEWS_REFETCH = { refetchQueries: ["AdminNewsList", "AdminOverview"], awaitRefetchQueries: true };

function NewsRow({ article }: { article: AdminNewsFieldsFragment }) {
  const [deleteArticle] = useMutation(DeleteNewsArticleDocument, NEWS_REFETCH);
  const remove = async () => {
    try {
      await deleteArticle({ variables: { id: article.id } });
      toaster.success({ title: "News article deleted", description: article.title });
    } catch (error) {
      toaster.error({ title: "The article was not deleted", description: serverMessage(error) });
    }
  };
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
        <Text fontWeight="semibold">{article.title}</Text>
        <Text textStyle="sm" color="fg.muted" lineClamp="2">
          {article.preview}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {new Date(article.createdAt).toLocaleDateString("en-GB", {
            day: "numeric",
            month: "short",
            year: "numeric",
          })}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <RouterLink to={paths.adminEditNews.getHref(article.slug)} aria-label={`Edit ${article.title}`}>
            Edit
          </RouterLink>
        </Button>
        <ShareMenu slug={article.slug} title={article.title} />
        <DeleteButton
          label={`Delete ${article.title}`}
          title="Delete this article?"
          description={`"${article.title}" and its picture will be removed from the website.`}
          onConfirm={remove}
        />
      </HStack>
    </HStack>
  );
}

export function NewsPage() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminNewsListDocument, {
    variables: { page },
    fetchPolicy: "cache-and-network",
  });
  const [createArticle] = useMutation(CreateNewsArticleDocument, NEWS_REFETCH);
  const upload = useUploadProgress();
  const articles = data?.newsArticles.items ?? [];

  return (
    <AdminPage title="News">
      <AdminSection title="Create News">
        <NewsForm
          initial={{ title: "", body: "" }}
          imageRequired
          submitLabel="Publish article"
          busyLabel="Creating the article… please wait"
          progress={upload.progress}
          resetAfterSave
          onSubmit={async (input, image) => {
            upload.start();
            try {
              const result = await createArticle({ variables: { input, image }, context: upload.context });
              const slug = result.data?.createNewsArticle.slug;
              toaster.success({
                title: "News article created",
                description: slug
                  ? `It is on the website at ${paths.newsArticle.getHref(slug)}`
                  : input.title,
              });
            } finally {
              upload.done();
            }
          }}
        />
      </AdminSection>
      <AdminSection title="Manage News">
        <ListStatus
          loading={loading}
          error={error}
          empty={!articles.length}
          emptyText="No articles yet."
          onRetry={() => void refetch()}
        >
          <Stack as="ul" listStyleType="none" gap="0">
            {articles.map((article) => (
              <NewsRow key={article.id} article={article} />
            ))}
          </Stack>
          {data && data.newsArticles.pageCount > 1 && (
            <HStack mt="4" justify="space-between">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <Text textStyle="sm">
                Page {page} of {data.newsArticles.pageCount}
              </Text>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= data.newsArticles.pageCount}
                onClick={() => setPage(page + 1)}
              >
                Older
              </Button>
            </HStack>
          )}
        </ListStatus>
        <Link asChild mt="4" color="brand.fg">
          <RouterLink to={paths.newsList.getHref()}>See the news on the website</RouterLink>
        </Link>
      </AdminSection>
    </AdminPage>
  );
}
