import { useMutation } from "@apollo/client/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import {
  CreateBishopMessageDocument,
  UpdateBishopMessageDocument,
  type AdminBishopMessageFieldsFragment,
  type BishopMessageInput,
} from "../gql/graphql";
import { whenItGoesOut } from "../publication/publication";
import { recordPublication, type PublicationField } from "../publication/record-publication";
import { pictureField, RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import { useSave } from "../use-save";

export const BISHOP_MESSAGES_REFETCH = { refetchQueries: ["AdminBishopMessages"], awaitRefetchQueries: true };

type MessageField = "bishopName" | "heading" | "message";
const fieldsOf = (t: TFunction): FieldSpec<MessageField>[] => [
  { name: "bishopName", label: t("dashboardHomepage.bishop.bishopName"), required: true },
  { name: "heading", label: t("dashboardHomepage.bishop.heading"), required: true },
  {
    name: "message",
    label: t("dashboardHomepage.bishop.message"),
    required: true,
    rows: 6,
    helperText: t("dashboardHomepage.bishop.messageHelp"),
  },
];

/** What staff are told of a new message, by the publication they chose; a schedule says when. */
const savedNew = (t: TFunction, publishAt: string | null | undefined, locale: string) =>
  ({
    PUBLISHED: {
      title: t("dashboardHomepage.bishop.published"),
      description: t("dashboardHomepage.bishop.publishedWhat"),
    },
    DRAFT: {
      title: t("dashboardHomepage.bishop.draft"),
      description: t("dashboardHomepage.bishop.draftWhat"),
    },
    SCHEDULED: {
      title: t("dashboardHomepage.bishop.scheduled"),
      description: whenItGoesOut({ status: "SCHEDULED", publishAt }, t, locale),
    },
  }) as const;

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
  const { t } = useTranslation();
  const locale = useLocale();
  const publication = recordPublication<MessageField>(message, {
    thing: "message",
    savedLabel: message ? t("dashboard.form.saveChanges") : t("dashboardHomepage.bishop.publish"),
    t,
  });
  return (
    <RecordForm<MessageField | PublicationField>
      fields={fieldsOf(t)}
      initial={{
        bishopName: message?.bishopName ?? bishopName,
        heading: message?.heading ?? "",
        message: message?.message ?? "",
        ...publication.initial,
      }}
      validate={publication.validate}
      extra={publication.extra}
      kiswahili={{
        fields: [
          { name: "heading", label: t("dashboardHomepage.bishop.heading") },
          { name: "message", label: t("dashboardHomepage.bishop.message"), rows: 6 },
        ],
        saved: message?.kiswahili,
      }}
      image={pictureField(t("dashboardHomepage.bishop.picture"), message)}
      submitLabel={publication.submitLabel}
      busyLabel={message ? t("dashboardHomepage.saving") : t("dashboardHomepage.uploading")}
      progress={progress}
      resetAfterSave={!message}
      onCancel={onClose}
      onSubmit={async (values, image, imageFocalPoint, kiswahili) => {
        const input = { ...toInput(values), imageFocalPoint, kiswahili, ...publication.input(values) };
        if (message) {
          await save((context) => updateMessage({ variables: { id: message.id, input, image }, context }), {
            saved: {
              title: t("dashboardHomepage.bishop.updated"),
              description: whenItGoesOut(input, t, locale) ?? values.heading,
            },
          });
        } else {
          await save((context) => createMessage({ variables: { input, image }, context }), {
            saved: savedNew(t, input.publishAt, locale)[input.status],
          });
        }
        onClose?.();
      }}
    />
  );
}
