import { useMutation, useQuery } from "@apollo/client/react";
import { Link, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
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
import { formatKakamegaTime, publicationValues } from "../publication/publication";

export function NewsPage() {
  const [page, setPage] = useState(1);
  const query = useQuery(AdminNewsListDocument, {
    variables: { page },
    fetchPolicy: "cache-and-network",
  });
  const [createArticle] = useMutation(CreateNewsArticleDocument, NEWS_REFETCH);
  const { save, progress } = useSave();
  const { data } = query;
  const articles = data?.newsArticles.items ?? [];

  return (
    <AdminPage title="News">
      <AdminSection title="Create News">
        <NewsForm
          initial={{ title: "", body: "", ...publicationValues(null) }}
          imageRequired
          submitLabel="Publish article"
          busyLabel="Creating the article… please wait"
          progress={progress}
          resetAfterSave
          onSubmit={async (input, image) => {
            await save((context) => createArticle({ variables: { input, image }, context }), {
              saved: ({ data }) => ({
                title: "News article created",
                description: data ? whereItIs(data.createNewsArticle) : input.title,
              }),
            });
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

/** Where a new article is now, for the message after it is created: a draft is on no public page. */
function whereItIs(article: Pick<AdminNewsFieldsFragment, "slug" | "status" | "publishAt">): string {
  if (article.status === "DRAFT") return "It is saved as a draft. Only staff can see it.";
  if (article.status === "SCHEDULED" && article.publishAt)
    return `It will go on the website on ${formatKakamegaTime(article.publishAt)}, Kakamega time.`;
  return `It is on the website at ${paths.newsArticle.getHref(article.slug)}`;
}
