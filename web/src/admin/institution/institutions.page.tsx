import { useMutation, useQuery } from "@apollo/client/react";
import { Button, chakra, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { INSTITUTION_KINDS } from "@diocese/site/institution-kinds";
import { AdminPage, AdminSection } from "../admin-page";
import {
  AdminInstitutionsDocument,
  DeleteInstitutionDocument,
  type AdminInstitutionFieldsFragment,
  type InstitutionKind,
} from "../gql/graphql";
import { PublicationBadge } from "../publication/publication-badge";
import { RecordActions } from "../record-actions";
import { listState, RecordList } from "../record-list";
import { useStaff } from "../staff-context";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import { INSTITUTIONS_REFETCH, InstitutionDialog } from "./institution-dialogs";
import { KIND_MESSAGES } from "../../features/institutions/institution-kinds";
import "../locales/register";

type Institution = AdminInstitutionFieldsFragment;

/** The list's search, kind and page, from the page's address (so that a search can be shared). */
function useListSearch() {
  const [params, setParams] = useSearchParams();
  const kind = INSTITUTION_KINDS.find((candidate) => candidate === params.get("kind")) ?? null;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const search = params.get("q")?.trim() || null;
  const change = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  return { search, kind, page, editing: params.get("edit"), change };
}

/** The list's search form: words, and one kind. */
function ListFilter({
  search,
  kind,
  onFind,
}: {
  search: string | null;
  kind: string | null;
  onFind: (q: string, kind: string) => void;
}) {
  const { t } = useTranslation();
  const [words, setWords] = useState(search ?? "");
  const [chosen, setChosen] = useState(kind ?? "");
  return (
    <chakra.form
      role="search"
      aria-label={t("dashboardInstitutions.list")}
      onSubmit={(event) => {
        event.preventDefault();
        onFind(words.trim(), chosen);
      }}
    >
      <HStack gap="2" wrap="wrap" align="end">
        <Input
          type="search"
          aria-label={t("dashboardInstitutions.search")}
          placeholder={t("dashboardInstitutions.search")}
          value={words}
          onChange={(event) => setWords(event.target.value)}
          maxW="20rem"
        />
        <NativeSelect.Root maxW="14rem">
          <NativeSelect.Field
            aria-label={t("dashboardInstitutions.kind")}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{t("dashboardInstitutions.anyKind")}</option>
            {INSTITUTION_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(KIND_MESSAGES[value])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" variant="outline">
          {t("dashboardInstitutions.find")}
        </Button>
      </HStack>
    </chakra.form>
  );
}

type ListProps = {
  items: Institution[];
  state: ReturnType<typeof listState>;
  filtered: boolean;
  onEdit: (item: Institution) => void;
  onDelete: (item: Institution) => Promise<unknown>;
};

/** The institutions of this page of the list, drafts too, with what staff may do to each. */
function InstitutionsList({ items, state, filtered, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation();
  return (
    <RecordList<Institution>
      caption={t("dashboardInstitutions.list")}
      columns={[
        {
          header: t("dashboardInstitutions.name"),
          cell: (item) => (
            <HStack gap="2" wrap="wrap">
              <span>{item.name}</span>
              <PublicationBadge status={item.status} publishAt={item.publishAt} />
              <NeedsTranslationBadge needsTranslation={item.needsTranslation} />
            </HStack>
          ),
          cellProps: { fontWeight: "medium" },
        },
        { header: t("dashboardInstitutions.kind"), cell: (item) => t(KIND_MESSAGES[item.kind]) },
        { header: t("dashboardInstitutions.parish"), cell: (item) => item.parish.name },
        { header: t("dashboardInstitutions.town"), cell: (item) => item.town ?? "" },
      ]}
      records={items}
      actions={(item) => (
        <RecordActions
          name={item.name}
          onEdit={() => onEdit(item)}
          confirmTitle={t("dashboardInstitutions.confirmDelete")}
          confirmDescription={t("dashboardInstitutions.deleteWhat", { name: item.name })}
          onDelete={() => onDelete(item)}
          deletedTitle={t("dashboardInstitutions.deleted")}
          notDeletedTitle={t("dashboardInstitutions.notDeleted")}
        />
      )}
      state={state}
      emptyText={filtered ? t("dashboardInstitutions.noMatch") : t("dashboardInstitutions.none")}
    />
  );
}

/** The list's count and its previous and next pages. */
function ListPages({
  total,
  page,
  pageCount,
  onPage,
}: {
  total: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total === 0) return null;
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text color="fg.muted">{t("dashboardInstitutions.count", { count: total, page, pageCount })}</Text>
      <HStack gap="2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("dashboardInstitutions.previous")}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {t("dashboardInstitutions.next")}
        </Button>
      </HStack>
    </HStack>
  );
}

/**
 * The schools, colleges, hospitals and homes the church sponsors, a page at a time, searched and
 * filtered by kind: every one for the diocese's editors, their own parish's for a parish editor.
 */
export function InstitutionsPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const { search, kind, page, editing, change } = useListSearch();
  const query = useQuery(AdminInstitutionsDocument, {
    variables: { search, kind: kind as InstitutionKind | null, page },
    fetchPolicy: "cache-and-network",
  });
  const [remove] = useMutation(DeleteInstitutionDocument, INSTITUTIONS_REFETCH);
  const [creating, setCreating] = useState(false);
  const list = query.data?.institutions;
  const items = list?.items ?? [];
  const edited = items.find((item) => item.id === editing) ?? null;
  const intro =
    staff.role === "PARISH_EDITOR" && staff.parish
      ? t("dashboardInstitutions.introParish", { parish: staff.parish.name })
      : t("dashboardInstitutions.intro");

  return (
    <AdminPage
      title={t("dashboardInstitutions.title")}
      intro={intro}
      actions={<Button onClick={() => setCreating(true)}>{t("dashboardInstitutions.create")}</Button>}
    >
      <AdminSection title={t("dashboardInstitutions.list")}>
        <Stack gap="4">
          <ListFilter
            search={search}
            kind={kind}
            onFind={(q, chosen) => change({ q, kind: chosen, page: null })}
          />
          <InstitutionsList
            items={items}
            state={listState(query)}
            filtered={Boolean(search || kind)}
            onEdit={(item) => change({ edit: item.id })}
            onDelete={(item) => remove({ variables: { id: item.id } })}
          />
          {list && (
            <ListPages {...list} onPage={(next) => change({ page: next > 1 ? String(next) : null })} />
          )}
        </Stack>
      </AdminSection>
      <InstitutionDialog institution={null} open={creating} onClose={() => setCreating(false)} />
      <InstitutionDialog institution={edited} open={Boolean(edited)} onClose={() => change({ edit: null })} />
    </AdminPage>
  );
}
