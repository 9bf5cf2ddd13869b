import { useMutation } from "@apollo/client/react";
import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CroppedImage } from "../../components/cropped-image";
import { FormDialog } from "../../components/form-dialog";
import {
  DeleteCommitteeMemberDocument,
  ReorderCommitteeMembersDocument,
  type AdminCommitteeFieldsFragment,
  type AdminCommitteeMemberFieldsFragment,
} from "../gql/graphql";
import { ListStatus } from "../admin-page";
import { RecordActions } from "../record-actions";
import { ReorderableList } from "../reorderable-list";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import { useSave } from "../use-save";
import { COMMITTEES_REFETCH } from "./committee-form";
import { CommitteeMemberForm } from "./committee-member-form";

/** A member as the list shows them: their picture, name, title and parish. */
function MemberSummary({ member, parish }: { member: AdminCommitteeMemberFieldsFragment; parish?: string }) {
  return (
    <>
      <Box w="12" h="12" bg="bg.muted" borderRadius="sm" overflow="hidden" flexShrink="0">
        {member.imageUrl && (
          <CroppedImage src={member.imageUrl} focalPoint={member.image?.focalPoint} w="full" h="full" />
        )}
      </Box>
      <Box flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{member.name}</Text>
          <NeedsTranslationBadge needsTranslation={member.needsTranslation} />
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {[member.title, parish].filter(Boolean).join(" · ")}
        </Text>
      </Box>
    </>
  );
}

type CommitteeMembersProps = {
  committee: AdminCommitteeFieldsFragment;
  parishes: { id: string; name: string }[];
};

/** A committee's members in their order, to add, edit, delete and move up or down. */
export function CommitteeMembers({ committee, parishes }: CommitteeMembersProps) {
  const [deleteMember] = useMutation(DeleteCommitteeMemberDocument, COMMITTEES_REFETCH);
  const [reorderMembers] = useMutation(ReorderCommitteeMembersDocument, COMMITTEES_REFETCH);
  const [editing, setEditing] = useState<AdminCommitteeMemberFieldsFragment | "new" | null>(null);
  const { save } = useSave();
  const { t } = useTranslation();
  const parishName = (id: string | null | undefined) => parishes.find((parish) => parish.id === id)?.name;
  const heading = t("dashboardCommittees.members.heading", { name: committee.name });

  const reorder = (ids: string[]) =>
    save(() => reorderMembers({ variables: { committeeId: committee.id, ids } }), {
      saved: { title: t("dashboardCommittees.members.reordered") },
      notSaved: t("dashboardCommittees.members.notReordered"),
    });

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">{heading}</Text>
        <Button size="sm" onClick={() => setEditing("new")}>
          {t("dashboardCommittees.members.add")}
        </Button>
      </HStack>
      <ListStatus
        loading={false}
        empty={!committee.members.length}
        emptyText={t("dashboardCommittees.members.none")}
      >
        <ReorderableList
          label={heading}
          items={committee.members}
          nameOf={(member) => member.name}
          onReorder={reorder}
          renderItem={(member) => <MemberSummary member={member} parish={parishName(member.parishId)} />}
          renderActions={(member) => (
            <RecordActions
              name={member.name}
              onEdit={() => setEditing(member)}
              confirmTitle={t("dashboardCommittees.members.confirmDelete")}
              confirmDescription={t("dashboardCommittees.members.deleteWhat", {
                name: member.name,
                committee: committee.name,
              })}
              onDelete={() => deleteMember({ variables: { id: member.id } })}
              deletedTitle={t("dashboardCommittees.members.deleted")}
              notDeletedTitle={t("dashboardCommittees.members.notDeleted")}
            />
          )}
        />
      </ListStatus>
      <FormDialog
        title={
          editing === "new" ? t("dashboardCommittees.members.add") : t("dashboardCommittees.members.edit")
        }
        open={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <CommitteeMemberForm
            committeeId={committee.id}
            member={editing === "new" ? null : editing}
            parishes={parishes}
            onClose={() => setEditing(null)}
          />
        )}
      </FormDialog>
    </Stack>
  );
}
