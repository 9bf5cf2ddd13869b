import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { CreateParishDocument } from "../gql/graphql";
import { useSave } from "../use-save";
import { ARCHDEACONRY_REFETCH } from "./archdeaconry-forms";
import { ParishForm } from "./parish-form";
import "../locales/register";

/** The form of a new parish, empty again once it is made. */
export function NewParishForm({
  archdeaconryId,
  archdeaconries,
}: {
  /** Its archdeaconry; none to have staff choose it. */
  archdeaconryId?: string;
  archdeaconries: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const [createParish] = useMutation(CreateParishDocument, ARCHDEACONRY_REFETCH);
  const { save, progress } = useSave();
  return (
    <ParishForm
      archdeaconryId={archdeaconryId}
      archdeaconries={archdeaconries}
      submitLabel={t("dashboardParishes.createParish")}
      busyLabel={t("dashboardParishes.creatingParish")}
      progress={progress}
      resetAfterSave
      onSubmit={async (input, image) => {
        await save((context) => createParish({ variables: { input, image }, context }), {
          saved: { title: t("dashboardParishes.parishCreated"), description: input.name },
        });
      }}
    />
  );
}
