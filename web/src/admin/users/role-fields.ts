import { useQuery } from "@apollo/client/react";
import type { FieldSpec, RecordValues } from "../record-form";
import { StaffScopeChoicesDocument, type AdminRole, type AdminUserRoleInput } from "../gql/graphql";

export type RoleFieldName = "role" | "parishId" | "departmentId";

const ROLE_OPTIONS: { value: AdminRole; label: string }[] = [
  { value: "EDITOR", label: "Editor: manages all of the website's content" },
  {
    value: "PARISH_EDITOR",
    label: "Parish editor: their parish's page, services, events and news",
  },
  { value: "DEPARTMENT_EDITOR", label: "Department editor: their department's page and events" },
  { value: "TREASURER", label: "Treasurer: sees and records gifts; changes no content" },
  { value: "SYSTEM_ADMIN", label: "System Admin: everything, and manages staff accounts" },
];

/**
 * The role field, and the parish or department field that the role calls for: every parish by
 * archdeaconry, every department, from one query.
 */
export function useRoleFields(): FieldSpec<RoleFieldName>[] {
  const { data } = useQuery(StaffScopeChoicesDocument);
  const parishes = (data?.archdeaconries ?? []).flatMap((archdeaconry) =>
    archdeaconry.parishes.map((parish) => ({
      value: parish.id,
      label: `${parish.name} (${archdeaconry.name})`,
    })),
  );
  const departments = (data?.departments ?? []).map((department) => ({
    value: department.id,
    label: department.name,
  }));
  return [
    { name: "role", label: "Role", required: true, options: ROLE_OPTIONS },
    {
      name: "parishId",
      label: "Parish",
      required: true,
      helperText: "The parish whose page, services, events and news they keep",
      options: [{ value: "", label: "Choose a parish" }, ...parishes],
      shownWhen: (values) => values.role === "PARISH_EDITOR",
    },
    {
      name: "departmentId",
      label: "Department",
      required: true,
      helperText: "The department whose page and events they keep",
      options: [{ value: "", label: "Choose a department" }, ...departments],
      shownWhen: (values) => values.role === "DEPARTMENT_EDITOR",
    },
  ];
}

/** The role's values as the API takes them: a parish or department only for the role that keeps one. */
export function roleInputOf(values: RecordValues<RoleFieldName>): AdminUserRoleInput {
  const role = values.role as AdminRole;
  return {
    role,
    parishId: role === "PARISH_EDITOR" ? values.parishId : null,
    departmentId: role === "DEPARTMENT_EDITOR" ? values.departmentId : null,
  };
}
