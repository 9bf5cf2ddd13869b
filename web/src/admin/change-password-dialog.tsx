import { useMutation } from "@apollo/client/react";
import { Button, chakra, CloseButton, Dialog, Field, Input, Portal, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../components/form-alert";
import { PasswordInput } from "../components/password-input";
import { isNewPasswordReady, NewPasswordFields } from "../features/auth/new-password-fields";
import { useSignOut } from "../features/auth/use-sign-out";
import { useStaff } from "./staff-context";
import { useRecordForm } from "./use-record-form";
import { useSave } from "./use-save";
import { ChangePasswordDocument } from "../gql/graphql";
import "./locales/register";

/** The Change Password button and its dialog, whose form starts empty at each opening. */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  return (
    <Dialog.Root placement="center">
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          {t("dashboardAccount.password.change")}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <ChangePasswordForm />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The server ends the member of staff's other sessions when the password changes; this one ends
 * too, so that the new password is used at once, by signing in again.
 */
function ChangePasswordForm() {
  const { t } = useTranslation();
  const staff = useStaff();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const { save } = useSave();
  const signOut = useSignOut();
  const { values, field, errors, refusal, setRefusal, busy, submit } = useRecordForm({
    initial: { currentPassword: "", newPassword: "", confirmation: "" },
    // The change signs out and opens the login page, which must not ask about the typed passwords.
    guardsUnsaved: false,
    onSubmit: async ({ currentPassword, newPassword }) => {
      await save(() => changePassword({ variables: { currentPassword, newPassword } }), {
        saved: {
          title: t("dashboardAccount.password.changed"),
          description: t("dashboardAccount.password.signInAgain"),
        },
      });
      // Stays busy from the change until the login page opens.
      try {
        await signOut();
      } catch {
        setRefusal(t("dashboardAccount.password.notSignedOut"));
      }
    },
  });
  const ready =
    values.currentPassword.length > 0 && isNewPasswordReady(values.newPassword, values.confirmation);

  return (
    <chakra.form
      display="contents"
      onSubmit={(event) => (ready ? submit(event) : event.preventDefault())}
      noValidate
    >
      <Dialog.Header>
        <Dialog.Title>{t("dashboardAccount.password.change")}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {refusal && <FormAlert status="error" title={refusal} />}
          {/* Tells password managers whose password this is, so they update the right entry. */}
          <Input hidden readOnly autoComplete="username" value={staff.username} />
          <Field.Root required invalid={Boolean(errors.currentPassword)}>
            <Field.Label>
              {t("dashboardAccount.password.current")}
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              value={values.currentPassword}
              onChange={(event) => field("currentPassword").onChange(event.target.value)}
              autoComplete="current-password"
            />
            <Field.ErrorText>{errors.currentPassword}</Field.ErrorText>
          </Field.Root>
          <NewPasswordFields
            newPassword={values.newPassword}
            confirmation={values.confirmation}
            onNewPasswordChange={field("newPassword").onChange}
            onConfirmationChange={field("confirmation").onChange}
            error={errors.newPassword}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={busy}>
            {t("dashboard.form.cancel")}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" disabled={!ready} loading={busy} loadingText={t("dashboardAccount.saving")}>
          {t("dashboardAccount.password.save")}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
