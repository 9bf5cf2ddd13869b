import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { useLocale } from "../../lib/language";
import { CreateSermonDocument, UpdateSermonDocument, type AdminSermonFieldsFragment } from "../gql/graphql";
import { whenItGoesOut } from "../publication/publication";
import { useSave } from "../use-save";
import { SermonForm } from "./sermon-form";
import { emptySermon, sermonValues } from "./sermon-values";
import "../locales/register";

/** What a change of a sermon passes its mutation: the list of sermons is asked for again. */
export const SERMONS_REFETCH = { refetchQueries: ["AdminSermons"], awaitRefetchQueries: true };

/** A new sermon's form, in a dialog; saving closes it. */
export function NewSermonDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [createSermon] = useMutation(CreateSermonDocument, SERMONS_REFETCH);
  const { save, progress } = useSave();
  return (
    <FormDialog title={t("dashboardSermons.create")} open={open} onClose={onClose}>
      <SermonForm
        initial={emptySermon}
        submitLabel={t("dashboardSermons.save")}
        busyLabel={t("dashboardSermons.saving")}
        progress={progress}
        onCancel={onClose}
        onSubmit={async (input, audio) => {
          await save((context) => createSermon({ variables: { input, audio }, context }), {
            saved: {
              title: t("dashboardSermons.created"),
              description: whenItGoesOut(input, t, locale) ?? input.title,
            },
          });
          onClose();
        }}
      />
    </FormDialog>
  );
}

/** A saved sermon's form, in a dialog; saving closes it. */
export function EditSermonDialog({
  sermon,
  onClose,
}: {
  /** The sermon being edited; none when the dialog is closed. */
  sermon: AdminSermonFieldsFragment | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [updateSermon] = useMutation(UpdateSermonDocument, SERMONS_REFETCH);
  const { save, progress } = useSave();
  return (
    <FormDialog title={t("dashboardSermons.edit")} open={Boolean(sermon)} onClose={onClose}>
      {sermon && (
        <SermonForm
          initial={sermonValues(sermon)}
          kiswahili={sermon.kiswahili}
          audioUrl={sermon.audio?.url}
          publishedAt={sermon.status === "PUBLISHED" ? sermon.publishAt : null}
          submitLabel={t("dashboard.form.saveChanges")}
          busyLabel={t("dashboardSermons.saving")}
          progress={progress}
          onCancel={onClose}
          onSubmit={async (input, audio) => {
            await save((context) => updateSermon({ variables: { id: sermon.id, input, audio }, context }), {
              saved: {
                title: t("dashboardSermons.updated"),
                description: whenItGoesOut(input, t, locale) ?? input.title,
              },
            });
            onClose();
          }}
        />
      )}
    </FormDialog>
  );
}
