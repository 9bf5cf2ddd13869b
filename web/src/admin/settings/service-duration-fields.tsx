import { SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { SERVICE_KINDS, SERVICE_MINUTES, type ServiceKind } from "@diocese/site/worship";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import { KIND_MESSAGES } from "../../features/parishes/worship-words";
import type { AdminSiteSettingsFieldsFragment, ServiceDurationInput } from "../gql/graphql";
import { AdminSection } from "../admin-page";
import "../locales/register";

/** The minutes of each kind of service as the form keeps them: "" for a kind without a length. */
export type ServiceDurationValues = Record<ServiceKind, string>;

export const serviceDurationValues = (
  durations: AdminSiteSettingsFieldsFragment["serviceDurations"],
): ServiceDurationValues =>
  Object.fromEntries(
    SERVICE_KINDS.map((kind) => [kind, String(durations.find((one) => one.kind === kind)?.minutes ?? "")]),
  ) as ServiceDurationValues;

/** What a save sends: the whole set, a kind left blank left out (its services then have no end). */
export const serviceDurationsInput = (values: ServiceDurationValues): ServiceDurationInput[] =>
  SERVICE_KINDS.flatMap((kind) => (values[kind].trim() ? [{ kind, minutes: Number(values[kind]) }] : []));

const errorOf = (kind: ServiceKind) => `serviceDurations.${kind}`;

/** The API's range checked first, so that a slip is shown at its kind before anything is sent. */
export function validateServiceDurations(
  values: ServiceDurationValues,
  t: TFunction,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const kind of SERVICE_KINDS) {
    const text = values[kind].trim();
    const minutes = Number(text);
    if (text && (!/^\d+$/.test(text) || minutes < SERVICE_MINUTES.min || minutes > SERVICE_MINUTES.max))
      errors[errorOf(kind)] = t("dashboardSettings.durations.error", SERVICE_MINUTES);
  }
  return errors;
}

type ServiceDurationFieldsProps = {
  values: ServiceDurationValues;
  onChange: (values: ServiceDurationValues) => void;
  /** The form's messages: one per kind, and the server's refusal of the set as `serviceDurations`. */
  errors: Partial<Record<string, string>>;
};

/**
 * How long each kind of regular service lasts, in minutes: the parish calendars end each service
 * by it (issue #36), and a kind left blank gives its services no end rather than a guessed one.
 */
export function ServiceDurationFields({ values, onChange, errors }: ServiceDurationFieldsProps) {
  const { t } = useTranslation();
  return (
    <AdminSection title={t("dashboardSettings.durations.title")}>
      <Stack gap="4">
        <Text color="fg.muted">{t("dashboardSettings.durations.help")}</Text>
        {errors.serviceDurations && <FormAlert status="error" title={errors.serviceDurations} />}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {SERVICE_KINDS.map((kind) => (
            <TextField
              key={kind}
              label={t("dashboardSettings.durations.minutesOf", { kind: t(KIND_MESSAGES[kind]) })}
              type="number"
              inputMode="numeric"
              min={SERVICE_MINUTES.min}
              max={SERVICE_MINUTES.max}
              value={values[kind]}
              onChange={(minutes) => onChange({ ...values, [kind]: minutes })}
              error={errors[errorOf(kind)]}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </AdminSection>
  );
}
