import { useMutation } from "@apollo/client/react";
import {
  CreateBishopMessageDocument,
  UpdateBishopMessageDocument,
  type AdminBishopMessageFieldsFragment,
  type BishopMessageInput,
} from "../gql/graphql";
import { pictureField, RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import { useSave } from "../use-save";

export const BISHOP_MESSAGES_REFETCH = { refetchQueries: ["AdminBishopMessages"], awaitRefetchQueries: true };

type MessageField = "bishopName" | "heading" | "message";
const FIELDS: FieldSpec<MessageField>[] = [
  { name: "bishopName", label: "Bishop name", required: true },
  { name: "heading", label: "Message heading", required: true },
  {
    name: "message",
    label: "Message",
    required: true,
    rows: 6,
    helperText: "Leave a blank line between paragraphs.",
  },
];

export const toInput = (values: RecordValues<MessageField>): BishopMessageInput => ({
  bishopName: values.bishopName.trim(),
  heading: values.heading.trim(),
  message: values.message.trim(),
});

/**
 * The Bishop's message: a new one to publish (which the home page then shows), signed by
 * `bishopName` to start with, when `message` is null; else the changes to a published one.
 */
export function BishopMessageForm({
  message,
  bishopName = "",
  onClose,
}: {
  message: AdminBishopMessageFieldsFragment | null;
  bishopName?: string;
  onClose?: () => void;
}) {
  const [createMessage] = useMutation(CreateBishopMessageDocument, BISHOP_MESSAGES_REFETCH);
  const [updateMessage] = useMutation(UpdateBishopMessageDocument, BISHOP_MESSAGES_REFETCH);
  const { save, progress } = useSave();
  return (
    <RecordForm
      fields={FIELDS}
      initial={{
        bishopName: message?.bishopName ?? bishopName,
        heading: message?.heading ?? "",
        message: message?.message ?? "",
      }}
      image={pictureField("Bishop's picture", message)}
      submitLabel={message ? "Save changes" : "Publish message"}
      busyLabel={message ? "Saving…" : "Uploading..."}
      progress={progress}
      resetAfterSave={!message}
      onCancel={onClose}
      onSubmit={async (values, image, imageFocalPoint) => {
        const input = { ...toInput(values), imageFocalPoint };
        if (message) {
          await save((context) => updateMessage({ variables: { id: message.id, input, image }, context }), {
            saved: { title: "Bishop's message updated", description: values.heading },
          });
        } else {
          await save((context) => createMessage({ variables: { input, image }, context }), {
            saved: { title: "Bishop's message published", description: "The home page now shows it." },
          });
        }
        onClose?.();
      }}
    />
  );
}
