import { useMutation } from "@apollo/client/react";
import {
  CreateInformationPageDocument,
  UpdateInformationPageDocument,
  type AdminAboutUsQuery,
} from "../gql/graphql";
import { RecordForm } from "../record-form";
import { useSave } from "../use-save";

/** What a change on the About Us screen refreshes. */
export const ABOUT_US_REFETCH = { refetchQueries: ["AdminAboutUs"], awaitRefetchQueries: true };

type InformationPage = AdminAboutUsQuery["informationPages"][number];

/** The text of one information page; `page` is null until the page is first saved. */
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
  return (
    <RecordForm
      key={page?.updatedAt ?? "new"}
      fields={[
        { name: "title", label: "Title", required: true },
        { name: "body", label: "Text", required: true, rows: "rich" },
      ]}
      initial={{ title: page?.title ?? known.title, body: page?.body ?? "" }}
      submitLabel={`Save the ${known.title} page`}
      busyLabel="Saving…"
      onSubmit={async (values) => {
        const input = { slug: known.slug, title: values.title.trim(), body: values.body };
        await save(
          async () => {
            if (page) await updatePage({ variables: { id: page.id, input } });
            else await createPage({ variables: { input } });
          },
          { saved: { title: `${values.title.trim()} page saved` } },
        );
      }}
    />
  );
}
