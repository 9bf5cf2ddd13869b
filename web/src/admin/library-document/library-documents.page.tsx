import { useMutation, useQuery } from "@apollo/client/react";
import { Button, HStack, Link } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { FormDialog } from "../../components/form-dialog";
import { useLocale } from "../../lib/language";
import { AdminPage, AdminSection } from "../admin-page";
import {
  AdminLibraryDocumentsDocument,
  CreateLibraryDocumentDocument,
  DeleteLibraryDocumentDocument,
  UpdateLibraryDocumentDocument,
  type AdminLibraryDocumentFieldsFragment,
} from "../gql/graphql";
import { PublicationBadge } from "../publication/publication-badge";
import { whenItGoesOut } from "../publication/publication";
import { RecordActions } from "../record-actions";
import { listState, RecordList } from "../record-list";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import { useSave } from "../use-save";
import {
  CATEGORIES,
  emptyLibraryDocument,
  LibraryDocumentForm,
  libraryDocumentValues,
} from "./library-document-form";
import "../locales/register";

const REFETCH = { refetchQueries: ["AdminLibraryDocuments"], awaitRefetchQueries: true };

const categoryMessage = (category: AdminLibraryDocumentFieldsFragment["category"]) =>
  CATEGORIES.find((choice) => choice.value === category)!.message;

type ListProps = {
  items: AdminLibraryDocumentFieldsFragment[];
  state: ReturnType<typeof listState>;
  onEdit: (item: AdminLibraryDocumentFieldsFragment) => void;
  onDelete: (item: AdminLibraryDocumentFieldsFragment) => Promise<unknown>;
};

/** Every library document, drafts and scheduled ones too, with what staff may do to each. */
function LibraryDocumentsList({ items, state, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation();
  return (
    <RecordList<AdminLibraryDocumentFieldsFragment>
      caption={t("dashboardLibraryDocuments.list")}
      columns={[
        {
          header: t("dashboardLibraryDocuments.titleField"),
          cell: (item) => (
            <HStack gap="2" wrap="wrap">
              <span>{item.title}</span>
              <PublicationBadge status={item.status} publishAt={item.publishAt} />
              <NeedsTranslationBadge needsTranslation={item.needsTranslation} />
            </HStack>
          ),
          cellProps: { fontWeight: "medium" },
        },
        {
          header: t("dashboardLibraryDocuments.category"),
          cell: (item) => t(categoryMessage(item.category)),
        },
        {
          header: t("dashboardLibraryDocuments.pdf"),
          cell: (item) => (
            <Link href={item.documentUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
              {t("dashboardLibraryDocuments.openPdf")}
            </Link>
          ),
        },
      ]}
      records={items}
      actions={(item) => (
        <RecordActions
          name={item.title}
          onEdit={() => onEdit(item)}
          confirmTitle={t("dashboardLibraryDocuments.confirmDelete")}
          confirmDescription={t("dashboardLibraryDocuments.deleteWhat", { title: item.title })}
          onDelete={() => onDelete(item)}
          deletedTitle={t("dashboardLibraryDocuments.deleted")}
          notDeletedTitle={t("dashboardLibraryDocuments.notDeleted")}
        />
      )}
      state={state}
      emptyText={t("dashboardLibraryDocuments.none")}
    />
  );
}

export function LibraryDocumentsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(AdminLibraryDocumentsDocument, { fetchPolicy: "cache-and-network" });
  const [create] = useMutation(CreateLibraryDocumentDocument, REFETCH);
  const [update] = useMutation(UpdateLibraryDocumentDocument, REFETCH);
  const [remove] = useMutation(DeleteLibraryDocumentDocument, REFETCH);
  const { save, progress } = useSave();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const items = query.data?.libraryDocuments.items ?? [];
  const editing = items.find((item) => item.id === params.get("edit"));
  const closeEdit = () => setParams({}, { replace: true });

  return (
    <AdminPage
      title={t("dashboardLibraryDocuments.title")}
      intro={t("dashboardLibraryDocuments.intro")}
      actions={<Button onClick={() => setCreating(true)}>{t("dashboardLibraryDocuments.create")}</Button>}
    >
      <AdminSection title={t("dashboardLibraryDocuments.list")}>
        <LibraryDocumentsList
          items={items}
          state={listState(query)}
          onEdit={(item) => setParams({ edit: item.id }, { replace: true })}
          onDelete={(item) => remove({ variables: { id: item.id } })}
        />
      </AdminSection>
      <FormDialog
        title={t("dashboardLibraryDocuments.create")}
        open={creating}
        onClose={() => setCreating(false)}
      >
        <LibraryDocumentForm
          initial={emptyLibraryDocument}
          submitLabel={t("dashboardLibraryDocuments.save")}
          busyLabel={t("dashboardLibraryDocuments.saving")}
          progress={progress}
          onCancel={() => setCreating(false)}
          onSubmit={async (input, document) => {
            await save((context) => create({ variables: { input, document }, context }), {
              saved: {
                title: t("dashboardLibraryDocuments.created"),
                description: whenItGoesOut(input, t, locale) ?? input.title,
              },
            });
            setCreating(false);
          }}
        />
      </FormDialog>
      <FormDialog title={t("dashboardLibraryDocuments.edit")} open={Boolean(editing)} onClose={closeEdit}>
        {editing && (
          <LibraryDocumentForm
            initial={libraryDocumentValues(editing)}
            kiswahili={editing.kiswahili}
            documentUrl={editing.documentUrl}
            publishedAt={editing.status === "PUBLISHED" ? editing.publishAt : null}
            submitLabel={t("dashboard.form.saveChanges")}
            busyLabel={t("dashboardLibraryDocuments.saving")}
            progress={progress}
            onCancel={closeEdit}
            onSubmit={async (input, document) => {
              await save((context) => update({ variables: { id: editing.id, input, document }, context }), {
                saved: {
                  title: t("dashboardLibraryDocuments.updated"),
                  description: whenItGoesOut(input, t, locale) ?? input.title,
                },
              });
              closeEdit();
            }}
          />
        )}
      </FormDialog>
    </AdminPage>
  );
}
