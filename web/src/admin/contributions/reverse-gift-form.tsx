import { useMutation } from "@apollo/client/react";
import { formatKes } from "../format";
import { ReverseGiftDocument, type AdminGiftFieldsFragment } from "../gql/graphql";
import { RecordForm } from "../record-form";
import { useSave } from "../use-save";

/** Takes back a paid gift with a reason: the gift stays in the ledger, beside its reversal. */
export function ReverseGiftForm({ gift, onClose }: { gift: AdminGiftFieldsFragment; onClose: () => void }) {
  const [reverseGift] = useMutation(ReverseGiftDocument, {
    refetchQueries: ["AdminContributions"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  return (
    <RecordForm
      fields={[
        {
          name: "reason",
          label: `Why is the gift of ${formatKes(gift.amountKes)} reversed?`,
          required: true,
          rows: 3,
          helperText: "Such as: the cheque bounced; recorded twice. The reason is kept with the reversal.",
        },
      ]}
      initial={{ reason: "" }}
      submitLabel="Reverse the gift"
      busyLabel="Reversing…"
      onCancel={onClose}
      onSubmit={async (values) => {
        const saved = await save(
          () => reverseGift({ variables: { input: { id: gift.id, reason: values.reason.trim() } } }),
          { saved: { title: "Gift reversed", description: `${formatKes(gift.amountKes)} taken back` } },
        );
        if (saved) onClose();
      }}
    />
  );
}
