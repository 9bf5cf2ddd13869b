import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { useFocalPoint } from "../../components/image-picker";
import type { AdminParishFieldsFragment, ParishInput } from "../gql/graphql";
import { useRecordForm } from "../use-record-form";
import { emptyParish, parishValues, toParishInput, validateParish } from "./parish-values";

/**
 * A parish form's state: its values, checked and sent as the API takes them with the picture's
 * focal point, which is a change of its own.
 */
export function useParishForm({
  parish,
  archdeaconryId,
  onSubmit,
  resetAfterSave,
}: {
  parish?: AdminParishFieldsFragment;
  archdeaconryId: string;
  onSubmit: (input: ParishInput, image: File | null) => Promise<unknown>;
  resetAfterSave?: boolean;
}) {
  // One object while the parish is the same one: the form compares its values with it to tell
  // whether anything has changed, and a list of services made afresh would always differ.
  const { t } = useTranslation();
  const initial = useMemo(
    () => (parish ? parishValues(parish, t) : emptyParish(archdeaconryId, t)),
    [parish, archdeaconryId, t],
  );
  const focalPoint = useFocalPoint(parish?.image?.focalPoint);
  const locale = useLocale();
  const form = useRecordForm({
    initial,
    validate: (values) => validateParish(values, t, locale),
    onSubmit: (values) =>
      onSubmit(
        {
          ...toParishInput(values, t),
          imageFocalPoint: values.image || parish?.imageUrl ? focalPoint.point : null,
        },
        values.image,
      ),
    resetAfterSave,
    onSaved: () => {
      form.set("image", null);
      if (resetAfterSave) focalPoint.reset();
    },
    otherChanges: focalPoint.moved,
  });
  return { ...form, focalPoint };
}

export type ParishFormState = ReturnType<typeof useParishForm>;
