import { useMutation } from "@apollo/client/react";
import {
  CreateHistoryBishopDocument,
  UpdateHistoryBishopDocument,
  type AdminHistoryBishopFieldsFragment,
  type HistoryBishopInput,
} from "../gql/graphql";
import { pictureField, RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import { useSave } from "../use-save";
import { ABOUT_US_REFETCH } from "./information-page-form";

type BishopField = "name" | "ordinal" | "yearsServed" | "note";
const FIELDS: FieldSpec<BishopField>[] = [
  { name: "name", label: "Name", required: true },
  {
    name: "ordinal",
    label: "Which bishop",
    required: true,
    type: "number",
    helperText: "1 for the first bishop, 2 for the second, …",
  },
  { name: "yearsServed", label: "Years served", required: true, placeholder: "1995–2018 or Since 2018" },
  { name: "note", label: "Note", rows: 3 },
];

const validate = (values: RecordValues<BishopField>) =>
  /^[1-9]\d*$/.test(values.ordinal.trim()) ? {} : { ordinal: "Enter a whole number: 1, 2, 3, …" };

const toInput = (values: RecordValues<BishopField>): HistoryBishopInput => ({
  name: values.name.trim(),
  ordinal: Number(values.ordinal),
  yearsServed: values.yearsServed.trim(),
  note: values.note.trim() || null,
});

/** A bishop's card on the History page: a new one, numbered `nextOrdinal`, when `bishop` is null. */
export function HistoryBishopForm({
  bishop,
  nextOrdinal,
  onClose,
}: {
  bishop: AdminHistoryBishopFieldsFragment | null;
  nextOrdinal: number;
  onClose: () => void;
}) {
  const [createBishop] = useMutation(CreateHistoryBishopDocument, ABOUT_US_REFETCH);
  const [updateBishop] = useMutation(UpdateHistoryBishopDocument, ABOUT_US_REFETCH);
  const { save, progress } = useSave();
  return (
    <RecordForm
      fields={FIELDS}
      columns={2}
      validate={validate}
      initial={{
        name: bishop?.name ?? "",
        ordinal: String(bishop?.ordinal ?? nextOrdinal),
        yearsServed: bishop?.yearsServed ?? "",
        note: bishop?.note ?? "",
      }}
      image={pictureField("Portrait", bishop)}
      submitLabel={bishop ? "Save changes" : "Add bishop"}
      busyLabel="Saving…"
      progress={progress}
      onCancel={onClose}
      onSubmit={async (values, image, imageFocalPoint) => {
        const input = { ...toInput(values), imageFocalPoint };
        await save(
          async (context) => {
            if (bishop) await updateBishop({ variables: { id: bishop.id, input, image }, context });
            else await createBishop({ variables: { input, image }, context });
          },
          {
            saved: {
              title: bishop ? "Bishop updated" : "Bishop added to the History page",
              description: values.name,
            },
          },
        );
        onClose();
      }}
    />
  );
}
