import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, chakra, Field, Heading, Input, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormAlert } from "../../components/form-alert";
import { PageSpinner } from "../../components/page-spinner";
import { TextField } from "../../components/text-field";
import { toaster } from "../../components/toaster";
import { UploadProgress, useUploadProgress } from "../../components/upload-progress";
import { serverMessage } from "../../features/auth/server-message";
import type { AdminSiteSettingsFieldsFragment, SiteSettingsInput } from "../gql/graphql";
import { AdminPage, AdminSection } from "../admin-page";
import { useUnsavedChanges } from "../unsaved-changes";
import { AdminSiteSettingsDocument, UpdateSiteSettingsDocument } from "../gql/graphql";

type SettingName = keyof SiteSettingsInput;
type SettingValues = Record<SettingName, string>;

const GROUPS: {
  title: string;
  fields: {
    name: SettingName;
    label: string;
    required?: boolean;
    type?: "url" | "email" | "tel";
    rows?: number;
    helperText?: string;
  }[];
}[] = [
  {
    title: "The diocese",
    fields: [
      {
        name: "shortName",
        label: "Short name",
        required: true,
        helperText: "Used in page titles, such as 'ACK Diocese | Home'",
      },
      { name: "fullName", label: "Full name", required: true },
    ],
  },
  {
    title: "Contacts",
    fields: [
      { name: "phone", label: "Phone", type: "tel", helperText: "Such as 0712 345 678" },
      { name: "email", label: "E-mail", type: "email" },
      {
        name: "postalLine",
        label: "Postal address line",
        helperText: "Such as P.O. Box 1234-50100, Kakamega",
      },
      { name: "webmailUrl", label: "Staff webmail address", type: "url" },
    ],
  },
  {
    title: "Contributions",
    fields: [
      { name: "paybillNumber", label: "Paybill number", helperText: "5 to 7 digits" },
      { name: "accountNumber", label: "Account number" },
      {
        name: "bannerText",
        label: "Banner text",
        rows: 3,
        helperText: "The appeal that scrolls across the home page",
      },
    ],
  },
  {
    title: "Social links",
    fields: [
      { name: "facebookUrl", label: "Facebook", type: "url" },
      { name: "twitterUrl", label: "X (Twitter)", type: "url" },
      { name: "youtubeUrl", label: "YouTube", type: "url" },
      { name: "linkedinUrl", label: "LinkedIn", type: "url" },
    ],
  },
  {
    title: "Designer credit",
    fields: [
      { name: "designerName", label: "Designer's name" },
      { name: "designerUrl", label: "Designer's website", type: "url" },
    ],
  },
];

const NAMES = GROUPS.flatMap((group) => group.fields.map((field) => field.name));

const settingValues = (settings: AdminSiteSettingsFieldsFragment) =>
  Object.fromEntries(NAMES.map((name) => [name, settings[name] ?? ""])) as SettingValues;

export function validateSettings(values: SettingValues): Partial<SettingValues> {
  const errors: Partial<SettingValues> = {};
  if (!values.shortName.trim()) errors.shortName = "Enter the short name.";
  if (!values.fullName.trim()) errors.fullName = "Enter the full name.";
  if (values.paybillNumber.trim() && !/^\d{5,7}$/.test(values.paybillNumber.trim()))
    errors.paybillNumber = "A paybill number has 5 to 7 digits.";
  if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = "Enter an e-mail address such as info@example.org.";
  for (const name of [
    "webmailUrl",
    "facebookUrl",
    "twitterUrl",
    "youtubeUrl",
    "linkedinUrl",
    "designerUrl",
  ] as const) {
    if (values[name].trim() && !/^https?:\/\/\S+$/i.test(values[name].trim()))
      errors[name] = "Enter a web address starting with http:// or https://.";
  }
  return errors;
}

function SettingsForm({ settings }: { settings: AdminSiteSettingsFieldsFragment }) {
  const initial = settingValues(settings);
  const [values, setValues] = useState(initial);
  const [plan, setPlan] = useState<File | null>(null);
  const [planKey, setPlanKey] = useState(0);
  const [errors, setErrors] = useState<Partial<SettingValues> & { plan?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useUploadProgress();
  const [updateSettings] = useMutation(UpdateSiteSettingsDocument);
  useUnsavedChanges(plan !== null || NAMES.some((name) => values[name] !== initial[name]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = validateSettings(values);
    if (plan && plan.type !== "application/pdf") found.plan = "The strategic plan must be a PDF file.";
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    upload.start();
    try {
      const input = Object.fromEntries(
        NAMES.map((name) => [name, values[name].trim() || null]),
      ) as SiteSettingsInput;
      await updateSettings({ variables: { input, strategicPlan: plan }, context: upload.context });
      setPlan(null);
      setPlanKey((key) => key + 1);
      toaster.success({
        title: "Site settings saved",
        description: plan ? "The new strategic plan is on the website." : undefined,
      });
    } catch (failure) {
      setRefusal(serverMessage(failure));
    } finally {
      upload.done();
      setBusy(false);
    }
  };

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="6">
        {refusal && <FormAlert status="error" title={refusal} />}
        {GROUPS.map((group) => (
          <AdminSection key={group.title} title={group.title}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {group.fields.map((field) => (
                <Box key={field.name} gridColumn={field.rows ? { md: "1 / -1" } : undefined}>
                  <TextField
                    label={field.label}
                    required={field.required}
                    type={field.type}
                    rows={field.rows}
                    helperText={field.helperText}
                    value={values[field.name]}
                    onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
                    error={errors[field.name]}
                  />
                </Box>
              ))}
            </SimpleGrid>
          </AdminSection>
        ))}
        <AdminSection title="Strategic plan">
          <Stack gap="3">
            <Text>
              {settings.strategicPlanUrl ? (
                <>
                  Current file:{" "}
                  <Link
                    href={settings.strategicPlanUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="brand.fg"
                  >
                    the strategic plan (PDF)
                  </Link>
                </>
              ) : (
                "No strategic plan uploaded yet."
              )}
            </Text>
            <Field.Root invalid={Boolean(errors.plan)}>
              <Field.Label>Upload a new strategic plan</Field.Label>
              <Input
                key={planKey}
                type="file"
                accept="application/pdf"
                p="1"
                onChange={(event) => setPlan(event.target.files?.[0] ?? null)}
              />
              <Field.HelperText>A PDF file; it replaces the current one when you save.</Field.HelperText>
              <Field.ErrorText>{errors.plan}</Field.ErrorText>
            </Field.Root>
            <UploadProgress
              value={busy && plan ? upload.progress : null}
              label="Uploading the strategic plan"
            />
          </Stack>
        </AdminSection>
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
