import { useMutation } from "@apollo/client/react";
import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { TextField } from "../../components/text-field";
import { AdminParishReturnStatusesDocument, AdminReopenParishReturnDocument } from "../gql/graphql";
import { useSave } from "../use-save";
import "../locales/register";

/** The diocese's Reopen: a reason the parish will see, then a confirmation. */
export function ReopenReturn({ parishId, year }: { parishId: string; year: number }) {
  const { t } = useTranslation();
  const { save } = useSave();
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [reopen] = useMutation(AdminReopenParishReturnDocument, {
    refetchQueries: [AdminParishReturnStatusesDocument],
  });
  const confirm = () =>
    save(() => reopen({ variables: { parishId, year, reason } }), {
      saved: { title: t("dashboardParishReturns.reopen.done") },
      notSaved: t("dashboardParishReturns.reopen.notDone"),
    });
  return (
    <Stack gap="3" maxW="md" align="start">
      <TextField
        label={t("dashboardParishReturns.reopen.reason")}
        helperText={t("dashboardParishReturns.reopen.reasonHelp")}
        value={reason}
        onChange={setReason}
        rows={2}
        required
      />
      <Button variant="outline" onClick={() => setConfirming(true)} disabled={reason.trim() === ""}>
        {t("dashboardParishReturns.reopen.button")}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t("dashboardParishReturns.reopen.button")}
        description={reason}
        confirmLabel={t("dashboardParishReturns.reopen.confirm")}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
