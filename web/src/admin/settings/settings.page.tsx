import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, chakra, Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form-alert";
import { PageSpinner } from "../../components/page-spinner";
import { serverMessage } from "../../lib/server-message";
import { AdminPage, AdminSection } from "../admin-page";
import type { AdminSiteSettingsFieldsFragment, SiteSettingsInput } from "../gql/graphql";
import { AdminSiteSettingsDocument, UpdateSiteSettingsDocument } from "../gql/graphql";
import { RecordField } from "../record-field";
import { useRecordForm } from "../use-record-form";
import { useSave } from "../use-save";
import {
  NAMES,
  settingGroups,
  settingsTranslatable,
  settingValues,
  validateSettings,
  type SettingValues,
} from "./setting-fields";
import {
  ServiceDurationFields,
  serviceDurationsInput,
  serviceDurationValues,
  validateServiceDurations,
  type ServiceDurationValues,
} from "./service-duration-fields";
import { StrategicPlanField } from "./strategic-plan-field";
import {
  KiswahiliFields,
  kiswahiliInput,
  kiswahiliValues,
  NeedsTranslationBadge,
  type KiswahiliValues,
} from "../translation/kiswahili-fields";
import "../locales/register";

type SettingsFormValues = SettingValues & {
  kiswahili: KiswahiliValues;
  serviceDurations: ServiceDurationValues;
};

/** The settings' sections, each a grid of its fields. */
function SettingGroups({
  values,
  errors,
  onChange,
}: {
  values: SettingValues;
  errors: Partial<Record<string, string>>;
  onChange: (name: keyof SettingValues, value: string) => void;
}) {
  const { t } = useTranslation();
  return settingGroups(t).map((group) => (
    <AdminSection key={group.title} title={group.title}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {group.fields.map((spec) => (
          <RecordField
            key={spec.name}
            spec={spec}
            value={values[spec.name]}
            onChange={(value) => onChange(spec.name, value)}
            error={errors[spec.name]}
          />
        ))}
      </SimpleGrid>
    </AdminSection>
  ));
}

function SettingsForm({ settings }: { settings: AdminSiteSettingsFieldsFragment }) {
  const { t } = useTranslation();
  const translatable = settingsTranslatable(t);
  const [plan, setPlan] = useState<File | null>(null);
  // Changing the key empties the file input once the plan is saved.
  const [planKey, setPlanKey] = useState(0);
  const { save, progress } = useSave();
  const [updateSettings] = useMutation(UpdateSiteSettingsDocument);
  const { values, set, errors, refusal, busy, submit } = useRecordForm<SettingsFormValues>({
    initial: {
      ...settingValues(settings),
      kiswahili: kiswahiliValues(settings.kiswahili, translatable),
      serviceDurations: serviceDurationValues(settings.serviceDurations),
    },
    validate: (values) => {
      const found: Partial<Record<string, string>> = {
        ...validateSettings(values, t),
        ...validateServiceDurations(values.serviceDurations, t),
      };
      if (plan && plan.type !== "application/pdf") found.plan = t("dashboardSettings.errors.planNotPdf");
      return found;
    },
    onSubmit: (values) => {
      const input = {
        ...Object.fromEntries(NAMES.map((name) => [name, values[name].trim() || null])),
        serviceDurations: serviceDurationsInput(values.serviceDurations),
        kiswahili: kiswahiliInput(values.kiswahili, translatable),
      } as SiteSettingsInput;
      return save((context) => updateSettings({ variables: { input, strategicPlan: plan }, context }), {
        saved: {
          title: t("dashboardSettings.saved"),
          description: plan ? t("dashboardSettings.planSaved") : undefined,
        },
      });
    },
    onSaved: () => {
      setPlan(null);
      setPlanKey((key) => key + 1);
    },
    otherChanges: plan !== null,
  });

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="6">
        {refusal && <FormAlert status="error" title={refusal} />}
        <SettingGroups values={values} errors={errors} onChange={set} />
        <KiswahiliFields
          fields={translatable}
          values={values.kiswahili}
          onChange={(kiswahili) => set("kiswahili", kiswahili)}
        />
        <ServiceDurationFields
          values={values.serviceDurations}
          onChange={(serviceDurations) => set("serviceDurations", serviceDurations)}
          errors={errors}
        />
        <StrategicPlanField
          key={planKey}
          currentUrl={settings.strategicPlanUrl}
          onChange={setPlan}
          error={errors.plan}
          progress={busy && plan ? progress : null}
        />
        <Box>
          <Button type="submit" loading={busy} loadingText={t("dashboardSettings.saving")}>
            {t("dashboardSettings.save")}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(AdminSiteSettingsDocument, { fetchPolicy: "cache-and-network" });
  if (loading && !data) return <PageSpinner />;
  return (
    <AdminPage
      title={t("dashboardSettings.title")}
      intro={t("dashboardSettings.intro")}
      actions={data && <NeedsTranslationBadge needsTranslation={data.siteSettings.needsTranslation} />}
    >
      {data ? (
        <SettingsForm key={data.siteSettings.updatedAt ?? "defaults"} settings={data.siteSettings} />
      ) : (
        <Heading size="md">{serverMessage(error)}</Heading>
      )}
    </AdminPage>
  );
}
