import type { TFunction } from "i18next";
import type { AdminRole } from "../../gql/graphql";
import { messages } from "../../lib/language";

const ROLE_MESSAGES = {
  SYSTEM_ADMIN: "dashboard.roles.systemAdmin",
  EDITOR: "dashboard.roles.editor",
  PARISH_EDITOR: "dashboard.roles.parishEditor",
  DEPARTMENT_EDITOR: "dashboard.roles.departmentEditor",
  TREASURER: "dashboard.roles.treasurer",
  ARCHDEACON: "dashboard.roles.archdeacon",
} as const satisfies Record<AdminRole, string>;

/** A role's name, in the language of `t` (the dashboard's; English without one). */
export function roleLabel(role: AdminRole, t: TFunction = messages.en.t): string {
  return t(ROLE_MESSAGES[role]);
}

/**
 * A role with the parish or department it keeps ("Parish editor of St Luke's"); a scoped editor
 * whose parish or department was deleted keeps none until a system admin chooses another.
 */
export function roleWithScope(
  staff: {
    role: AdminRole;
    parish?: { name: string } | null;
    department?: { name: string } | null;
  },
  t: TFunction = messages.en.t,
): string {
  if (staff.role === "PARISH_EDITOR")
    return staff.parish
      ? t("dashboard.roles.parishEditorOf", { parish: staff.parish.name })
      : t("dashboard.roles.parishEditorWithout");
  if (staff.role === "DEPARTMENT_EDITOR")
    return staff.department
      ? t("dashboard.roles.departmentEditorOf", { department: staff.department.name })
      : t("dashboard.roles.departmentEditorWithout");
  return roleLabel(staff.role, t);
}

/** Kenyan numbers, stored as E.164 (+254712345678), read best in groups: +254 712 345 678. */
export function formatPhone(phone: string | null): string {
  if (!phone) return "—";
  const kenyan = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return kenyan ? `+254 ${kenyan[1]} ${kenyan[2]} ${kenyan[3]}` : phone;
}
