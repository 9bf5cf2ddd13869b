import { useMutation, useQuery } from "@apollo/client/react";
import { Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { useLocale } from "../../lib/language";
import {
  AdminChaplainChoicesDocument,
  AdminParishChoicesDocument,
  CreateInstitutionDocument,
  UpdateInstitutionDocument,
  type AdminInstitutionFieldsFragment,
  type InstitutionInput,
} from "../gql/graphql";
import { whenItGoesOut } from "../publication/publication";
import { useStaff } from "../staff-context";
import { RevisionHistory } from "../revisions/revision-history";
import { useSave } from "../use-save";
import { InstitutionForm, type ChaplainChoice, type ParishChoice } from "./institution-form";
import "../locales/register";

/** What a change of an institution passes its mutation: the list is asked for again. */
export const INSTITUTIONS_REFETCH = { refetchQueries: ["AdminInstitutions"], awaitRefetchQueries: true };

/**
 * The parishes an institution may be given to: a parish editor's own alone (the API refuses
 * another), every parish for the diocese's editors.
 */
function useParishChoices(): ParishChoice[] {
  const staff = useStaff();
  const parishEditor = staff.role === "PARISH_EDITOR";
  const { data } = useQuery(AdminParishChoicesDocument, {
    fetchPolicy: "cache-and-network",
    skip: parishEditor,
  });
  if (parishEditor) return staff.parish ? [staff.parish] : [];
  return (data?.archdeaconries ?? []).flatMap(({ parishes }) => parishes);
}

/**
 * The clergy who may be named chaplain: every member, drafts too, for the diocese's editors; the
 * published ones for a parish editor (the API refuses them a draft), with the present chaplain
 * always among them, so that saving the form keeps them.
 */
function useChaplainChoices(institution: AdminInstitutionFieldsFragment | null): ChaplainChoice[] {
  const staff = useStaff();
  const { data } = useQuery(AdminChaplainChoicesDocument, {
    variables: { includeUnpublished: staff.role !== "PARISH_EDITOR" },
    fetchPolicy: "cache-and-network",
  });
  const members: ChaplainChoice[] = data?.clergy.items ?? [];
  const present = institution?.chaplain;
  return present && !members.some(({ id }) => id === present.id) ? [present, ...members] : members;
}

interface InstitutionDialogProps {
  /** The institution being edited; null for a new one. */
  institution: AdminInstitutionFieldsFragment | null;
  open: boolean;
  onClose: () => void;
}

/** An institution's form in a dialog, new or saved; saving closes it. */
export function InstitutionDialog({ institution, open, onClose }: InstitutionDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const parishes = useParishChoices();
  const chaplains = useChaplainChoices(institution);
  const [create] = useMutation(CreateInstitutionDocument, INSTITUTIONS_REFETCH);
  const [update] = useMutation(UpdateInstitutionDocument, INSTITUTIONS_REFETCH);
  const { save, progress } = useSave();
  const send = (input: InstitutionInput, image: File | null) => {
    const words = {
      saved: {
        title: institution ? t("dashboardInstitutions.updated") : t("dashboardInstitutions.created"),
        description: whenItGoesOut(input, t, locale) ?? input.name,
      },
    };
    return institution
      ? save((context) => update({ variables: { id: institution.id, input, image }, context }), words)
      : save((context) => create({ variables: { input, image }, context }), words);
  };
  return (
    <FormDialog
      title={institution ? t("dashboardInstitutions.edit") : t("dashboardInstitutions.create")}
      open={open}
      onClose={onClose}
    >
      {open && (
        <Stack gap="8">
          <InstitutionForm
            // A restored revision is a new save: the form shows it.
            key={institution ? `${institution.id}-${institution.updatedAt}` : "new"}
            institution={institution}
            parishes={parishes}
            chaplains={chaplains}
            submitLabel={institution ? t("dashboard.form.saveChanges") : t("dashboardInstitutions.save")}
            busyLabel={t("dashboardInstitutions.saving")}
            progress={progress}
            onCancel={onClose}
            onSubmit={async (input, image) => {
              await send(input, image);
              onClose();
            }}
          />
          {institution && (
            <RevisionHistory
              contentType="INSTITUTION"
              contentId={institution.id}
              version={institution.updatedAt}
              refetchQueries={["AdminInstitutions"]}
            />
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
