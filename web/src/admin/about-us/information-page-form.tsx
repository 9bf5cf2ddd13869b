import { useMutation } from "@apollo/client/react";
import {
  CreateInformationPageDocument,
  UpdateInformationPageDocument,
  type AdminAboutUsQuery,
} from "../gql/graphql";
import { Stack } from "@chakra-ui/react";
import { RecordForm } from "../record-form";
import { useSave } from "../use-save";
import { RevisionHistory } from "../revisions/revision-history";
import { PreviewButton } from "../publication/preview-button";
import { PublicationBadge } from "../publication/publication-badge";
import { recordPublication, type PublicationField } from "../publication/record-publication";

/** What a change on the About Us screen refreshes. */
export const ABOUT_US_REFETCH = { refetchQueries: ["AdminAboutUs"], awaitRefetchQueries: true };

type InformationPage = AdminAboutUsQuery["informationPages"][number];

/**
 * The text of one information page and its publication (a draft or scheduled page is on no public
 * page until it is published); `page` is null until the page is first saved.
 */
export function InformationPageForm({
  known,
  page,
}: {
  known: { slug: string; title: string };
  page: InformationPage | undefined;
}) {
  const [createPage] = useMutation(CreateInformationPageDocument, ABOUT_US_REFETCH);
  const [updatePage] = useMutation(UpdateInformationPageDocument, ABOUT_US_REFETCH);
  const { save } = useSave();
  const publication = recordPublication<"title" | "body">(page, {
    thing: "page",
    what: "the page",
    savedLabel: `Save the ${known.title} page`,
  });
  return (
    <Stack gap="4">
      {page && (
        <Stack direction="row" gap="2" align="center" wrap="wrap">
          <PublicationBadge status={page.status} publishAt={page.publishAt} />
          <PreviewButton kind="pages" id={page.id} label={`the ${known.title} page`} />
        </Stack>
      )}
      <RecordForm<"title" | "body" | PublicationField>
        key={page?.updatedAt ?? "new"}
        fields={[
          { name: "title", label: "Title", required: true },
          { name: "body", label: "Text", required: true, rows: "rich" },
        ]}
        initial={{ title: page?.title ?? known.title, body: page?.body ?? "", ...publication.initial }}
        validate={publication.validate}
        extra={publication.extra}
        submitLabel={publication.submitLabel}
        busyLabel="Saving…"
        onSubmit={async (values) => {
          const input = {
            slug: known.slug,
            title: values.title.trim(),
            body: values.body,
            ...publication.input(values),
          };
          await save(
            async () => {
              if (page) await updatePage({ variables: { id: page.id, input } });
              else await createPage({ variables: { input } });
            },
            { saved: { title: `${values.title.trim()} page saved` } },
          );
        }}
      />
      {page && (
        <RevisionHistory
          contentType="INFORMATION_PAGE"
          contentId={page.id}
          version={page.updatedAt}
          refetchQueries={["AdminAboutUs"]}
        />
      )}
    </Stack>
  );
}
