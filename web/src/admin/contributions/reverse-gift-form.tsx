import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { formatKes } from "../format";
import { ReverseGiftDocument, type AdminGiftFieldsFragment } from "../gql/graphql";
import { RecordForm } from "../record-form";
import { useSave } from "../use-save";
import "../locales/register";

/** Takes back a paid gift with a reason: the gift stays in the ledger, beside its reversal. */
export function ReverseGiftForm({ gift, onClose }: { gift: AdminGiftFieldsFragment; onClose: () => void }) {
  const [reverseGift] = useMutation(ReverseGiftDocument, {
    refetchQueries: ["AdminContributions"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  const { t } = useTranslation();
  const amount = formatKes(gift.amountKes, useLocale());
  return (
    <RecordForm
      fields={[
        {
          name: "reason",
          label: t("dashboardGiving.reverse.why", { amount }),
          required: true,
          rows: 3,
          helperText: t("dashboardGiving.reverse.help"),
        },
      ]}
      initial={{ reason: "" }}
      submitLabel={t("dashboardGiving.reverse.submit")}
      busyLabel={t("dashboardGiving.reverse.busy")}
      onCancel={onClose}
      onSubmit={async (values) => {
        const saved = await save(
          () => reverseGift({ variables: { input: { id: gift.id, reason: values.reason.trim() } } }),
          {
            saved: {
              title: t("dashboardGiving.reverse.done"),
              description: t("dashboardGiving.reverse.takenBack", { amount }),
            },
          },
        );
        if (saved) onClose();
      }}
    />
  );
}
