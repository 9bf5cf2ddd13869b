import { useMutation } from "@apollo/client/react";
import {
  CreateBishopMessageDocument,
  UpdateBishopMessageDocument,
  type AdminBishopMessageFieldsFragment,
  type BishopMessageInput,
} from "../gql/graphql";
import { recordPublication, type PublicationField } from "../publication/record-publication";
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

/** What staff are told of a new message, by the publication they chose. */
const SAVED_NEW = {
  PUBLISHED: { title: "Bishop's message published", description: "The home page now shows it." },
  DRAFT: { title: "Bishop's message saved as a draft", description: "Only staff can see it." },
  SCHEDULED: {
    title: "Bishop's message scheduled",
    description: "The home page shows it from the time chosen.",
  },
} as const;

export const toInput = (values: RecordValues<MessageField>): BishopMessageInput => ({
  bishopName: values.bishopName.trim(),
  heading: values.heading.trim(),
  message: values.message.trim(),
});

/**
 * The Bishop's message: a new one (published at once, the home page then shows it; or saved as a
 * draft, or scheduled), signed by `bishopName` to start with, when `message` is null; else the
 * changes to a saved one, and its publication.
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
  const publication = recordPublication<MessageField>(message, {
    thing: "message",
    what: "the message",
    savedLabel: message ? "Save changes" : "Publish message",
  });
  return (
    <RecordForm<MessageField | PublicationField>
      fields={FIELDS}
      initial={{
        bishopName: message?.bishopName ?? bishopName,
        heading: message?.heading ?? "",
        message: message?.message ?? "",
        ...publication.initial,
      }}
      validate={publication.validate}
      extra={publication.extra}
      image={pictureField("Bishop's picture", message)}
      submitLabel={publication.submitLabel}
      busyLabel={message ? "Saving…" : "Uploading..."}
      progress={progress}
      resetAfterSave={!message}
      onCancel={onClose}
      onSubmit={async (values, image, imageFocalPoint) => {
        const input = { ...toInput(values), imageFocalPoint, ...publication.input(values) };
        if (message) {
          await save((context) => updateMessage({ variables: { id: message.id, input, image }, context }), {
            saved: { title: "Bishop's message updated", description: values.heading },
          });
        } else {
          await save((context) => createMessage({ variables: { input, image }, context }), {
            saved: SAVED_NEW[input.status],
          });
        }
        onClose?.();
      }}
    />
  );
}
