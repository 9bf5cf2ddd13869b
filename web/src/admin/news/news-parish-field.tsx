import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../events/select-field";
import { AdminNewsParishChoicesDocument } from "../gql/graphql";
import { ParishOptions } from "../../components/parish-options";
import "../locales/register";

type NewsParishFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A parish editor's articles stay their parish's (the API refuses another tag, or none). */
  fixed: boolean;
};

/** The parish an article is tagged to, whose editor then keeps it; none for the diocese's news. */
export function NewsParishField({ value, onChange, error, fixed }: NewsParishFieldProps) {
  const { t } = useTranslation();
  const { data } = useQuery(AdminNewsParishChoicesDocument);
  return (
    <SelectField
      label={t("dashboardAccount.newsParish.label")}
      value={value}
      onChange={onChange}
      error={error}
      disabled={fixed}
      helperText={fixed ? t("dashboardAccount.newsParish.fixed") : t("dashboardAccount.newsParish.help")}
    >
      <option value="">{t("dashboardAccount.newsParish.none")}</option>
      <ParishOptions archdeaconries={data?.archdeaconries ?? []} />
    </SelectField>
  );
}
