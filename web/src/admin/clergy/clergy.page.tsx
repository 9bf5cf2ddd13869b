import { useMutation, useQuery } from "@apollo/client/react";
import { Button, chakra, Field, HStack, Input, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { FormDialog } from "../../components/form-dialog";
import { AdminPage, AdminSection } from "../admin-page";
import {
  AdminClergyDocument,
  CreateClergyMemberDocument,
  DeleteClergyMemberDocument,
  UpdateClergyMemberDocument,
  type AdminClergyMemberFieldsFragment,
} from "../gql/graphql";
import { PublicationBadge } from "../publication/publication-badge";
import { RecordActions } from "../record-actions";
import { ListPager, listState, RecordList } from "../record-list";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import { useSave } from "../use-save";
import { ClergyForm } from "./clergy-form";
import { MemberPostings } from "./member-postings";
import "../locales/register";

const REFETCH = { refetchQueries: ["AdminClergy"], awaitRefetchQueries: true };

type Member = AdminClergyMemberFieldsFragment;

/** The search of the list: words of a name, parish or archdeaconry, asked for when submitted. */
function ClergySearch({ onSearch }: { onSearch: (words: string) => void }) {
  const { t } = useTranslation();
  const [words, setWords] = useState("");
  return (
    <chakra.form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <HStack gap="2" alignItems="end">
        <Field.Root>
          <Field.Label>{t("dashboardClergy.search")}</Field.Label>
          <Input type="search" value={words} onChange={(event) => setWords(event.target.value)} />
        </Field.Root>
        <Button type="submit" variant="outline">
          {t("dashboardClergy.searchButton")}
        </Button>
      </HStack>
    </chakra.form>
  );
}

type ListProps = {
  list: { items: Member[]; page: number; pageCount: number } | undefined;
  state: ReturnType<typeof listState>;
  searching: boolean;
  onEdit: (member: Member) => void;
  onDelete: (member: Member) => Promise<unknown>;
  onPage: (page: number) => void;
};

/** A page of the members, drafts too, with what staff may do to each. */
function ClergyList({ list, state, searching, onEdit, onDelete, onPage }: ListProps) {
  const { t } = useTranslation();
  return (
    <RecordList<Member>
      caption={t("dashboardClergy.list")}
      columns={[
        {
          header: t("dashboardClergy.columns.name"),
          cell: (member) => (
            <HStack gap="2" wrap="wrap">
              <span>{member.styledName}</span>
              <PublicationBadge status={member.status} publishAt={member.publishAt} />
              <NeedsTranslationBadge needsTranslation={member.needsTranslation} />
            </HStack>
          ),
          cellProps: { fontWeight: "medium" },
        },
      ]}
      records={list?.items ?? []}
      actions={(member) => (
        <RecordActions
          name={member.styledName}
          onEdit={() => onEdit(member)}
          confirmTitle={t("dashboardClergy.confirmDelete")}
          confirmDescription={t("dashboardClergy.deleteWhat", { name: member.styledName })}
          onDelete={() => onDelete(member)}
          deletedTitle={t("dashboardClergy.deleted")}
          notDeletedTitle={t("dashboardClergy.notDeleted")}
        />
      )}
      state={state}
      emptyText={t(searching ? "dashboardClergy.noneFound" : "dashboardClergy.none")}
    >
      <ListPager page={list?.page ?? 1} pageCount={list?.pageCount ?? 1} onPage={onPage} />
    </RecordList>
  );
}

/** The dashboard's Clergy page: the members a page at a time with a search, each to edit or delete. */
export function ClergyPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const query = useQuery(AdminClergyDocument, {
    variables: { page, search: search || null },
    fetchPolicy: "cache-and-network",
  });
  const [create] = useMutation(CreateClergyMemberDocument, REFETCH);
  const [update] = useMutation(UpdateClergyMemberDocument, REFETCH);
  const [remove] = useMutation(DeleteClergyMemberDocument, REFETCH);
  const { save, progress } = useSave();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const list = query.data?.clergy;
  const editing = list?.items.find((member) => member.id === params.get("edit"));
  const closeEdit = () => setParams({}, { replace: true });

  return (
    <AdminPage
      title={t("dashboardClergy.title")}
      intro={t("dashboardClergy.intro")}
      actions={<Button onClick={() => setCreating(true)}>{t("dashboardClergy.create")}</Button>}
    >
      <AdminSection title={t("dashboardClergy.list")}>
        <Stack gap="4">
          <ClergySearch
            onSearch={(words) => {
              setSearch(words);
              setPage(1);
            }}
          />
          <ClergyList
            list={list}
            state={listState(query)}
            searching={Boolean(search)}
            onEdit={(member) => setParams({ edit: member.id }, { replace: true })}
            onDelete={(member) => remove({ variables: { id: member.id } })}
            onPage={setPage}
          />
        </Stack>
      </AdminSection>
      <FormDialog title={t("dashboardClergy.create")} open={creating} onClose={() => setCreating(false)}>
        <ClergyForm
          member={null}
          progress={progress}
          onCancel={() => setCreating(false)}
          onSubmit={async (input, image) => {
            await save((context) => create({ variables: { input, image }, context }), {
              saved: { title: t("dashboardClergy.created", { name: input.name }) },
            });
            setCreating(false);
          }}
        />
      </FormDialog>
      <FormDialog
        title={editing ? t("dashboardClergy.edit", { name: editing.styledName }) : ""}
        open={Boolean(editing)}
        onClose={closeEdit}
      >
        {editing && (
          <Stack gap="6">
            <ClergyForm
              member={editing}
              progress={progress}
              onCancel={closeEdit}
              onSubmit={async (input, image) => {
                await save((context) => update({ variables: { id: editing.id, input, image }, context }), {
                  saved: { title: t("dashboardClergy.updated", { name: input.name }) },
                });
                closeEdit();
              }}
            />
            <MemberPostings memberId={editing.id} />
          </Stack>
        )}
      </FormDialog>
    </AdminPage>
  );
}
