import { useMutation, useQuery } from "@apollo/client/react";
import { Button, HStack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { AdminPage, AdminSection } from "../admin-page";
import { formatDay } from "../format";
import { AdminSermonsDocument, DeleteSermonDocument, type AdminSermonFieldsFragment } from "../gql/graphql";
import { PreviewButton } from "../publication/preview-button";
import { PublicationBadge } from "../publication/publication-badge";
import { RecordActions } from "../record-actions";
import { listState, RecordList } from "../record-list";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import { useLocale } from "../../lib/language";
import { EditSermonDialog, NewSermonDialog, SERMONS_REFETCH } from "./sermon-dialogs";
import "../locales/register";

export function SermonsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(AdminSermonsDocument, { fetchPolicy: "cache-and-network" });
  const [deleteSermon] = useMutation(DeleteSermonDocument, SERMONS_REFETCH);
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
      <NewSermonDialog open={creating} onClose={() => setCreating(false)} />
      <EditSermonDialog sermon={editing} onClose={closeEdit} />
    </AdminPage>
  );
}
