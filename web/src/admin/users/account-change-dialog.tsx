import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog";
import type { AdminUserFieldsFragment } from "../gql/graphql";
import { ResetAdminUserPasswordDocument, SetAdminUserActiveDocument } from "../gql/graphql";
import { useSave } from "../use-save";
import "../locales/register";

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
  const { t } = useTranslation();
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
        saved: {
          title: user.active ? t("dashboardUsers.deactivated") : t("dashboardUsers.reactivated"),
          description: user.name,
        },
        notSaved: t("dashboardUsers.notChanged"),
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
        saved: {
          title: t("dashboardUsers.passwordReset"),
          description: t("dashboardUsers.sessionsEnded", { name: user.name }),
        },
        notSaved: t("dashboardUsers.notChanged"),
      },
    );
  };

  return (
    <ConfirmDialog
      open={change !== null}
      title={
        change?.kind === "reset"
          ? t("dashboardUsers.confirmReset", { name: change.user.name })
          : change?.user.active
            ? t("dashboardUsers.confirmDeactivate", { name: change.user.name })
            : t("dashboardUsers.confirmReactivate", { name: change?.user.name ?? "" })
      }
      description={
        change?.kind === "reset"
          ? t("dashboardUsers.resetWhat")
          : change?.user.active
            ? t("dashboardUsers.deactivateWhat")
            : t("dashboardUsers.reactivateWhat")
      }
      confirmLabel={
        change?.kind === "reset"
          ? t("dashboardUsers.resetPassword")
          : change?.user.active
            ? t("dashboardUsers.deactivate")
            : t("dashboardUsers.reactivate")
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
