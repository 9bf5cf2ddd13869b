import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, chakra, Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormAlert } from "../../components/form-alert";
import { PageSpinner } from "../../components/page-spinner";
import { serverMessage } from "../../lib/server-message";
import { AdminPage, AdminSection } from "../admin-page";
import type { AdminSiteSettingsFieldsFragment, SiteSettingsInput } from "../gql/graphql";
import { AdminSiteSettingsDocument, UpdateSiteSettingsDocument } from "../gql/graphql";
import { RecordField } from "../record-field";
import { useRecordForm } from "../use-record-form";
import { useSave } from "../use-save";
import { GROUPS, NAMES, settingValues, validateSettings } from "./setting-fields";
import { StrategicPlanField } from "./strategic-plan-field";

function SettingsForm({ settings }: { settings: AdminSiteSettingsFieldsFragment }) {
  const [plan, setPlan] = useState<File | null>(null);
  // Changing the key empties the file input once the plan is saved.
  const [planKey, setPlanKey] = useState(0);
  const { save, progress } = useSave();
  const [updateSettings] = useMutation(UpdateSiteSettingsDocument);
  const { values, set, errors, refusal, busy, submit } = useRecordForm({
    initial: settingValues(settings),
    validate: (values) => {
      const found: Partial<Record<string, string>> = validateSettings(values);
      if (plan && plan.type !== "application/pdf") found.plan = "The strategic plan must be a PDF file.";
      return found;
    },
    onSubmit: (values) => {
      const input = Object.fromEntries(
        NAMES.map((name) => [name, values[name].trim() || null]),
      ) as SiteSettingsInput;
      return save((context) => updateSettings({ variables: { input, strategicPlan: plan }, context }), {
        saved: {
          title: "Site settings saved",
          description: plan ? "The new strategic plan is on the website." : undefined,
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
        {GROUPS.map((group) => (
          <AdminSection key={group.title} title={group.title}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {group.fields.map((spec) => (
                <RecordField
                  key={spec.name}
                  spec={spec}
                  value={values[spec.name]}
                  onChange={(value) => set(spec.name, value)}
                  error={errors[spec.name]}
                />
              ))}
            </SimpleGrid>
          </AdminSection>
        ))}
        <StrategicPlanField
          key={planKey}
          currentUrl={settings.strategicPlanUrl}
          onChange={setPlan}
          error={errors.plan}
          progress={busy && plan ? progress : null}
        />
        <Box>
          <Button type="submit" loading={busy} loadingText="Saving…">
            Save settings
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

export function SettingsPage() {
  const { data, loading, error } = useQuery(AdminSiteSettingsDocument, { fetchPolicy: "cache-and-network" });
  if (loading && !data) return <PageSpinner />;
  return (
    <AdminPage
      title="Settings"
      intro="The diocese's contacts and contribution details, shown on every page of the website."
    >
      {data ? (
        <SettingsForm key={data.siteSettings.updatedAt ?? "defaults"} settings={data.siteSettings} />
      ) : (
        <Heading size="md">{serverMessage(error)}</Heading>
      )}
    </AdminPage>
  );
}
