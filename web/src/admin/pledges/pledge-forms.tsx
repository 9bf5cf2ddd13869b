import { useMutation, useQuery } from "@apollo/client/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import {
  AdjustPledgeDocument,
  AdminGiftProjectsDocument,
  CancelPledgeDocument,
  RecordPaperPledgeDocument,
  type AdminPledgeFieldsFragment,
  type HonourRollShowing,
  type PledgeSchedule,
  type PledgerKind,
} from "../gql/graphql";
import { RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import { useSave } from "../use-save";
import { choicesOf, HONOUR_ROLL_MESSAGES, KIND_MESSAGES, SCHEDULE_MESSAGES } from "./pledge-labels";
import "../locales/register";

const wholeShillings = /^\d{1,10}$/;
const clean = (amount: string) => amount.replace(/[\s,]/g, "");
const refreshList = { refetchQueries: ["AdminPledges"], awaitRefetchQueries: true };

type PaperField =
  | "projectId"
  | "pledgerKind"
  | "name"
  | "amountKes"
  | "dueOn"
  | "schedule"
  | "phone"
  | "email"
  | "honourRoll"
  | "remindersConsent";

/** A paper pledge's fields, two to a row, its appeal across the form. */
const paperFields = (
  t: TFunction,
  projectChoices: { value: string; label: string }[],
): FieldSpec<PaperField>[] => [
  {
    name: "projectId",
    label: t("dashboardPledges.paper.project"),
    required: true,
    options: projectChoices,
    wide: true,
  },
  {
    name: "pledgerKind",
    label: t("dashboardPledges.paper.kind"),
    required: true,
    options: choicesOf(KIND_MESSAGES, t),
  },
  { name: "name", label: t("dashboardPledges.paper.name"), required: true },
  { name: "amountKes", label: t("dashboardPledges.paper.amount"), required: true, type: "number" },
  { name: "dueOn", label: t("dashboardPledges.paper.dueOn"), required: true, type: "date" },
  {
    name: "schedule",
    label: t("dashboardPledges.paper.schedule"),
    required: true,
    options: choicesOf(SCHEDULE_MESSAGES, t),
  },
  {
    name: "phone",
    label: t("dashboardPledges.paper.phone"),
    type: "tel",
    helperText: t("dashboardPledges.paper.phoneHelp"),
  },
  { name: "email", label: t("dashboardPledges.paper.email"), type: "email" },
  {
    name: "honourRoll",
    label: t("dashboardPledges.paper.honourRoll"),
    required: true,
    options: choicesOf(HONOUR_ROLL_MESSAGES, t),
  },
  { name: "remindersConsent", label: t("dashboardPledges.paper.remindersConsent"), checkbox: true },
];

/** A pledge taken on paper at a harambee: typed in with what the pledger agreed to on the paper. */
export function PaperPledgeForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const projects = useQuery(AdminGiftProjectsDocument);
  const [recordPledge] = useMutation(RecordPaperPledgeDocument, refreshList);
  const { save } = useSave();
  if (projects.loading && !projects.data) return null;
  const projectChoices = (projects.data?.projects.items ?? []).map((p) => ({ value: p.id, label: p.title }));
  const initial: RecordValues<PaperField> = {
    projectId: projectChoices[0]?.value ?? "",
    pledgerKind: "PERSON",
    name: "",
    amountKes: "",
    dueOn: "",
    schedule: "MONTHLY",
    phone: "",
    email: "",
    honourRoll: "ANONYMOUS",
    remindersConsent: "false",
  };
  return (
    <RecordForm
      fields={paperFields(t, projectChoices)}
      initial={initial}
      columns={2}
      submitLabel={t("dashboardPledges.paper.submit")}
      busyLabel={t("dashboardPledges.paper.busy")}
      onCancel={onClose}
      validate={(values) =>
        wholeShillings.test(clean(values.amountKes))
          ? {}
          : { amountKes: t("dashboardPledges.wholeShillings") }
      }
      onSubmit={async (values) => {
        const input = {
          projectId: values.projectId,
          pledgerKind: values.pledgerKind as PledgerKind,
          name: values.name.trim(),
          amountKes: Number(clean(values.amountKes)),
          dueOn: values.dueOn,
          schedule: values.schedule as PledgeSchedule,
          phone: values.phone.trim() || null,
          email: values.email.trim() || null,
          honourRoll: values.honourRoll as HonourRollShowing,
          remindersConsent: values.remindersConsent === "true",
        };
        const saved = await save(() => recordPledge({ variables: { input } }), {
          saved: (result) => ({
            title: t("dashboardPledges.paper.done"),
            description: t("dashboardPledges.paper.account", {
              account: `P${result.data?.recordPaperPledge.id ?? ""}`,
            }),
          }),
        });
        if (saved) onClose();
      }}
    />
  );
}

/** A form about one pledge, closed once it is saved or given up. */
type PledgeFormProps = { pledge: AdminPledgeFieldsFragment; onClose: () => void };

/** Changes a pledge's amount or day, saying why: the change is kept with the pledge. */
export function AdjustPledgeForm({ pledge, onClose }: PledgeFormProps) {
  const { t } = useTranslation();
  const [adjust] = useMutation(AdjustPledgeDocument, refreshList);
  const { save } = useSave();
  return (
    <RecordForm
      fields={[
        { name: "amountKes", label: t("dashboardPledges.adjust.amount"), required: true, type: "number" },
        { name: "dueOn", label: t("dashboardPledges.adjust.dueOn"), required: true, type: "date" },
        { name: "reason", label: t("dashboardPledges.adjust.why"), required: true, rows: 3, wide: true },
      ]}
      initial={{ amountKes: String(pledge.amountKes), dueOn: pledge.dueOn, reason: "" }}
      columns={2}
      submitLabel={t("dashboardPledges.adjust.submit")}
      busyLabel={t("dashboardPledges.adjust.busy")}
      onCancel={onClose}
      validate={(values) =>
        wholeShillings.test(clean(values.amountKes))
          ? {}
          : { amountKes: t("dashboardPledges.wholeShillings") }
      }
      onSubmit={async (values) => {
        const amountKes = Number(clean(values.amountKes));
        const input = {
          id: pledge.id,
          amountKes: amountKes === pledge.amountKes ? null : amountKes,
          dueOn: values.dueOn === pledge.dueOn ? null : values.dueOn,
          reason: values.reason.trim(),
        };
        const saved = await save(() => adjust({ variables: { input } }), {
          saved: { title: t("dashboardPledges.adjust.done") },
        });
        if (saved) onClose();
      }}
    />
  );
}

/** Cancels an open pledge, saying why: it stays, with its payments, and reminds no one. */
export function CancelPledgeForm({ pledge, onClose }: PledgeFormProps) {
  const { t } = useTranslation();
  const [cancel] = useMutation(CancelPledgeDocument, refreshList);
  const { save } = useSave();
  return (
    <RecordForm
      fields={[
        {
          name: "reason",
          label: t("dashboardPledges.cancel.why", { name: pledge.name }),
          required: true,
          rows: 3,
          helperText: t("dashboardPledges.cancel.help"),
        },
      ]}
      initial={{ reason: "" }}
      submitLabel={t("dashboardPledges.cancel.submit")}
      busyLabel={t("dashboardPledges.cancel.busy")}
      onCancel={onClose}
      onSubmit={async (values) => {
        const saved = await save(
          () => cancel({ variables: { input: { id: pledge.id, reason: values.reason.trim() } } }),
          { saved: { title: t("dashboardPledges.cancel.done") } },
        );
        if (saved) onClose();
      }}
    />
  );
}
