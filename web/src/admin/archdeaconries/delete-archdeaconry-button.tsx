import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { paths } from "../../lib/paths";
import { DeleteButton } from "../../components/confirm-dialog";
import { DeleteArchdeaconryDocument } from "../gql/graphql";
import { useSave } from "../use-save";
import "../locales/register";

/** Deletes an archdeaconry, and its parishes when it has any (the confirmation says so), then
 * goes back to the list. */
export function DeleteArchdeaconryButton({
  id,
  name,
  parishCount: count,
}: {
  id: string;
  name: string;
  parishCount: number;
}) {
  const navigate = useNavigate();
  const [deleteArchdeaconry] = useMutation(DeleteArchdeaconryDocument);
  const { save } = useSave();
  const { t } = useTranslation();
  return (
    <DeleteButton
      label={t("dashboardParishes.archdeaconry.deleteName", { name })}
      title={t("dashboardParishes.archdeaconry.confirmDelete")}
      description={
        count
          ? t("dashboardParishes.archdeaconry.stillHasParishes", { name, count })
          : t("dashboardParishes.archdeaconry.noParishes", { name })
      }
      confirmLabel={
        count
          ? t("dashboardParishes.archdeaconry.deleteWithParishes")
          : t("dashboardParishes.archdeaconry.delete")
      }
      onConfirm={async () => {
        const deleted = await save(
          () => deleteArchdeaconry({ variables: { id, deleteParishes: count > 0 } }),
          {
            saved: { title: t("dashboardParishes.archdeaconry.deleted"), description: name },
            notSaved: t("dashboardParishes.archdeaconry.notDeleted"),
          },
        );
        if (deleted) await navigate(paths.adminArchdeaconries.getHref());
      }}
    />
  );
}
