import { useMutation, useQuery } from "@apollo/client/react";
import { Button, HStack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { FormDialog } from "../../components/form-dialog";
import { AdminPage, AdminSection } from "../admin-page";
import { formatDay } from "../format";
import {
  AdminSermonsDocument,
  CreateSermonDocument,
  DeleteSermonDocument,
  UpdateSermonDocument,
  type AdminSermonFieldsFragment,
} from "../gql/graphql";
import { PreviewButton } from "../publication/preview-button";
import { PublicationBadge } from "../publication/publication-badge";
import { whenItGoesOut } from "../publication/publication";
import { RecordActions } from "../record-actions";
import { listState, RecordList } from "../record-list";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import { useSave } from "../use-save";
import { useLocale } from "../../lib/language";
import { emptySermon, SermonForm, sermonValues } from "./sermon-form";
import "../locales/register";

const REFETCH = { refetchQueries: ["AdminSermons"], awaitRefetchQueries: true };

export function SermonsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(AdminSermonsDocument, { fetchPolicy: "cache-and-network" });
  const [createSermon] = useMutation(CreateSermonDocument, REFETCH);
  const [updateSermon] = useMutation(UpdateSermonDocument, REFETCH);
  const [deleteSermon] = useMutation(DeleteSermonDocument, REFETCH);
  const { save, progress } = useSave();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const sermons = query.data?.sermons.items ?? [];
  const editing = sermons.find((sermon) => sermon.id === params.get("edit"));
  const closeEdit = () => setParams({}, { replace: true });

  return (
    <AdminPage
      title={t("dashboardSermons.title")}
      intro={t("dashboardSermons.intro")}
      actions={<Button onClick={() => setCreating(true)}>{t("dashboardSermons.create")}</Button>}
    >
      <AdminSection title={t("dashboardSermons.list")}>
        <RecordList<AdminSermonFieldsFragment>
          caption={t("dashboardSermons.list")}
          columns={[
            {
              header: t("dashboardSermons.titleField"),
              cell: (sermon) => (
                <HStack gap="2" wrap="wrap">
                  <span>{sermon.title}</span>
                  <PublicationBadge status={sermon.status} publishAt={sermon.publishAt} />
                  <NeedsTranslationBadge needsTranslation={sermon.needsTranslation} />
                </HStack>
              ),
              cellProps: { fontWeight: "medium" },
            },
            { header: t("dashboardSermons.preacher"), cell: (sermon) => sermon.preacher },
            {
              header: t("dashboardSermons.preachedOn"),
              cell: (sermon) => formatDay(sermon.preachedOn, locale),
              cellProps: { whiteSpace: "nowrap" },
            },
          ]}
          records={sermons}
          actions={(sermon) => (
            <>
              {sermon.status !== "PUBLISHED" && (
                <PreviewButton kind="sermons" id={sermon.id} label={sermon.title} />
              )}
              <RecordActions
                name={sermon.title}
                onEdit={() => setParams({ edit: sermon.id }, { replace: true })}
                confirmTitle={t("dashboardSermons.confirmDelete")}
                confirmDescription={t("dashboardSermons.deleteWhat", { title: sermon.title })}
                onDelete={() => deleteSermon({ variables: { id: sermon.id } })}
                deletedTitle={t("dashboardSermons.deleted")}
                notDeletedTitle={t("dashboardSermons.notDeleted")}
              />
            </>
          )}
          state={listState(query)}
          emptyText={t("dashboardSermons.none")}
        />
      </AdminSection>
      <FormDialog title={t("dashboardSermons.create")} open={creating} onClose={() => setCreating(false)}>
        <SermonForm
          initial={emptySermon}
          submitLabel={t("dashboardSermons.save")}
          busyLabel={t("dashboardSermons.saving")}
          progress={progress}
          onCancel={() => setCreating(false)}
          onSubmit={async (input, audio) => {
            await save((context) => createSermon({ variables: { input, audio }, context }), {
              saved: {
                title: t("dashboardSermons.created"),
                description: whenItGoesOut(input, t, locale) ?? input.title,
              },
            });
            setCreating(false);
          }}
        />
      </FormDialog>
      <FormDialog title={t("dashboardSermons.edit")} open={Boolean(editing)} onClose={closeEdit}>
        {editing && (
          <SermonForm
            initial={sermonValues(editing)}
            kiswahili={editing.kiswahili}
            audioUrl={editing.audio?.url}
            publishedAt={editing.status === "PUBLISHED" ? editing.publishAt : null}
            submitLabel={t("dashboard.form.saveChanges")}
            busyLabel={t("dashboardSermons.saving")}
            progress={progress}
            onCancel={closeEdit}
            onSubmit={async (input, audio) => {
              await save(
                (context) => updateSermon({ variables: { id: editing.id, input, audio }, context }),
                {
                  saved: {
                    title: t("dashboardSermons.updated"),
                    description: whenItGoesOut(input, t, locale) ?? input.title,
                  },
                },
              );
              closeEdit();
            }}
          />
        )}
      </FormDialog>
    </AdminPage>
  );
}
