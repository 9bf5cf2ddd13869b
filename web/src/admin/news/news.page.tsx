import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../lib/paths";
import { CroppedImage } from "../../components/cropped-image";
import { DeleteButton } from "../../components/confirm-dialog";
import { toaster } from "../../components/toaster";
import { useUploadProgress } from "../../components/upload-progress";
import type { AdminNewsFieldsFragment } from "../gql/graphql";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { ListPager, listState } from "../record-list";
import { useSave } from "../use-save";
import { NewsForm } from "./news-form";
import { ShareMenu } from "./share-menu";
import { AdminNewsListDocument, CreateNewsArticleDocument, DeleteNewsArticleDocument } from "../gql/graphql";

export const NEWS_REFETCH = { refetchQueries: ["AdminNewsList", "AdminOverview"], awaitRefetchQueries: true };

function NewsRow({ article }: { article: AdminNewsFieldsFragment }) {
  const [deleteArticle] = useMutation(DeleteNewsArticleDocument, NEWS_REFETCH);
  const { save } = useSave();
  const remove = () =>
    save(() => deleteArticle({ variables: { id: article.id } }), {
      saved: { title: "News article deleted", description: article.title },
      notSaved: "The article was not deleted",
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
  const query = useQuery(AdminNewsListDocument, {
    variables: { page },
    fetchPolicy: "cache-and-network",
  });
  const [createArticle] = useMutation(CreateNewsArticleDocument, NEWS_REFETCH);
  const upload = useUploadProgress();
  const { data } = query;
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
        <ListStatus {...listState(query)} empty={!articles.length} emptyText="No articles yet.">
          <Stack as="ul" listStyleType="none" gap="0">
            {articles.map((article) => (
              <NewsRow key={article.id} article={article} />
            ))}
          </Stack>
          <ListPager page={page} pageCount={data?.newsArticles.pageCount ?? 1} onPage={setPage} />
        </ListStatus>
        <Link asChild mt="4" color="brand.fg">
          <RouterLink to={paths.newsList.getHref()}>See the news on the website</RouterLink>
        </Link>
      </AdminSection>
    </AdminPage>
  );
}
