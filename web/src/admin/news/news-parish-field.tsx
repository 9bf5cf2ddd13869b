import { useQuery } from "@apollo/client/react";
import { SelectField } from "../events/select-field";
import { AdminNewsParishChoicesDocument } from "../gql/graphql";
import { ParishOptions } from "../../components/parish-options";

type NewsParishFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A parish editor's articles stay their parish's (the API refuses another tag, or none). */
  fixed: boolean;
};

/** The parish an article is tagged to, whose editor then keeps it; none for the diocese's news. */
export function NewsParishField({ value, onChange, error, fixed }: NewsParishFieldProps) {
  const { data } = useQuery(AdminNewsParishChoicesDocument);
  return (
    <SelectField
      label="Parish"
      value={value}
      onChange={onChange}
      error={error}
      disabled={fixed}
      helperText={
        fixed
          ? "Your articles are your parish's news"
          : "Tag a parish's news to it: its editor may then change it, and the article names the parish"
      }
    >
      <option value="">None: the diocese's news</option>
      <ParishOptions archdeaconries={data?.archdeaconries ?? []} />
    </SelectField>
  );
}
