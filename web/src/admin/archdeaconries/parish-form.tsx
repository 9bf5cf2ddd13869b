import { chakra, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form-alert";
import { ImagePicker } from "../../components/image-picker";
import { TextField } from "../../components/text-field";
import { UploadProgress } from "../../components/upload-progress";
import type { AdminParishFieldsFragment, ParishInput } from "../gql/graphql";
import { FormActions } from "../form-actions";
import { ParishDetailsFields } from "./parish-details-fields";
import { ParishPlaceFields } from "./parish-place-fields";
import { HISTORY_MAX, parishTranslatable } from "./parish-values";
import { RegularServicesEditor } from "./regular-services-editor";
import { useParishForm } from "./use-parish-form";
import { KiswahiliFields } from "../translation/kiswahili-fields";
import "../locales/register";

type ParishFormProps = {
  /** The parish being edited; none for a new one. */
  parish?: AdminParishFieldsFragment;
  /** A new parish's archdeaconry; "" to have staff choose it. */
  archdeaconryId?: string;
  archdeaconries: { id: string; name: string }[];
  submitLabel: string;
  busyLabel: string;
  /** How far the picture's upload has gone, from useSave. */
  progress: number | null;
  onSubmit: (input: ParishInput, image: File | null) => Promise<unknown>;
  resetAfterSave?: boolean;
  onCancel?: () => void;
  /** Its name and archdeaconry shown but not changed: a parish editor's form (the API keeps them too). */
  placeFixed?: boolean;
};

/** Everything about a parish that its public page shows: details, picture, place, history and services. */
export function ParishForm({
  parish,
  archdeaconryId = "",
  archdeaconries,
  submitLabel,
  busyLabel,
  progress,
  onSubmit,
  resetAfterSave,
  onCancel,
  placeFixed = false,
}: ParishFormProps) {
  const { t } = useTranslation();
  const form = useParishForm({ parish, archdeaconryId, onSubmit, resetAfterSave });
  const { values, set, field, errors, refusal, busy, submit, focalPoint } = form;
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="6">
        {refusal && <FormAlert status="error" title={refusal} />}
        <ParishDetailsFields form={form} archdeaconries={archdeaconries} placeFixed={placeFixed} />
        <ImagePicker
          label={t("dashboardParishes.form.picture")}
          file={values.image}
          currentUrl={parish?.imageUrl}
          onChange={(image) => {
            set("image", image);
            focalPoint.pictureChosen(image);
          }}
          focalPoint={focalPoint.point}
          onFocalPointChange={focalPoint.setPoint}
          error={errors.image}
          helperText={t("dashboard.form.pictureHelp")}
        />
        <ParishPlaceFields form={form} />
        <RegularServicesEditor
          rows={values.services}
          onChange={(services) => set("services", services)}
          error={errors.services}
        />
        <TextField
          label={t("dashboardParishes.form.serviceTimes")}
          rows={3}
          placeholder={t("dashboardParishes.form.serviceTimesPlaceholder")}
          helperText={t("dashboardParishes.form.serviceTimesHelp")}
          {...field("serviceTimes")}
        />
        <TextField
          label={t("dashboardParishes.form.history")}
          rows={8}
          helperText={t("dashboardParishes.form.historyHelp", {
            length: values.history.length,
            max: HISTORY_MAX,
          })}
          {...field("history")}
        />
        <KiswahiliFields
          fields={parishTranslatable(t)}
          values={values.kiswahili}
          onChange={(kiswahili) => set("kiswahili", kiswahili)}
        />
        <UploadProgress
          value={busy && values.image ? progress : null}
          label={t("dashboard.form.uploadingPicture")}
        />
        <FormActions submitLabel={submitLabel} busy={busy} busyLabel={busyLabel} onCancel={onCancel} />
      </Stack>
    </chakra.form>
  );
}
