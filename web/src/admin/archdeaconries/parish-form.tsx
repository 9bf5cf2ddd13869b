import { chakra, Field, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMemo } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { messages, useLocale } from "../../lib/language";
import { FormAlert } from "../../components/form-alert";
import { ImagePicker, useFocalPoint } from "../../components/image-picker";
import { TextField } from "../../components/text-field";
import { UploadProgress } from "../../components/upload-progress";
import type { AdminParishFieldsFragment, ParishInput } from "../gql/graphql";
import { FormActions } from "../form-actions";
import { useRecordForm } from "../use-record-form";
import { ChurchLocationFields, degreesOf } from "./church-location-fields";
import {
  RegularServicesEditor,
  serviceRowsOf,
  servicesError,
  toServiceInputs,
  type ServiceRow,
} from "./regular-services-editor";
import {
  KiswahiliFields,
  kiswahiliInput,
  kiswahiliValues,
  type KiswahiliValues,
  type TranslatableSpec,
} from "../translation/kiswahili-fields";
import "../locales/register";

/** The parish's fields with a Kiswahili version, as the API's `kiswahili` names them. */
export const parishTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "directions", label: t("dashboardParishes.form.directions"), rows: 3 },
  { name: "serviceTimes", label: t("dashboardParishes.form.serviceTimes"), rows: 3 },
  { name: "history", label: t("dashboardParishes.form.history"), rows: 8 },
];

/** As long as the API lets a parish's history be. */
const HISTORY_MAX = 5000;

type ParishValues = {
  archdeaconryId: string;
  name: string;
  town: string;
  directions: string;
  latitude: string;
  longitude: string;
  vicar: string;
  phone: string;
  email: string;
  history: string;
  serviceTimes: string;
  services: ServiceRow[];
  image: File | null;
  /** The Kiswahili directions, notes on services and history ("" for none). */
  kiswahili: KiswahiliValues;
};

/** A new parish's form, in the archdeaconry given ("" to choose one). */
const emptyParish = (archdeaconryId: string, t: TFunction): ParishValues => ({
  archdeaconryId,
  name: "",
  town: "",
  directions: "",
  latitude: "",
  longitude: "",
  vicar: "",
  phone: "",
  email: "",
  history: "",
  serviceTimes: "",
  services: [],
  image: null,
  kiswahili: kiswahiliValues(null, parishTranslatable(t)),
});

/** A saved parish's form. */
const parishValues = (parish: AdminParishFieldsFragment, t: TFunction): ParishValues => ({
  archdeaconryId: parish.archdeaconryId,
  name: parish.name,
  town: parish.town ?? "",
  directions: parish.directions ?? "",
  latitude: parish.latitude?.toString() ?? "",
  longitude: parish.longitude?.toString() ?? "",
  vicar: parish.vicar ?? "",
  phone: parish.phone ?? "",
  email: parish.email ?? "",
  history: parish.history ?? "",
  serviceTimes: parish.serviceTimes ?? "",
  services: serviceRowsOf(parish.services),
  image: null,
  kiswahili: kiswahiliValues(parish.kiswahili, parishTranslatable(t)),
});

function validateParish(values: ParishValues, t: TFunction = messages.en.t, locale = "en-KE") {
  const errors: Partial<Record<keyof ParishValues, string>> = {};
  if (!values.archdeaconryId) errors.archdeaconryId = t("dashboardParishes.form.chooseArchdeaconryError");
  if (!values.name.trim()) errors.name = t("dashboardParishes.form.enterName");
  // Whether both are given is the API's rule, and its message says so at the field.
  if (Number.isNaN(degreesOf(values.latitude))) errors.latitude = t("dashboardParishes.form.latitudeError");
  if (Number.isNaN(degreesOf(values.longitude)))
    errors.longitude = t("dashboardParishes.form.longitudeError");
  const services = servicesError(values.services, t, locale);
  if (services) errors.services = services;
  return errors;
}

const textOrNull = (text: string) => text.trim() || null;

/** The values as the API takes them; the services replace the parish's whole list. */
function toParishInput(values: ParishValues, t: TFunction): Omit<ParishInput, "imageFocalPoint"> {
  return {
    archdeaconryId: values.archdeaconryId,
    name: values.name.trim(),
    town: textOrNull(values.town),
    directions: textOrNull(values.directions),
    latitude: degreesOf(values.latitude),
    longitude: degreesOf(values.longitude),
    vicar: textOrNull(values.vicar),
    phone: textOrNull(values.phone),
    email: textOrNull(values.email),
    history: textOrNull(values.history),
    serviceTimes: textOrNull(values.serviceTimes),
    services: toServiceInputs(values.services),
    kiswahili: kiswahiliInput(values.kiswahili, parishTranslatable(t)),
  };
}

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
  // One object while the parish is the same one: the form compares its values with it to tell
  // whether anything has changed, and a list of services made afresh would always differ.
  const { t } = useTranslation();
  const initial = useMemo(
    () => (parish ? parishValues(parish, t) : emptyParish(archdeaconryId, t)),
    [parish, archdeaconryId, t],
  );
  const focalPoint = useFocalPoint(parish?.image?.focalPoint);
  const locale = useLocale();
  const placeFixedHint = t("dashboardParishes.form.placeFixed");
  const { values, set, field, errors, refusal, busy, submit } = useRecordForm({
    initial,
    validate: (values) => validateParish(values, t, locale),
    onSubmit: (values) =>
      onSubmit(
        {
          ...toParishInput(values, t),
          imageFocalPoint: values.image || parish?.imageUrl ? focalPoint.point : null,
        },
        values.image,
      ),
    resetAfterSave,
    onSaved: () => {
      set("image", null);
      if (resetAfterSave) focalPoint.reset();
    },
    otherChanges: focalPoint.moved,
  });
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="6">
        {refusal && <FormAlert status="error" title={refusal} />}
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
          <TextField label={t("dashboardParishes.form.vicar")} {...field("vicar")} />
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
