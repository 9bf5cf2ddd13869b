import { createContext, useContext } from "react";
import type { StaffFieldsFragment } from "../gql/graphql";

export const StaffContext = createContext<StaffFieldsFragment | null>(null);

/** The signed-in member of staff, for any page inside RequireStaff. */
export function useStaff(): StaffFieldsFragment {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error("useStaff is used outside RequireStaff");
  return staff;
}

/**
 * A parish or department editor, whose content stays their parish's or department's: the forms
 * show its owners fixed, as the API refuses another (requireOwnersKept).
 */
export function isScopedEditor(staff: Pick<StaffFieldsFragment, "role"> | null): boolean {
  return staff?.role === "PARISH_EDITOR" || staff?.role === "DEPARTMENT_EDITOR";
}
