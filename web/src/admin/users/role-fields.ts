import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { FieldSpec, RecordValues } from "../record-form";
import { StaffScopeChoicesDocument, type AdminRole, type AdminUserRoleInput } from "../gql/graphql";

export type RoleFieldName = "role" | "parishId" | "departmentId" | "archdeaconryId";

/** Each role with what it may do, in the order the role field offers them. */
const ROLE_OPTIONS = [
  { value: "EDITOR", label: "dashboardUsers.roleOptions.editor" },
  { value: "PARISH_EDITOR", label: "dashboardUsers.roleOptions.parishEditor" },
  { value: "DEPARTMENT_EDITOR", label: "dashboardUsers.roleOptions.departmentEditor" },
  { value: "ARCHDEACON", label: "dashboardUsers.roleOptions.archdeacon" },
  { value: "TREASURER", label: "dashboardUsers.roleOptions.treasurer" },
  { value: "SYSTEM_ADMIN", label: "dashboardUsers.roleOptions.systemAdmin" },
] as const satisfies readonly { value: AdminRole; label: string }[];

/**
 * The role field, and the parish, department or archdeaconry field that the role calls for: every
 * parish by archdeaconry, every department, every archdeaconry, from one query.
 */
export function useRoleFields(): FieldSpec<RoleFieldName>[] {
  const { t } = useTranslation();
  const { data } = useQuery(StaffScopeChoicesDocument);
  const parishes = (data?.archdeaconries ?? []).flatMap((archdeaconry) =>
    archdeaconry.parishes.map((parish) => ({
      value: parish.id,
      label: t("dashboardUsers.parishIn", { parish: parish.name, archdeaconry: archdeaconry.name }),
    })),
  );
  const archdeaconries = (data?.archdeaconries ?? []).map((archdeaconry) => ({
    value: archdeaconry.id,
    label: archdeaconry.name,
  }));
  const departments = (data?.departments ?? []).map((department) => ({
    value: department.id,
    label: department.name,
  }));
  return [
    {
      name: "role",
      label: t("dashboardUsers.fields.role"),
      required: true,
      options: ROLE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) })),
    },
    {
      name: "parishId",
      label: t("dashboardUsers.fields.parish"),
      required: true,
      helperText: t("dashboardUsers.fields.parishHelp"),
      options: [{ value: "", label: t("dashboardUsers.fields.chooseParish") }, ...parishes],
      shownWhen: (values) => values.role === "PARISH_EDITOR",
    },
    {
      name: "departmentId",
      label: t("dashboardUsers.fields.department"),
      required: true,
      helperText: t("dashboardUsers.fields.departmentHelp"),
      options: [{ value: "", label: t("dashboardUsers.fields.chooseDepartment") }, ...departments],
      shownWhen: (values) => values.role === "DEPARTMENT_EDITOR",
    },
    {
      name: "archdeaconryId",
      label: t("dashboardUsers.fields.archdeaconry"),
      required: true,
      helperText: t("dashboardUsers.fields.archdeaconryHelp"),
      options: [{ value: "", label: t("dashboardUsers.fields.chooseArchdeaconry") }, ...archdeaconries],
      shownWhen: (values) => values.role === "ARCHDEACON",
    },
  ];
}

/**
 * The role's values as the API takes them: a parish, department or archdeaconry only for the role
 * that keeps one.
 */
export function roleInputOf(values: RecordValues<RoleFieldName>): AdminUserRoleInput {
  const role = values.role as AdminRole;
  return {
    role,
    parishId: role === "PARISH_EDITOR" ? values.parishId : null,
    departmentId: role === "DEPARTMENT_EDITOR" ? values.departmentId : null,
    archdeaconryId: role === "ARCHDEACON" ? values.archdeaconryId : null,
  };
}
