import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { RestoreRevisionDocument, type RevisionFieldsFragment } from "../gql/graphql";
import { useSave } from "../use-save";
import "../locales/register";

/** Asks before restoring a version: a new save of its content, which the item's form then shows. */
export function RestoreRevisionDialog({
  revision,
  refetchQueries,
  onClose,
}: {
  /** The version to restore; null when the dialog is closed. */
  revision: RevisionFieldsFragment | null;
  /** The queries (by operation name) that show the item. */
  refetchQueries: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [restore] = useMutation(RestoreRevisionDocument, {
    refetchQueries: [...refetchQueries, "ContentRevisions"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  return (
    <ConfirmDialog
      open={revision !== null}
      title={t("dashboardRevisions.confirmRestore", { number: revision?.number ?? "" })}
      description={t("dashboardRevisions.restoreWhat")}
      confirmLabel={t("dashboardRevisions.restoreThis")}
      onConfirm={async () => {
        if (!revision) return;
        await save(() => restore({ variables: { id: revision.id } }), {
          saved: {
            title: t("dashboardRevisions.restored", { number: revision.number }),
            description: t("dashboardRevisions.formShowsIt"),
          },
          notSaved: t("dashboardRevisions.notRestored"),
        });
      }}
      onClose={onClose}
    />
  );
}
