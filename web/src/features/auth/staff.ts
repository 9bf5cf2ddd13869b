import type { AdminRole } from "../../gql/graphql";

const ROLE_LABELS: Record<AdminRole, string> = {
  SYSTEM_ADMIN: "System Admin",
  EDITOR: "Editor",
  PARISH_EDITOR: "Parish editor",
  DEPARTMENT_EDITOR: "Department editor",
  TREASURER: "Treasurer",
};

export function roleLabel(role: AdminRole): string {
  return ROLE_LABELS[role];
}

/**
 * A role with the parish or department it keeps ("Parish editor of St Luke's"); a scoped editor
 * whose parish or department was deleted keeps none until a system admin chooses another.
 */
export function roleWithScope(staff: {
  role: AdminRole;
  parish?: { name: string } | null;
  department?: { name: string } | null;
}): string {
  if (staff.role === "PARISH_EDITOR")
    return staff.parish ? `Parish editor of ${staff.parish.name}` : "Parish editor (no parish: choose one)";
  if (staff.role === "DEPARTMENT_EDITOR")
    return staff.department
      ? `Department editor of ${staff.department.name}`
      : "Department editor (no department: choose one)";
  return roleLabel(staff.role);
}

/** Kenyan numbers, stored as E.164 (+254712345678), read best in groups: +254 712 345 678. */
export function formatPhone(phone: string | null): string {
  if (!phone) return "—";
  const kenyan = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return kenyan ? `+254 ${kenyan[1]} ${kenyan[2]} ${kenyan[3]}` : phone;
}
