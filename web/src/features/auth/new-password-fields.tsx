import { Field, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PasswordInput } from "../../components/password-input";

const PASSWORD_MIN_LENGTH = 8;

/** The rule the server also applies (it further refuses the most common passwords). */
export function isNewPasswordReady(newPassword: string, confirmation: string): boolean {
  return newPassword.length >= PASSWORD_MIN_LENGTH && newPassword === confirmation;
}

type NewPasswordFieldsProps = {
  newPassword: string;
  confirmation: string;
  onNewPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** The server's refusal of the new password, shown under it. */
  error?: string;
};

/**
 * A new password and its confirmation, with hints that follow what is typed. Its words are the
 * public site's (common), since the password reset pages use it as well as the dashboard.
 */
export function NewPasswordFields({
  newPassword,
  confirmation,
  onNewPasswordChange,
  onConfirmationChange,
  error,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const longEnough = newPassword.length >= PASSWORD_MIN_LENGTH;
  const matches = newPassword === confirmation;
  return (
    <Stack gap="4">
      <Field.Root required invalid={Boolean(error)}>
        <Field.Label>
          {t("common.password.new")}
          <Field.RequiredIndicator />
        </Field.Label>
        <PasswordInput
          value={newPassword}
          onChange={(event) => onNewPasswordChange(event.target.value)}
          autoComplete="new-password"
        />
        <Field.HelperText aria-live="polite" color={longEnough ? "fg.success" : "fg.muted"}>
          {longEnough
            ? t("common.password.longEnough")
            : t("common.password.tooShort", { min: PASSWORD_MIN_LENGTH })}
        </Field.HelperText>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Field.Root required>
        <Field.Label>
          {t("common.password.confirmation")}
          <Field.RequiredIndicator />
        </Field.Label>
        <PasswordInput
          value={confirmation}
          onChange={(event) => onConfirmationChange(event.target.value)}
          autoComplete="new-password"
        />
        <Field.HelperText aria-live="polite" color={matches ? "fg.success" : "fg.error"}>
          {confirmation && (matches ? t("common.password.match") : t("common.password.noMatch"))}
        </Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
