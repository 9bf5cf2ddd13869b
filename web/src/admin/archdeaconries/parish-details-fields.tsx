import { Field, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/text-field";
import type { ParishFormState } from "./use-parish-form";
import "../locales/register";

/** Where the parish is and who answers for it: its archdeaconry, name, town, vicar (shown) and how to reach them. */
export function ParishDetailsFields({
  form: { values, set, field, errors },
  archdeaconries,
  placeFixed,
}: {
  form: ParishFormState;
  archdeaconries: { id: string; name: string }[];
  /** Its name and archdeaconry shown but not changed: a parish editor's form. */
  placeFixed: boolean;
}) {
  const { t } = useTranslation();
  const placeFixedHint = t("dashboardParishes.form.placeFixed");
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {/* Disabled on the field, not the select: the select takes the field's state, even a false one. */}
      <Field.Root required invalid={Boolean(errors.archdeaconryId)} disabled={placeFixed}>
        <Field.Label>
          {t("dashboardParishes.form.archdeaconry")}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={values.archdeaconryId}
            onChange={(event) => set("archdeaconryId", event.target.value)}
          >
            <option value="">{t("dashboardParishes.form.chooseArchdeaconry")}</option>
            {archdeaconries.map((archdeaconry) => (
              <option key={archdeaconry.id} value={archdeaconry.id}>
                {archdeaconry.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {placeFixed && <Field.HelperText>{placeFixedHint}</Field.HelperText>}
        <Field.ErrorText>{errors.archdeaconryId}</Field.ErrorText>
      </Field.Root>
      <TextField
        label={t("dashboardParishes.form.name")}
        required
        disabled={placeFixed}
        helperText={placeFixed ? placeFixedHint : undefined}
        {...field("name")}
      />
      <TextField label={t("dashboardParishes.form.town")} placeholder="Butere" {...field("town")} />
      {/* Shown, not changed: the clergy postings set it when a vicar's posting takes effect. */}
      <TextField
        label={t("dashboardParishes.form.vicar")}
        value={values.vicar}
        onChange={() => undefined}
        disabled
        helperText={t("dashboardParishes.form.vicarFromPostings")}
      />
      <TextField
        label={t("dashboardParishes.form.phone")}
        type="tel"
        inputMode="tel"
        helperText={t("dashboardParishes.form.phoneHelp")}
        {...field("phone")}
      />
      <TextField
        label={t("dashboardParishes.form.email")}
        type="email"
        inputMode="email"
        {...field("email")}
      />
    </SimpleGrid>
  );
}
