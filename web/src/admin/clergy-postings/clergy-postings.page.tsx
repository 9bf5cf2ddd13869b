import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, HStack, Stack } from "@chakra-ui/react";
import { spokenDate } from "@diocese/site/calendar-days";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { useLanguage } from "../../lib/language";
import { AdminPage, AdminSection } from "../admin-page";
import {
  AddClergyPostingDocument,
  AdminClergyPostingListsDocument,
  CreateClergyPostingListDocument,
  DeleteClergyPostingListDocument,
  UpdateClergyPostingListDocument,
  type AdminClergyPostingFieldsFragment,
  type AdminClergyPostingListFieldsFragment,
} from "../gql/graphql";
import { PublicationBadge } from "../publication/publication-badge";
import { RecordActions } from "../record-actions";
import { listState, RecordList } from "../record-list";
import { useSave } from "../use-save";
import { PostingActions } from "./posting-actions";
import { PostingForm } from "./posting-form";
import { PostingListForm } from "./posting-list-form";
import { postingPlace, postingRole } from "./posting-words";
import "../locales/register";

const REFETCH = { refetchQueries: ["AdminClergyPostingLists"], awaitRefetchQueries: true };

type PostingList = AdminClergyPostingListFieldsFragment;
type Posting = AdminClergyPostingFieldsFragment;

/** Whether a posting has taken effect, and whether it has ended since. */
function Effect({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!posting.tookEffectAt) return <Badge>{t("dashboardClergyPostings.waiting")}</Badge>;
  return (
    <Badge colorPalette="green">
      {posting.endsOn
        ? t("dashboardClergyPostings.ended", { date: spokenDate(posting.endsOn, language) })
        : t("dashboardClergyPostings.tookEffect")}
    </Badge>
  );
}

/**
 * A list's postings, with whether each has taken effect: one that has not may be changed or taken
 * out, one in effect ended (PostingActions).
 */
function PostingsTable({ postings }: { postings: Posting[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const described = (posting: Posting) =>
    `${posting.person?.styledName ?? ""}: ${postingRole(posting, t)}, ${postingPlace(posting, t)}`;
  return (
    <RecordList<Posting>
      caption={t("dashboardClergyPostings.postings")}
      columns={[
        {
          header: t("dashboardClergyPostings.columns.person"),
          cell: (posting) => posting.person?.styledName ?? "",
        },
        {
          header: t("dashboardClergyPostings.columns.posting"),
          cell: (posting) => `${postingRole(posting, t)}, ${postingPlace(posting, t)}`,
        },
        {
          header: t("dashboardClergyPostings.columns.startsOn"),
          cell: (posting) => spokenDate(posting.startsOn, language),
        },
        {
          header: t("dashboardClergyPostings.columns.effect"),
          cell: (posting) => <Effect posting={posting} />,
        },
      ]}
      records={postings}
      actions={(posting) => <PostingActions posting={posting} described={described(posting)} />}
      state={{ loading: false }}
      emptyText={t("dashboardClergyPostings.noPostings")}
    />
  );
}

/** One list: its publication, its postings with whether each has taken effect, and what staff may do. */
function PostingListSection({ list, onEdit }: { list: PostingList; onEdit: () => void }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [add] = useMutation(AddClergyPostingDocument, REFETCH);
  const [removeList] = useMutation(DeleteClergyPostingListDocument, REFETCH);
  const { save } = useSave();
  return (
    <AdminSection
      title={list.title}
      actions={
        <HStack gap="2" wrap="wrap">
          <PublicationBadge status={list.status} publishAt={list.publishAt} />
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            {t("dashboardClergyPostings.addPosting")}
          </Button>
          <RecordActions
            name={list.title}
            onEdit={onEdit}
            confirmTitle={t("dashboardClergyPostings.confirmDelete")}
            confirmDescription={t("dashboardClergyPostings.deleteWhat", { title: list.title })}
            onDelete={() => removeList({ variables: { id: list.id } })}
            deletedTitle={t("dashboardClergyPostings.deleted")}
            notDeletedTitle={t("dashboardClergyPostings.notDeleted")}
          />
        </HStack>
      }
    >
      <PostingsTable postings={list.postings} />
      <FormDialog
        title={t("dashboardClergyPostings.addPosting")}
        open={adding}
        onClose={() => setAdding(false)}
      >
        <PostingForm
          postingListId={list.id}
          onCancel={() => setAdding(false)}
          onSubmit={async (input) => {
            await save((context) => add({ variables: { input }, context }), {
              saved: { title: t("dashboardClergyPostings.added") },
            });
            setAdding(false);
          }}
        />
      </FormDialog>
    </AdminSection>
  );
}

/** The dashboard's Postings page: the lists of postings, each with its postings, to publish or schedule. */
export function ClergyPostingsPage() {
  const { t } = useTranslation();
  const query = useQuery(AdminClergyPostingListsDocument, { fetchPolicy: "cache-and-network" });
  const [create] = useMutation(CreateClergyPostingListDocument, REFETCH);
  const [update] = useMutation(UpdateClergyPostingListDocument, REFETCH);
  const { save } = useSave();
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const lists = query.data?.clergyPostingLists.items ?? [];
  const editing = lists.find((list) => list.id === editingId) ?? null;
  const state = listState(query);

  return (
    <AdminPage
      title={t("dashboardClergyPostings.title")}
      intro={t("dashboardClergyPostings.intro")}
      actions={<Button onClick={() => setCreating(true)}>{t("dashboardClergyPostings.create")}</Button>}
    >
      <Stack gap="8">
        {lists.length === 0 && (
          <RecordList<PostingList>
            caption={t("dashboardClergyPostings.lists")}
            columns={[]}
            records={[]}
            state={state}
            emptyText={t("dashboardClergyPostings.none")}
          />
        )}
        {lists.map((list) => (
          <PostingListSection key={list.id} list={list} onEdit={() => setEditingId(list.id)} />
        ))}
      </Stack>
      <FormDialog
        title={t("dashboardClergyPostings.create")}
        open={creating}
        onClose={() => setCreating(false)}
      >
        <PostingListForm
          list={null}
          onCancel={() => setCreating(false)}
          onSubmit={async (input) => {
            await save((context) => create({ variables: { input }, context }), {
              saved: { title: t("dashboardClergyPostings.created", { title: input.title }) },
            });
            setCreating(false);
          }}
        />
      </FormDialog>
      <FormDialog
        title={t("dashboardClergyPostings.edit")}
        open={Boolean(editing)}
        onClose={() => setEditingId(null)}
      >
        {editing && (
          <PostingListForm
            list={editing}
            onCancel={() => setEditingId(null)}
            onSubmit={async (input) => {
              await save((context) => update({ variables: { id: editing.id, input }, context }), {
                saved: { title: t("dashboardClergyPostings.updated", { title: input.title }) },
              });
              setEditingId(null);
            }}
          />
        )}
      </FormDialog>
    </AdminPage>
  );
}
