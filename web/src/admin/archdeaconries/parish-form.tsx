import { chakra, Field, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMemo } from "react";
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
};

/** A new parish's form, in the archdeaconry given ("" to choose one). */
const emptyParish = (archdeaconryId: string): ParishValues => ({
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
});

/** A saved parish's form. */
const parishValues = (parish: AdminParishFieldsFragment): ParishValues => ({
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
});

function validateParish(values: ParishValues) {
  const errors: Partial<Record<keyof ParishValues, string>> = {};
  if (!values.archdeaconryId) errors.archdeaconryId = "Choose the archdeaconry.";
  if (!values.name.trim()) errors.name = "Enter the parish's name.";
  // Whether both are given is the API's rule, and its message says so at the field.
  if (Number.isNaN(degreesOf(values.latitude)))
    errors.latitude = "Type the latitude as a number with a point, such as 0.2827.";
  if (Number.isNaN(degreesOf(values.longitude)))
    errors.longitude = "Type the longitude as a number with a point, such as 34.7519.";
  const services = servicesError(values.services);
  if (services) errors.services = services;
  return errors;
}

const textOrNull = (text: string) => text.trim() || null;

/** The values as the API takes them; the services replace the parish's whole list. */
function toParishInput(values: ParishValues): Omit<ParishInput, "imageFocalPoint"> {
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

const PLACE_FIXED_HINT = "Only a diocese-wide editor changes this";

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
  const initial = useMemo(
    () => (parish ? parishValues(parish) : emptyParish(archdeaconryId)),
    [parish, archdeaconryId],
  );
  const focalPoint = useFocalPoint(parish?.image?.focalPoint);
  const { values, set, field, errors, refusal, busy, submit } = useRecordForm({
    initial,
    validate: validateParish,
    onSubmit: (values) =>
      onSubmit(
        {
          ...toParishInput(values),
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
          <Field.Root required invalid={Boolean(errors.archdeaconryId)}>
            <Field.Label>
              Archdeaconry
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root disabled={placeFixed}>
              <NativeSelect.Field
                value={values.archdeaconryId}
                onChange={(event) => set("archdeaconryId", event.target.value)}
              >
                <option value="">Choose an archdeaconry</option>
                {archdeaconries.map((archdeaconry) => (
                  <option key={archdeaconry.id} value={archdeaconry.id}>
                    {archdeaconry.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {placeFixed && <Field.HelperText>{PLACE_FIXED_HINT}</Field.HelperText>}
            <Field.ErrorText>{errors.archdeaconryId}</Field.ErrorText>
          </Field.Root>
          <TextField
            label="Parish name"
            required
            disabled={placeFixed}
            helperText={placeFixed ? PLACE_FIXED_HINT : undefined}
            {...field("name")}
          />
          <TextField label="Town or village" placeholder="Butere" {...field("town")} />
          <TextField label="Vicar" {...field("vicar")} />
          <TextField
            label="Phone"
            type="tel"
            inputMode="tel"
            helperText="Such as 0712 345 678"
            {...field("phone")}
          />
          <TextField label="E-mail" type="email" inputMode="email" {...field("email")} />
        </SimpleGrid>
        <ImagePicker
          label="Picture of the church"
          file={values.image}
          currentUrl={parish?.imageUrl}
          onChange={(image) => {
            set("image", image);
            focalPoint.pictureChosen(image);
          }}
          focalPoint={focalPoint.point}
          onFocalPointChange={focalPoint.setPoint}
          error={errors.image}
          helperText="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
        />
        <TextField
          label="Directions"
          rows={3}
          placeholder="On the Butere–Mumias road, 200 m past the market, opposite the primary school."
          helperText="How a visitor finds the church."
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
          label="Other notes on services"
          rows={3}
          placeholder="Holy Communion on the first Sunday of the month; the youth service moves to the hall in August."
          helperText="What the list of services does not say."
          {...field("serviceTimes")}
        />
        <TextField
          label="History"
          rows={8}
          helperText={`Leave an empty line between paragraphs. ${values.history.length} of ${HISTORY_MAX} characters.`}
          {...field("history")}
        />
        <UploadProgress value={busy && values.image ? progress : null} label="Uploading the picture" />
        <FormActions submitLabel={submitLabel} busy={busy} busyLabel={busyLabel} onCancel={onCancel} />
      </Stack>
    </chakra.form>
  );
}
