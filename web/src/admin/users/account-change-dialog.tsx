import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import type { AdminUserFieldsFragment } from "../gql/graphql";
import { ResetAdminUserPasswordDocument, SetAdminUserActiveDocument } from "../gql/graphql";
import { useSave } from "../use-save";

/** A change to someone's account that waits for the system admin to confirm it. */
export type AccountChange = { kind: "active" | "reset"; user: AdminUserFieldsFragment };

type AccountChangeDialogProps = {
  change: AccountChange | null;
  onClose: () => void;
  /** The password a reset made, to show once. */
  onPasswordReset: (account: { name: string; password: string }) => void;
};

/** Asks before deactivating, reactivating or resetting the password of an account, then does it. */
export function AccountChangeDialog({ change, onClose, onPasswordReset }: AccountChangeDialogProps) {
  const [setActive] = useMutation(SetAdminUserActiveDocument);
  const [resetPassword] = useMutation(ResetAdminUserPasswordDocument);
  const { save } = useSave();
  // The password is shown once this dialog has closed (see ConfirmDialog's onExitComplete): a
  // dialog opened while this one is still closing would be closed with it.
  const [reset, setReset] = useState<{ name: string; password: string } | null>(null);

  const confirm = async () => {
    if (!change) return;
    const { user, kind } = change;
    if (kind === "active") {
      await save(() => setActive({ variables: { id: user.id, active: !user.active } }), {
        saved: { title: user.active ? "Account deactivated" : "Account reactivated", description: user.name },
        notSaved: "Nothing was changed",
      });
      return;
    }
    await save(
      async () => {
        const result = await resetPassword({ variables: { id: user.id } });
        const password = result.data?.resetAdminUserPassword.password;
        if (password) setReset({ name: user.name, password });
      },
      {
        saved: { title: "Password reset", description: `${user.name}'s sessions have ended.` },
        notSaved: "Nothing was changed",
      },
    );
  };

  return (
    <ConfirmDialog
      open={change !== null}
      title={
        change?.kind === "reset"
          ? `Reset the password of ${change.user.name}?`
          : change?.user.active
            ? `Deactivate ${change.user.name}?`
            : `Reactivate ${change?.user.name ?? ""}?`
      }
      description={
        change?.kind === "reset"
          ? "They are signed out everywhere and a new password is made, which you will see once."
          : change?.user.active
            ? "They will no longer be able to sign in until reactivated."
            : "They will be able to sign in again."
      }
      confirmLabel={
        change?.kind === "reset" ? "Reset password" : change?.user.active ? "Deactivate" : "Reactivate"
      }
      onConfirm={confirm}
      onClose={onClose}
      onExitComplete={() => {
        if (reset) onPasswordReset(reset);
        setReset(null);
      }}
    />
  );
}
