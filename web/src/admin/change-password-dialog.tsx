import { useMutation } from "@apollo/client/react";
import { Button, chakra, CloseButton, Dialog, Field, Input, Portal, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormAlert } from "../components/form-alert";
import { PasswordInput } from "../components/password-input";
import { toaster } from "../components/toaster";
import { isNewPasswordReady, NewPasswordFields } from "../features/auth/new-password-fields";
import { passwordRefusal, type PasswordRefusal } from "../features/auth/server-message";
import { useSignOut } from "../features/auth/use-sign-out";
import { useStaff } from "./staff-context";
import { ChangePasswordDocument } from "../gql/graphql";

/** The Change Password button and its dialog, whose form starts empty at each opening. */
export function ChangePasswordDialog() {
  return (
    <Dialog.Root placement="center">
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          Change Password
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
  const staff = useStaff();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [refusal, setRefusal] = useState<PasswordRefusal | null>(null);
  // Stays busy from the change until the login page opens.
  const [busy, setBusy] = useState(false);
  const [changePassword] = useMutation(ChangePasswordDocument);
  const signOut = useSignOut();
  const ready = currentPassword.length > 0 && isNewPasswordReady(newPassword, confirmation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setRefusal(null);
    setBusy(true);
    try {
      await changePassword({ variables: { currentPassword, newPassword } });
    } catch (error) {
      setRefusal(passwordRefusal(error));
      setBusy(false);
      return;
    }
    toaster.success({
      title: "Password changed successfully",
      description: "Sign in again with your new password.",
    });
    try {
      await signOut();
    } catch {
      setBusy(false);
      setRefusal({
        field: "form",
        message: "Your password has changed, but we could not sign you out. Use Sign Out in the menu.",
      });
    }
  };

  return (
    <chakra.form display="contents" onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>Change Password</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {refusal?.field === "form" && <FormAlert status="error" title={refusal.message} />}
          {/* Tells password managers whose password this is, so they update the right entry. */}
          <Input hidden readOnly autoComplete="username" value={staff.username} />
          <Field.Root required invalid={refusal?.field === "currentPassword"}>
            <Field.Label>
              Current password
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              autoComplete="current-password"
            />
            <Field.ErrorText>{refusal?.message}</Field.ErrorText>
          </Field.Root>
          <NewPasswordFields
            newPassword={newPassword}
            confirmation={confirmation}
            onNewPasswordChange={setNewPassword}
            onConfirmationChange={setConfirmation}
            error={refusal?.field === "newPassword" ? refusal.message : undefined}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={busy}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" disabled={!ready} loading={busy} loadingText="Saving…">
          Save new password
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
