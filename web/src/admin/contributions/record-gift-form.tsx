import { useMutation, useQuery } from "@apollo/client/react";
import { todayInKakamega } from "../../lib/today";
import { AdminGiftProjectsDocument, RecordGiftDocument, type GiftMethod } from "../gql/graphql";
import { RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import { useSave } from "../use-save";
import { choicesOf, METHOD_LABELS } from "./gift-labels";

type GiftField =
  "projectId" | "amountKes" | "method" | "reference" | "donorName" | "anonymous" | "receivedOn";

const wholeShillings = /^\d{1,10}$/;
const clean = (amount: string) => amount.replace(/[\s,]/g, "");

/** Record a gift received in cash, by cheque or transfer: it is paid, with the next receipt number. */
export function RecordGiftForm({ onClose }: { onClose: () => void }) {
  const projects = useQuery(AdminGiftProjectsDocument);
  const [recordGift] = useMutation(RecordGiftDocument, {
    refetchQueries: ["AdminContributions"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  const projectChoices = (projects.data?.projects.items ?? []).map((project) => ({
    value: project.id,
    label: project.title,
  }));
  const fields: FieldSpec<GiftField>[] = [
    { name: "projectId", label: "Project", required: true, options: projectChoices, wide: true },
    { name: "amountKes", label: "Amount (KES)", required: true, type: "number" },
    { name: "method", label: "Received as", required: true, options: choicesOf(METHOD_LABELS) },
    {
      name: "reference",
      label: "Reference",
      helperText: "The cheque's number, or the transfer's or M-Pesa's reference",
    },
    { name: "receivedOn", label: "Received on", required: true, type: "date" },
    {
      name: "donorName",
      label: "Donor",
      helperText: "A person, a parish or a group; leave empty if unknown",
    },
    { name: "anonymous", label: "Anonymous: never show the donor's name", checkbox: true },
  ];
  if (projects.loading && !projects.data) return null;
  const initial: RecordValues<GiftField> = {
    projectId: projectChoices[0]?.value ?? "",
    amountKes: "",
    method: "CASH",
    reference: "",
    receivedOn: todayInKakamega(),
    donorName: "",
    anonymous: "false",
  };
  return (
    <RecordForm
      fields={fields}
      initial={initial}
      columns={2}
      submitLabel="Record the gift"
      busyLabel="Recording…"
      onCancel={onClose}
      validate={(values) =>
        wholeShillings.test(clean(values.amountKes)) && Number(clean(values.amountKes)) >= 1
          ? {}
          : { amountKes: "Enter the amount in whole shillings." }
      }
      onSubmit={async (values) => {
        const saved = await save(
          () =>
            recordGift({
              variables: {
                input: {
                  projectId: values.projectId,
                  amountKes: Number(clean(values.amountKes)),
                  method: values.method as GiftMethod,
                  reference: values.reference.trim() || null,
                  donorName: values.donorName.trim() || null,
                  anonymous: values.anonymous === "true",
                  receivedOn: values.receivedOn,
                },
              },
            }),
          {
            saved: (result) => ({
              title: "Gift recorded",
              description: `Receipt ${result.data?.recordGift.receiptNumber ?? ""}`,
            }),
          },
        );
        if (saved) onClose();
      }}
    />
  );
}
