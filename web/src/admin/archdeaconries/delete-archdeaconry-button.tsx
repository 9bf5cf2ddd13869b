import { useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../lib/paths";
import { DeleteButton } from "../../components/confirm-dialog";
import { DeleteArchdeaconryDocument } from "../gql/graphql";
import { useSave } from "../use-save";

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
  return (
    <DeleteButton
      label={`Delete ${name}`}
      title="Delete this archdeaconry?"
      description={
        count
          ? `${name} still has ${count === 1 ? "1 parish" : `${count} parishes`}. Deleting it deletes ${count === 1 ? "that parish" : "those parishes"} too.`
          : `${name} has no parishes.`
      }
      confirmLabel={count ? "Delete with its parishes" : "Delete"}
      onConfirm={async () => {
        const deleted = await save(
          () => deleteArchdeaconry({ variables: { id, deleteParishes: count > 0 } }),
          {
            saved: { title: "Archdeaconry deleted", description: name },
            notSaved: "The archdeaconry was not deleted",
          },
        );
        if (deleted) await navigate(paths.adminArchdeaconries.getHref());
      }}
    />
  );
}
