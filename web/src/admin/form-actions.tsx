import { Button, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import "./locales/register";

type FormActionsProps = {
  submitLabel: string;
  busy: boolean;
  /** What the submit button says while the form is sending, such as "Saving...". */
  busyLabel: string;
  /** Given when the form can be left without saving (a dialog, an inline edit). */
  onCancel?: () => void;
};

/** A dashboard form's submit button, busy while it sends, and Cancel where the form can be left. */
export function FormActions({ submitLabel, busy, busyLabel, onCancel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <HStack gap="3">
      <Button type="submit" loading={busy} loadingText={busyLabel}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t("dashboard.form.cancel")}
        </Button>
      )}
    </HStack>
  );
}
