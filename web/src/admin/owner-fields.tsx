import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import { ParishOptions } from "../components/parish-options";
import { AdminDepartmentChoicesDocument, AdminParishChoicesDocument } from "./gql/graphql";
import { SelectField } from "./select-field";

type OwnerFieldProps = {
  label: string;
  /** The first choice's words: what the content is when it belongs to none. */
  noneLabel: string;
  /** The line under the choice; `fixed` replaces it when the choice cannot be changed. */
  help?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /**
   * Why a parish or department editor cannot change it, when they cannot: their content stays
   * their parish's or department's (the API refuses another owner, or none).
   */
  fixed?: string | null;
};

/** The choice of an owner: none first, then `children`, the options. */
function OwnerSelect({
  label,
  noneLabel,
  help,
  fixed,
  children,
  ...field
}: OwnerFieldProps & { children: ReactNode }) {
  return (
    <SelectField label={label} {...field} disabled={Boolean(fixed)} helperText={fixed || help}>
      <option value="">{noneLabel}</option>
      {children}
    </SelectField>
  );
}

/**
 * The parish a piece of content belongs to, whose editor then keeps it. Its choices come with the
 * field, asked again each time it is drawn so that a parish added since is there.
 */
export function ParishField(props: OwnerFieldProps) {
  const { data } = useQuery(AdminParishChoicesDocument, { fetchPolicy: "cache-and-network" });
  return (
    <OwnerSelect {...props}>
      <ParishOptions archdeaconries={data?.archdeaconries ?? []} />
    </OwnerSelect>
  );
}

/** The department a piece of content belongs to, whose editor then keeps it. */
export function DepartmentField(props: OwnerFieldProps) {
  const { data } = useQuery(AdminDepartmentChoicesDocument, { fetchPolicy: "cache-and-network" });
  return (
    <OwnerSelect {...props}>
      {(data?.departments ?? []).map((department) => (
        <option key={department.id} value={department.id}>
          {department.name}
        </option>
      ))}
    </OwnerSelect>
  );
}
