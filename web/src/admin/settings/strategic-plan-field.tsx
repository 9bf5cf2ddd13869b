import { Field, Input, Link, Stack, Text } from "@chakra-ui/react";
import { UploadProgress } from "../../components/upload-progress";
import { AdminSection } from "../admin-page";

type StrategicPlanFieldProps = {
  currentUrl?: string | null;
  onChange: (plan: File | null) => void;
  error?: string;
  /** How far the plan's upload has gone, while one is under way. */
  progress: number | null;
};

/** The settings' strategic plan: a link to the current PDF and a file input for a new one. */
export function StrategicPlanField({ currentUrl, onChange, error, progress }: StrategicPlanFieldProps) {
  return (
    <AdminSection title="Strategic plan">
      <Stack gap="3">
        <Text>
          {currentUrl ? (
            <>
              Current file:{" "}
              <Link href={currentUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
                the strategic plan (PDF)
              </Link>
            </>
          ) : (
            "No strategic plan uploaded yet."
          )}
        </Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Upload a new strategic plan</Field.Label>
          <Input
            type="file"
            accept="application/pdf"
            p="1"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          <Field.HelperText>A PDF file; it replaces the current one when you save.</Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <UploadProgress value={progress} label="Uploading the strategic plan" />
      </Stack>
    </AdminSection>
  );
}
