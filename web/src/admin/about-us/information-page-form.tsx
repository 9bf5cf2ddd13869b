import { useMutation } from "@apollo/client/react";
import {
  CreateInformationPageDocument,
  UpdateInformationPageDocument,
  type AdminAboutUsQuery,
} from "../gql/graphql";
import { Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { RecordForm } from "../record-form";
import { useSave } from "../use-save";
import { RevisionHistory } from "../revisions/revision-history";
import { PreviewButton } from "../publication/preview-button";
import { PublicationBadge } from "../publication/publication-badge";
import { whenItGoesOut } from "../publication/publication";
import { recordPublication, type PublicationField } from "../publication/record-publication";
import "../locales/register";

/** What a change on the About Us screen refreshes. */
export const ABOUT_US_REFETCH = { refetchQueries: ["AdminAboutUs"], awaitRefetchQueries: true };

type InformationPage = AdminAboutUsQuery["informationPages"][number];

/** An information page as the route table has it: its record's slug, its English title and its name. */
export interface KnownInformationPage {
  slug: string;
  /** The title a page not yet saved starts with. */
  title: string;
  /** What the dashboard calls it, in the dashboard's language. */
  name: string;
}

/** Where a saved page stands: its publication, and its preview. */
function PageStanding({ page, name }: { page: InformationPage; name: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" gap="2" align="center" wrap="wrap">
      <PublicationBadge status={page.status} publishAt={page.publishAt} />
      <PreviewButton
        kind="pages"
        id={page.id}
        label={t("dashboardAboutUs.page.previewName", { title: name })}
      />
    </Stack>
  );
}

/**
 * The text of one information page and its publication (a draft or scheduled page is on no public
 * page until it is published); `page` is null until the page is first saved.
 */
export function InformationPageForm({
  known,
  page,
}: {
  known: KnownInformationPage;
  page: InformationPage | undefined;
}) {
  const [createPage] = useMutation(CreateInformationPageDocument, ABOUT_US_REFETCH);
  const [updatePage] = useMutation(UpdateInformationPageDocument, ABOUT_US_REFETCH);
  const { save } = useSave();
  const { t } = useTranslation();
  const locale = useLocale();
  const { name } = known;
  const publication = recordPublication<"title" | "body">(page, {
    thing: "page",
    savedLabel: t("dashboardAboutUs.page.save", { title: name }),
    t,
  });
  return (
    <Stack gap="4">
      {page && <PageStanding page={page} name={name} />}
      <RecordForm<"title" | "body" | PublicationField>
        key={page?.updatedAt ?? "new"}
        fields={[
          { name: "title", label: t("dashboardAboutUs.page.title"), required: true },
          { name: "body", label: t("dashboardAboutUs.page.text"), required: true, rows: "rich" },
        ]}
        initial={{ title: page?.title ?? known.title, body: page?.body ?? "", ...publication.initial }}
        kiswahili={{
          fields: [
            { name: "title", label: t("dashboardAboutUs.page.title") },
            { name: "body", label: t("dashboardAboutUs.page.text"), rows: "rich" },
          ],
          saved: page?.kiswahili,
        }}
        validate={publication.validate}
        extra={publication.extra}
        submitLabel={publication.submitLabel}
        busyLabel={t("dashboardAboutUs.saving")}
        onSubmit={async (values, _image, _focalPoint, kiswahili) => {
          const input = {
            kiswahili,
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
            {
              saved: {
                title: t("dashboardAboutUs.page.saved", { title: values.title.trim() }),
                description: whenItGoesOut(input, t, locale),
              },
            },
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
