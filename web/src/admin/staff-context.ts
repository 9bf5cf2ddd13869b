import { createContext, useContext } from "react";
import type { StaffFieldsFragment } from "../gql/graphql";

export const StaffContext = createContext<StaffFieldsFragment | null>(null);

/** The signed-in member of staff, for any page inside RequireStaff. */
export function useStaff(): StaffFieldsFragment {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error("useStaff is used outside RequireStaff");
  return staff;
}
