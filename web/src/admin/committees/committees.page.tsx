import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, HStack } from "@chakra-ui/react";
import { useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { FormDialog } from "../../components/form-dialog";
import { useLocale } from "../../lib/language";
import { AdminPage, AdminSection } from "../admin-page";
import {
  AdminCommitteesDocument,
  DeleteCommitteeDocument,
  type AdminCommitteeFieldsFragment,
} from "../gql/graphql";
import { RecordActions } from "../record-actions";
import { listState, RecordList, type RecordColumn } from "../record-list";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import { COMMITTEES_REFETCH, CommitteeForm } from "./committee-form";
import { CommitteeMembers } from "./committee-members";
import "../locales/register";

type Committee = AdminCommitteeFieldsFragment;

/** The list's columns: a committee's name and badges, its term in months, and how many members it has. */
function committeeColumns(t: TFunction, locale: string): RecordColumn<Committee>[] {
  const monthFormat = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
  const month = (year: number, month: number) => monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
  return [
    {
      header: t("dashboardCommittees.columns.name"),
      cell: (committee) => (
        <HStack gap="2" wrap="wrap">
          <span>{committee.name}</span>
          {committee.isStandingCommittee && (
            <Badge colorPalette="gold">{t("dashboardCommittees.standingBadge")}</Badge>
          )}
          <NeedsTranslationBadge needsTranslation={committee.needsTranslation} />
        </HStack>
      ),
      cellProps: { fontWeight: "medium" },
    },
    {
      header: t("dashboardCommittees.columns.term"),
      cell: (committee) =>
        t("dashboardCommittees.term", {
          start: month(committee.termStartYear, committee.termStartMonth),
          end: month(committee.termEndYear, committee.termEndMonth),
        }),
      cellProps: { whiteSpace: "nowrap" },
    },
    {
      header: t("dashboardCommittees.columns.members"),
      cell: (committee) => committee.members.length,
    },
  ];
}

/** The boards and committees with their terms, and the members of the one chosen (`?committee=`). */
export function CommitteesPage() {
  const query = useQuery(AdminCommitteesDocument, { fetchPolicy: "cache-and-network" });
  const [deleteCommittee] = useMutation(DeleteCommitteeDocument, COMMITTEES_REFETCH);
  const [editing, setEditing] = useState<Committee | "new" | null>(null);
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const committees = query.data?.committees ?? [];
  const chosen = committees.find((committee) => committee.id === params.get("committee")) ?? committees[0];
  const parishes = (query.data?.archdeaconries ?? [])
    .flatMap((archdeaconry) => archdeaconry.parishes)
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <AdminPage
      title={t("dashboardCommittees.title")}
      intro={t("dashboardCommittees.intro")}
      actions={<Button onClick={() => setEditing("new")}>{t("dashboardCommittees.add")}</Button>}
    >
      <AdminSection title={t("dashboardCommittees.list")}>
        <RecordList
          caption={t("dashboardCommittees.list")}
          records={committees}
          state={listState(query)}
          emptyText={t("dashboardCommittees.none")}
          columns={committeeColumns(t, locale)}
          actions={(committee) => (
            <>
              <Button
                size="xs"
                variant="outline"
                aria-label={t("dashboardCommittees.showMembersOf", { name: committee.name })}
                onClick={() => setParams({ committee: committee.id }, { replace: true })}
              >
                {t("dashboardCommittees.showMembers")}
              </Button>
              <RecordActions
                name={committee.name}
                onEdit={() => setEditing(committee)}
                confirmTitle={t("dashboardCommittees.confirmDelete")}
                confirmDescription={t("dashboardCommittees.deleteWhat", { name: committee.name })}
                onDelete={() => deleteCommittee({ variables: { id: committee.id } })}
                deletedTitle={t("dashboardCommittees.deleted")}
                notDeletedTitle={t("dashboardCommittees.notDeleted")}
              />
            </>
          )}
        />
      </AdminSection>
      {chosen && (
        <AdminSection title={t("dashboardCommittees.members.section")}>
          <CommitteeMembers committee={chosen} parishes={parishes} />
        </AdminSection>
      )}
      <FormDialog
        title={editing === "new" ? t("dashboardCommittees.add") : t("dashboardCommittees.edit")}
        open={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <CommitteeForm
            committee={editing === "new" ? null : editing}
            locale={locale}
            onClose={() => setEditing(null)}
          />
        )}
      </FormDialog>
    </AdminPage>
  );
}
