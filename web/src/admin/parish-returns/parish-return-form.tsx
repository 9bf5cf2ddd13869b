import { useMutation } from "@apollo/client/react";
import { Badge, Button, chakra, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import { useLanguage, useLocale } from "../../lib/language";
import { refusedField, serverMessage } from "../../lib/server-message";
import { formatDayOf, formatMomentOf } from "../format";
import {
  AdminSaveParishReturnDraftDocument,
  AdminSubmitParishReturnDocument,
  type AdminParishReturnFieldsFragment,
  type ParishReturnStatus,
} from "../gql/graphql";
import { useRecordForm, type FieldErrors } from "../use-record-form";
import { useSave } from "../use-save";
import { ReopenReturn } from "./reopen-return";
import "../locales/register";

type ParishReturn = AdminParishReturnFieldsFragment;
type Question = ParishReturn["questions"][number];

/** A question's label in the dashboard's language. */
export const labelOf = (question: Pick<Question, "labelEn" | "labelSw">, language: string) =>
  language === "sw" ? question.labelSw : question.labelEn;

const STATUS_BADGES = {
  NOT_STARTED: { palette: "gray", words: "dashboardParishReturns.status.NOT_STARTED" },
  DRAFT: { palette: "yellow", words: "dashboardParishReturns.status.DRAFT" },
  SUBMITTED: { palette: "green", words: "dashboardParishReturns.status.SUBMITTED" },
  REOPENED: { palette: "orange", words: "dashboardParishReturns.status.REOPENED" },
} as const satisfies Record<ParishReturnStatus, { palette: string; words: string }>;

export const statusWords = (status: ParishReturnStatus) => STATUS_BADGES[status].words;

export function StatusBadge({ status }: { status: ParishReturnStatus }) {
  const { t } = useTranslation();
  return <Badge colorPalette={STATUS_BADGES[status].palette}>{t(STATUS_BADGES[status].words)}</Badge>;
}

/** The answers as the form holds them: each question's typed text, empty when not answered. */
const valuesOf = (parishReturn: ParishReturn): Record<string, string> =>
  Object.fromEntries(
    parishReturn.questions.map((question) => {
      const answer = parishReturn.answers.find((one) => one.key === question.key);
      return [question.key, answer ? String(answer.value) : ""];
    }),
  );

const answersOf = (values: Record<string, string>) =>
  Object.entries(values).map(([key, value]) => ({ key, value: value.trim() || null }));

/** Where the return stands: its status, when it was submitted, and each reopening's reason. */
function ReturnStanding({ parishReturn }: { parishReturn: ParishReturn }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <HStack gap="3" wrap="wrap">
        <StatusBadge status={parishReturn.status} />
        {parishReturn.status === "SUBMITTED" && parishReturn.submittedAt && (
          <Text textStyle="sm">
            {t("dashboardParishReturns.form.submittedOn", {
              when: formatMomentOf(parishReturn.submittedAt as string, locale),
            })}
          </Text>
        )}
      </HStack>
      {parishReturn.reopenings.length > 0 && (
        <FormAlert status="info" title={t("dashboardParishReturns.form.reopenings")}>
          {parishReturn.reopenings.map((reopening) => (
            <Text key={reopening.id}>
              {t("dashboardParishReturns.form.reopenedOn", {
                when: formatDayOf(reopening.reopenedAt as string, locale),
                reason: reopening.reason,
              })}
            </Text>
          ))}
        </FormAlert>
      )}
    </>
  );
}

/** One number a question, labelled in the dashboard's language, with its help and what it totals. */
function AnswerFields({
  questions,
  field,
  disabled,
}: {
  questions: Question[];
  field: (key: string) => { value: string; onChange: (value: string) => void; error?: string };
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const partsOf = (question: Question) =>
    question.totalOf
      .map((key) => questions.find((one) => one.key === key))
      .map((part) => (part ? labelOf(part, language) : ""))
      .join(" + ");
  return questions.map((question) => {
    const label = labelOf(question, language);
    const totalOf = question.totalOf.length
      ? t("dashboardParishReturns.form.totalOf", { parts: partsOf(question) })
      : null;
    return (
      <TextField
        key={question.key}
        label={question.optional ? `${label} (${t("dashboardParishReturns.form.optional")})` : label}
        inputMode="numeric"
        disabled={disabled}
        helperText={[question.help, totalOf].filter(Boolean).join(" · ") || undefined}
        {...field(question.key)}
      />
    );
  });
}

/**
 * A parish's return for a year as a form: a draft saved as it is, submitted once after a
 * confirmation. A refusal is shown at the question it names. A submitted return is read only, and
 * the diocese may reopen it with a reason (`canReopen`); for those who read returns without
 * changing them (`canEdit` false: a treasurer, an archdeacon) every return is read only.
 */
export function ParishReturnForm({
  parishReturn,
  canEdit,
  canReopen,
}: {
  parishReturn: ParishReturn;
  canEdit: boolean;
  canReopen: boolean;
}) {
  const { t } = useTranslation();
  const { save } = useSave();
  const [confirming, setConfirming] = useState(false);
  const [submitErrors, setSubmitErrors] = useState<FieldErrors<Record<string, string>>>({});
  const [saveDraft] = useMutation(AdminSaveParishReturnDraftDocument);
  const [submitReturn] = useMutation(AdminSubmitParishReturnDocument);
  const { parishId, year } = parishReturn;
  const submitted = parishReturn.status === "SUBMITTED";
  const readOnly = submitted || !canEdit;
  const form = useRecordForm<Record<string, string>>({
    initial: valuesOf(parishReturn),
    onSubmit: (values) =>
      save(() => saveDraft({ variables: { parishId, year, answers: answersOf(values) } }), {
        saved: { title: t("dashboardParishReturns.form.saved") },
      }),
  });
  const submit = async () => {
    form.setRefusal(null);
    setSubmitErrors({});
    try {
      await save(() => submitReturn({ variables: { parishId, year, answers: answersOf(form.values) } }), {
        saved: { title: t("dashboardParishReturns.form.submitted") },
      });
    } catch (failure) {
      const key = refusedField(failure);
      if (key && key in form.values) setSubmitErrors({ [key]: serverMessage(failure) });
      else form.setRefusal(serverMessage(failure));
    }
  };
  const field = (key: string) => ({ ...form.field(key), error: form.field(key).error ?? submitErrors[key] });
  return (
    <Stack gap="5">
      <ReturnStanding parishReturn={parishReturn} />
      <chakra.form onSubmit={form.submit} noValidate>
        <Stack gap="4" maxW="md">
          <AnswerFields questions={parishReturn.questions} field={field} disabled={readOnly} />
          {form.refusal && (
            <Text color="fg.error" role="alert">
              {form.refusal}
            </Text>
          )}
          {!readOnly && (
            <HStack gap="3" wrap="wrap">
              <Button type="submit" variant="outline" loading={form.busy}>
                {t("dashboardParishReturns.form.save")}
              </Button>
              <Button onClick={() => setConfirming(true)} disabled={form.busy}>
                {t("dashboardParishReturns.form.submit")}
              </Button>
            </HStack>
          )}
        </Stack>
      </chakra.form>
      {submitted && canReopen && <ReopenReturn parishId={parishId} year={year} />}
      <ConfirmDialog
        open={confirming}
        title={t("dashboardParishReturns.form.confirmTitle", { year })}
        description={t("dashboardParishReturns.form.confirmDescription")}
        confirmLabel={t("dashboardParishReturns.form.confirmButton")}
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
