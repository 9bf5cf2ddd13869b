import { useMutation } from "@apollo/client/react";
import { Button, HStack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DeleteButton } from "../../components/confirm-dialog";
import { FormDialog } from "../../components/form-dialog";
import { todayInKakamega } from "../../lib/today";
import {
  EndClergyPostingDocument,
  RemoveClergyPostingDocument,
  UpdateClergyPostingDocument,
  type AdminClergyPostingFieldsFragment,
} from "../gql/graphql";
import { RecordForm } from "../record-form";
import { useSave } from "../use-save";
import { PostingForm } from "./posting-form";
import "../locales/register";

const REFETCH = { refetchQueries: ["AdminClergyPostingLists"], awaitRefetchQueries: true };

type Posting = AdminClergyPostingFieldsFragment;

/** The day a posting in effect ends, for a retirement or a death: it ends at once, so today or before. */
function EndForm({ posting, onDone }: { posting: Posting; onDone: () => void }) {
  const { t } = useTranslation();
  const [end] = useMutation(EndClergyPostingDocument, REFETCH);
  const { save } = useSave();
  return (
    <RecordForm<"endsOn">
      fields={[
        {
          name: "endsOn",
          label: t("dashboardClergyPostings.endsOn"),
          type: "date",
          required: true,
          helperText: t("dashboardClergyPostings.endHint"),
        },
      ]}
      initial={{ endsOn: todayInKakamega() }}
      submitLabel={t("dashboardClergyPostings.end")}
      busyLabel={t("dashboardClergyPostings.ending")}
      onCancel={onDone}
      onSubmit={async ({ endsOn }) => {
        await save((context) => end({ variables: { id: posting.id, input: { endsOn } }, context }), {
          saved: { title: t("dashboardClergyPostings.endedSaved") },
        });
        onDone();
      }}
    />
  );
}

/**
 * What staff may do with one posting of a list: change or take out one not yet in effect, and end
 * one in effect that no successor ends. An ended one is history and offers nothing.
 */
export function PostingActions({ posting, described }: { posting: Posting; described: string }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<"edit" | "end" | null>(null);
  const [update] = useMutation(UpdateClergyPostingDocument, REFETCH);
  const [remove] = useMutation(RemoveClergyPostingDocument, REFETCH);
  const { save } = useSave();
  if (posting.endsOn) return null;
  const close = () => setDialog(null);
  if (posting.tookEffectAt) {
    return (
      <>
        <Button
          size="sm"
          variant="outline"
          aria-label={t("dashboardClergyPostings.endName", { what: described })}
          onClick={() => setDialog("end")}
        >
          {t("dashboardClergyPostings.end")}
        </Button>
        <FormDialog title={t("dashboardClergyPostings.endTitle")} open={dialog === "end"} onClose={close}>
          <EndForm posting={posting} onDone={close} />
        </FormDialog>
      </>
    );
  }
  return (
    <HStack gap="2">
      <Button
        size="sm"
        variant="outline"
        aria-label={t("dashboardClergyPostings.editName", { what: described })}
        onClick={() => setDialog("edit")}
      >
        {t("dashboardClergyPostings.editPosting")}
      </Button>
      <DeleteButton
        label={t("dashboardClergyPostings.removeName", { what: described })}
        title={t("dashboardClergyPostings.confirmRemove")}
        description={t("dashboardClergyPostings.removeWhat", { what: described })}
        confirmLabel={t("dashboardClergyPostings.remove")}
        onConfirm={() =>
          save(() => remove({ variables: { id: posting.id } }), {
            saved: { title: t("dashboardClergyPostings.removed") },
            notSaved: t("dashboardClergyPostings.notRemoved"),
          })
        }
      >
        {t("dashboardClergyPostings.remove")}
      </DeleteButton>
      <FormDialog title={t("dashboardClergyPostings.editPosting")} open={dialog === "edit"} onClose={close}>
        <PostingForm
          postingListId={posting.postingListId ?? null}
          posting={posting}
          onCancel={close}
          onSubmit={async (input) => {
            await save((context) => update({ variables: { id: posting.id, input }, context }), {
              saved: { title: t("dashboardClergyPostings.updatedPosting") },
            });
            close();
          }}
        />
      </FormDialog>
    </HStack>
  );
}
