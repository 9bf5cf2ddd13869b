import { Button, chakra, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import { serverMessage } from "../../lib/server-message";
import type { PhotoAlbumInput } from "../gql/graphql";
import { DepartmentField, ParishField } from "../owner-fields";
import { isScopedEditor, useStaff } from "../staff-context";
import {
  KiswahiliFields,
  kiswahiliInput,
  kiswahiliValues,
  type TranslatableSpec,
} from "../translation/kiswahili-fields";

export type AlbumFields = {
  title: string;
  date: string;
  description: string;
  /** The album's parish and department, "" for none. */
  parishId: string;
  departmentId: string;
};
export type SavedTranslations = readonly { field: string; text: string }[];

/** The album's words that have a Kiswahili version (PHOTO_ALBUM_TRANSLATION in the API). */
const albumTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "title", label: t("dashboardGallery.albumTitle") },
  { name: "description", label: t("dashboardGallery.description"), rows: 3 },
];

export function AlbumForm({
  album,
  kiswahili: saved,
  submitLabel,
  onSave,
}: {
  album?: AlbumFields;
  kiswahili?: SavedTranslations;
  submitLabel: string;
  onSave: (input: PhotoAlbumInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const translatable = albumTranslatable(t);
  const staff = useStaff();
  const [fields, setFields] = useState<AlbumFields>(album ?? newAlbumFields(staff));
  const [kiswahili, setKiswahili] = useState(() => kiswahiliValues(saved, translatable));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setBusy(true);
    try {
      await onSave({
        ...fields,
        title: fields.title.trim(),
        description: fields.description.trim(),
        parishId: fields.parishId || null,
        departmentId: fields.departmentId || null,
        kiswahili: kiswahiliInput(kiswahili, translatable),
      });
    } catch (failure) {
      setRefusal(serverMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const change = (field: keyof AlbumFields) => (value: string) => setFields({ ...fields, [field]: value });
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="xl">
        {refusal && <FormAlert status="error" title={refusal} />}
        <TextField
          label={t("dashboardGallery.albumTitle")}
          required
          value={fields.title}
          onChange={change("title")}
        />
        <TextField
          label={t("dashboardGallery.date")}
          type="date"
          required
          value={fields.date}
          onChange={change("date")}
        />
        <TextField
          label={t("dashboardGallery.description")}
          rows={3}
          value={fields.description}
          onChange={change("description")}
        />
        <AlbumOwnerFields
          parishId={fields.parishId}
          departmentId={fields.departmentId}
          onChange={(field, value) => setFields({ ...fields, [field]: value })}
        />
        <KiswahiliFields fields={translatable} values={kiswahili} onChange={setKiswahili} />
        <HStack>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** A new album's fields: a parish or department editor's own parish or department as its owner. */
function newAlbumFields(staff: ReturnType<typeof useStaff>): AlbumFields {
  return {
    title: "",
    date: "",
    description: "",
    parishId: staff.parish?.id ?? "",
    departmentId: staff.department?.id ?? "",
  };
}

/** The album's parish and department. */
function AlbumOwnerFields({
  parishId,
  departmentId,
  onChange,
}: {
  parishId: string;
  departmentId: string;
  onChange: (field: "parishId" | "departmentId", value: string) => void;
}) {
  const { t } = useTranslation();
  // A parish or department editor's albums stay theirs (the API refuses another owner).
  const ownersFixed = isScopedEditor(useStaff());
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <ParishField
        label={t("dashboardGallery.parish")}
        noneLabel={t("dashboardGallery.noParish")}
        fixed={ownersFixed ? t("dashboardGallery.ownersFixed") : null}
        value={parishId}
        onChange={(value) => onChange("parishId", value)}
      />
      <DepartmentField
        label={t("dashboardGallery.department")}
        noneLabel={t("dashboardGallery.noDepartment")}
        fixed={ownersFixed ? t("dashboardGallery.ownersFixed") : null}
        value={departmentId}
        onChange={(value) => onChange("departmentId", value)}
      />
    </SimpleGrid>
  );
}
