import type { TFunction } from "i18next";
import { messages } from "../../lib/language";
import type { AdminParishFieldsFragment, ParishInput } from "../gql/graphql";
import { degreesOf } from "./church-location-fields";
import type { ServiceRow } from "./regular-service-row";
import { serviceRowsOf, servicesError, toServiceInputs } from "./regular-services-editor";
import {
  kiswahiliInput,
  kiswahiliValues,
  type KiswahiliValues,
  type TranslatableSpec,
} from "../translation/kiswahili-fields";

/** The parish's fields with a Kiswahili version, as the API's `kiswahili` names them. */
export const parishTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "directions", label: t("dashboardParishes.form.directions"), rows: 3 },
  { name: "serviceTimes", label: t("dashboardParishes.form.serviceTimes"), rows: 3 },
  { name: "history", label: t("dashboardParishes.form.history"), rows: 8 },
];

/** As long as the API lets a parish's history be. */
export const HISTORY_MAX = 5000;

export type ParishValues = {
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
export const emptyParish = (archdeaconryId: string, t: TFunction): ParishValues => ({
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
export const parishValues = (parish: AdminParishFieldsFragment, t: TFunction): ParishValues => ({
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

export function validateParish(values: ParishValues, t: TFunction = messages.en.t, locale = "en-KE") {
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
export function toParishInput(values: ParishValues, t: TFunction): Omit<ParishInput, "imageFocalPoint"> {
  return {
    archdeaconryId: values.archdeaconryId,
    name: values.name.trim(),
    town: textOrNull(values.town),
    directions: textOrNull(values.directions),
    latitude: degreesOf(values.latitude),
    longitude: degreesOf(values.longitude),
    phone: textOrNull(values.phone),
    email: textOrNull(values.email),
    history: textOrNull(values.history),
    serviceTimes: textOrNull(values.serviceTimes),
    services: toServiceInputs(values.services),
    kiswahili: kiswahiliInput(values.kiswahili, parishTranslatable(t)),
  };
}
