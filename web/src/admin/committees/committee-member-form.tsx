import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import {
  CreateCommitteeMemberDocument,
  UpdateCommitteeMemberDocument,
  type AdminCommitteeMemberFieldsFragment,
} from "../gql/graphql";
import { pictureField, RecordForm, type FieldSpec } from "../record-form";
import { useSave } from "../use-save";
import { COMMITTEES_REFETCH } from "./committee-form";

type MemberField = "name" | "title" | "parishId";

/** A member of a committee: a new one, at the end of the list, when `member` is null. */
export function CommitteeMemberForm({
  committeeId,
  member,
  parishes,
  onClose,
}: {
  committeeId: string;
  member: AdminCommitteeMemberFieldsFragment | null;
  parishes: { id: string; name: string }[];
  onClose: () => void;
}) {
  const [createMember] = useMutation(CreateCommitteeMemberDocument, COMMITTEES_REFETCH);
  const [updateMember] = useMutation(UpdateCommitteeMemberDocument, COMMITTEES_REFETCH);
  const { save, progress } = useSave();
  const { t } = useTranslation();
  const fields: FieldSpec<MemberField>[] = [
    { name: "name", label: t("dashboardCommittees.members.name"), required: true },
    {
      name: "title",
      label: t("dashboardCommittees.members.title"),
      required: true,
      placeholder: t("dashboardCommittees.members.titlePlaceholder"),
    },
    {
      name: "parishId",
      label: t("dashboardCommittees.members.parish"),
      options: [
        { value: "", label: t("dashboardCommittees.members.noParish") },
        ...parishes.map((parish) => ({ value: parish.id, label: parish.name })),
      ],
      wide: true,
    },
  ];
  return (
    <RecordForm
      fields={fields}
      columns={2}
      initial={{ name: member?.name ?? "", title: member?.title ?? "", parishId: member?.parishId ?? "" }}
      kiswahili={{
        fields: [{ name: "title", label: t("dashboardCommittees.members.title") }],
        saved: member?.kiswahili,
      }}
      image={pictureField(t("dashboardCommittees.members.picture"), member)}
      submitLabel={member ? t("dashboard.form.saveChanges") : t("dashboardCommittees.members.addButton")}
      busyLabel={t("dashboardCommittees.saving")}
      progress={progress}
      onCancel={onClose}
      onSubmit={async (values, image, imageFocalPoint, kiswahili) => {
        const input = {
          name: values.name.trim(),
          title: values.title.trim(),
          parishId: values.parishId || null,
          imageFocalPoint,
          kiswahili,
        };
        await save(
          async (context) => {
            if (member) await updateMember({ variables: { id: member.id, input, image }, context });
            else await createMember({ variables: { committeeId, input, image }, context });
          },
          {
            saved: {
              title: member
                ? t("dashboardCommittees.members.updated")
                : t("dashboardCommittees.members.added"),
              description: values.name,
            },
          },
        );
        onClose();
      }}
    />
  );
}
