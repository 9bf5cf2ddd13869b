import type { AdminRole } from "../../gql/graphql";

const ROLE_LABELS: Record<AdminRole, string> = {
  SYSTEM_ADMIN: "System Admin",
  EDITOR: "Editor",
  TREASURER: "Treasurer",
};

export function roleLabel(role: AdminRole): string {
  return ROLE_LABELS[role];
}

/** Kenyan numbers, stored as E.164 (+254712345678), read best in groups: +254 712 345 678. */
export function formatPhone(phone: string | null): string {
  if (!phone) return "—";
  const kenyan = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return kenyan ? `+254 ${kenyan[1]} ${kenyan[2]} ${kenyan[3]}` : phone;
}
