import { useMutation } from "@apollo/client/react";
import { Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import {
  MessageRegistrantsDocument,
  RecordRegistrationRefundDocument,
  type EventRegistrationsListQuery,
  type RegistrationStatus,
} from "../gql/graphql";
import { RecordForm, type FieldSpec } from "../record-form";
import { useSave } from "../use-save";
import "../locales/register";

export type ListedRegistration = EventRegistrationsListQuery["eventRegistrations"]["items"][number];

/** The groups staff may message: those who hold or wait for a place. */
const MESSAGED = ["CONFIRMED", "HELD", "WAITING", "OFFERED"] as const satisfies readonly RegistrationStatus[];
const GROUP_WORDS = {
  CONFIRMED: "dashboardRegistrations.statuses.CONFIRMED",
  HELD: "dashboardRegistrations.statuses.HELD",
  WAITING: "dashboardRegistrations.statuses.WAITING",
  OFFERED: "dashboardRegistrations.statuses.OFFERED",
} as const satisfies Record<(typeof MESSAGED)[number], string>;
const CHANNEL_WORDS = {
  SMS: "dashboardRegistrations.message.SMS",
  EMAIL: "dashboardRegistrations.message.EMAIL",
} as const;

/** Records the treasurer's refund of a cancelled registration's fee: at most the fee, once. */
export function RefundDialog({
  registration,
  onClose,
}: {
  registration: ListedRegistration | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [recordRefund] = useMutation(RecordRegistrationRefundDocument, {
    refetchQueries: ["EventRegistrationsList"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  return (
    <FormDialog
      title={t("dashboardRegistrations.refund.title", { name: registration?.name ?? "" })}
      open={registration !== null}
      onClose={onClose}
      size="md"
    >
      <Text mb="4">{t("dashboardRegistrations.refund.intro")}</Text>
      {registration && (
        <RecordForm
          fields={[
            {
              name: "amountKes",
              label: t("dashboardRegistrations.refund.amount"),
              type: "number",
              required: true,
            },
            {
              name: "note",
              label: t("dashboardRegistrations.refund.note"),
              placeholder: t("dashboardRegistrations.refund.notePlaceholder"),
              required: true,
            },
          ]}
          initial={{ amountKes: String(registration.feeKes), note: "" }}
          submitLabel={t("dashboardRegistrations.refund.save")}
          busyLabel={t("dashboardRegistrations.saving")}
          onCancel={onClose}
          onSubmit={async (values) => {
            const saved = await save(
              () =>
                recordRefund({
                  variables: {
                    id: registration.id,
                    amountKes: Number(values.amountKes),
                    note: values.note.trim(),
                  },
                }),
              {
                saved: { title: t("dashboardRegistrations.refund.saved") },
                notSaved: t("dashboardRegistrations.refund.notSaved"),
              },
            );
            if (saved) onClose();
          }}
        />
      )}
    </FormDialog>
  );
}

/** The message form's fields: the groups (a tick box each), SMS or e-mail, and the words. */
function messageFields(t: TFunction): FieldSpec<(typeof MESSAGED)[number] | "channel" | "text">[] {
  return [
    ...MESSAGED.map((status) => ({
      name: status,
      label: t(GROUP_WORDS[status]),
      checkbox: true,
    })),
    {
      name: "channel",
      label: t("dashboardRegistrations.message.channel"),
      options: (["SMS", "EMAIL"] as const).map((channel) => ({
        value: channel,
        label: t(CHANNEL_WORDS[channel]),
      })),
    },
    { name: "text", label: t("dashboardRegistrations.message.text"), rows: 4, required: true, wide: true },
  ];
}

/** A message to the registrants of some groups, by SMS or e-mail; the answer says how many it reached. */
export function MessageDialog({
  eventId,
  open,
  onClose,
}: {
  eventId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [message] = useMutation(MessageRegistrantsDocument);
  const { save } = useSave();
  return (
    <FormDialog title={t("dashboardRegistrations.message.title")} open={open} onClose={onClose} size="md">
      <RecordForm
        fields={messageFields(t)}
        initial={{
          CONFIRMED: "true",
          HELD: "false",
          WAITING: "false",
          OFFERED: "false",
          channel: "SMS",
          text: "",
        }}
        submitLabel={t("dashboardRegistrations.message.send")}
        busyLabel={t("dashboardRegistrations.sending")}
        validate={(values) =>
          MESSAGED.some((status) => values[status] === "true")
            ? {}
            : { CONFIRMED: t("dashboardRegistrations.message.chooseStatus") }
        }
        onCancel={onClose}
        onSubmit={async (values) => {
          const statuses = MESSAGED.filter((status) => values[status] === "true");
          const saved = await save(
            () =>
              message({
                variables: {
                  eventId,
                  input: {
                    statuses,
                    channel: values.channel === "EMAIL" ? "EMAIL" : "SMS",
                    text: values.text.trim(),
                  },
                },
              }),
            {
              saved: (result) => ({
                title: t("dashboardRegistrations.message.sent", {
                  count: result.data?.messageRegistrants ?? 0,
                }),
              }),
              notSaved: t("dashboardRegistrations.message.notSent"),
            },
          );
          if (saved) onClose();
        }}
      />
    </FormDialog>
  );
}
