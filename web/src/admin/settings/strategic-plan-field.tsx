import { Field, Input, Link, Stack, Text } from "@chakra-ui/react";
import { Trans, useTranslation } from "react-i18next";
import { UploadProgress } from "../../components/upload-progress";
import { AdminSection } from "../admin-page";
import "../locales/register";

type StrategicPlanFieldProps = {
  currentUrl?: string | null;
  onChange: (plan: File | null) => void;
  error?: string;
  /** How far the plan's upload has gone, while one is under way. */
  progress: number | null;
};

/** The settings' strategic plan: a link to the current PDF and a file input for a new one. */
export function StrategicPlanField({ currentUrl, onChange, error, progress }: StrategicPlanFieldProps) {
  const { t } = useTranslation();
  return (
    <AdminSection title={t("dashboardSettings.plan.title")}>
      <Stack gap="3">
        <Text>
          {currentUrl ? (
            <Trans
              i18nKey="dashboardSettings.plan.current"
              components={{
                file: <Link href={currentUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" />,
              }}
            />
          ) : (
            t("dashboardSettings.plan.none")
          )}
        </Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{t("dashboardSettings.plan.upload")}</Field.Label>
          <Input
            type="file"
            accept="application/pdf"
            p="1"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          <Field.HelperText>{t("dashboardSettings.plan.help")}</Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <UploadProgress value={progress} label={t("dashboardSettings.plan.uploading")} />
      </Stack>
    </AdminSection>
  );
}
