import { SimpleGrid } from "@chakra-ui/react";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { ParishOptions } from "../../components/parish-options";
import type { AdminEventChoicesQuery } from "../gql/graphql";
import { SelectField } from "../select-field";
import { isScopedEditor, StaffContext } from "../staff-context";

type OwnerField = { value: string; onChange: (value: string) => void; error?: string };

/** The parish and the department an event belongs to; neither makes it the diocese's own. */
export function EventOwnerFields({
  choices,
  parish,
  department,
}: {
  choices: AdminEventChoicesQuery;
  parish: OwnerField;
  department: OwnerField;
}) {
  // A parish or department editor's events stay where they are (the API refuses a move).
  const staff = useContext(StaffContext);
  const ownersFixed = isScopedEditor(staff);
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <SelectField
        label={t("dashboardEvents.form.parish")}
        disabled={ownersFixed}
        helperText={ownersFixed ? t("dashboardEvents.form.ownersFixed") : undefined}
        {...parish}
      >
        <option value="">{t("dashboardEvents.form.noParish")}</option>
        <ParishOptions archdeaconries={choices.archdeaconries} />
      </SelectField>
      <SelectField label={t("dashboardEvents.form.department")} disabled={ownersFixed} {...department}>
        <option value="">{t("dashboardEvents.form.noDepartment")}</option>
        {choices.departments.map((department) => (
          <option key={department.id} value={department.id}>
            {department.name}
          </option>
        ))}
      </SelectField>
    </SimpleGrid>
  );
}
