import { useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../app/paths";
import { DeleteButton } from "../../components/confirm-dialog";
import { toaster } from "../../components/toaster";
import { serverMessage } from "../../features/auth/server-message";
import { DeleteArchdeaconryDocument } from "../gql/graphql";

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
        try {
          await deleteArchdeaconry({ variables: { id, deleteParishes: count > 0 } });
          toaster.success({ title: "Archdeaconry deleted", description: name });
          navigate(paths.adminArchdeaconries.getHref());
        } catch (failure) {
          toaster.error({ title: "The archdeaconry was not deleted", description: serverMessage(failure) });
        }
      }}
    />
  );
}
