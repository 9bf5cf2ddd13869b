import { useTranslation } from "react-i18next";
import { TextField } from "../../components/text-field";
import { ChurchLocationFields } from "./church-location-fields";
import type { ParishFormState } from "./use-parish-form";
import "../locales/register";

/** How to find the church: directions in words, and its place on the map. */
export function ParishPlaceFields({ form: { values, set, field, errors } }: { form: ParishFormState }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t("dashboardParishes.form.directions")}
        rows={3}
        placeholder={t("dashboardParishes.form.directionsPlaceholder")}
        helperText={t("dashboardParishes.form.directionsHelp")}
        {...field("directions")}
      />
      <ChurchLocationFields
        latitude={values.latitude}
        longitude={values.longitude}
        onChange={({ latitude, longitude }) => {
          set("latitude", latitude);
          set("longitude", longitude);
        }}
        errors={{ latitude: errors.latitude, longitude: errors.longitude }}
      />
    </>
  );
}
