import { useMutation, useQuery } from "@apollo/client/react";
import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { paths } from "../../lib/paths";
import { AdminSection } from "../admin-page";
import { EventRegistrationSetupDocument, SetRegistrationSetupDocument } from "../gql/graphql";
import { useSave } from "../use-save";
import {
  newQuestion,
  setupInput,
  setupValues,
  type QuestionValues,
  type SetupValues,
} from "./registration-setup-values";
import "../locales/register";

/** The most questions of staff's own (the API's MAX_QUESTIONS). */
const MAX_QUESTIONS = 10;
const WHOLE_NUMBER = /^\d+$/;

function Tick({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function Labelled({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** One question of staff's own: its words in both languages, how it is answered, whether it must be. */
function QuestionFields({
  index,
  question,
  onChange,
  onRemove,
}: {
  index: number;
  question: QuestionValues;
  onChange: (question: QuestionValues) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <Stack
      as="fieldset"
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      aria-label={t("dashboardRegistrations.setup.question.legend", { number })}
    >
      <Labelled label={t("dashboardRegistrations.setup.question.label", { number })}>
        <Input
          value={question.label}
          onChange={(event) => onChange({ ...question, label: event.currentTarget.value })}
        />
      </Labelled>
      <Labelled label={t("dashboardRegistrations.setup.question.labelSw", { number })}>
        <Input
          value={question.labelSw}
          onChange={(event) => onChange({ ...question, labelSw: event.currentTarget.value })}
        />
      </Labelled>
      <Labelled label={t("dashboardRegistrations.setup.question.kind", { number })}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={question.kind}
            onChange={(event) =>
              onChange({ ...question, kind: event.currentTarget.value === "CHOICE" ? "CHOICE" : "TEXT" })
            }
          >
            <option value="TEXT">{t("dashboardRegistrations.setup.question.TEXT", { number })}</option>
            <option value="CHOICE">{t("dashboardRegistrations.setup.question.CHOICE", { number })}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Labelled>
      {question.kind === "CHOICE" && (
        <Labelled
          label={t("dashboardRegistrations.setup.question.choices", { number })}
          hint={t("dashboardRegistrations.setup.question.choicesHint")}
        >
          <Textarea
            rows={3}
            value={question.choices}
            onChange={(event) => onChange({ ...question, choices: event.currentTarget.value })}
          />
        </Labelled>
      )}
      <HStack justify="space-between">
        <Tick
          label={t("dashboardRegistrations.setup.question.required", { number })}
          checked={question.required}
          onChange={(required) => onChange({ ...question, required })}
        />
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
          {t("dashboardRegistrations.setup.question.remove", { number })}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The whole numbers the form checks before sending, each with the message its field shows. */
function numberErrors(values: SetupValues, t: TFunction): Partial<Record<keyof SetupValues, string>> {
  const errors: Partial<Record<keyof SetupValues, string>> = {};
  if (!WHOLE_NUMBER.test(values.feeKes.trim())) errors.feeKes = t("dashboardRegistrations.setup.wholeNumber");
  if (values.capacity.trim() && !WHOLE_NUMBER.test(values.capacity.trim()))
    errors.capacity = t("dashboardRegistrations.setup.wholeNumber");
  if (!WHOLE_NUMBER.test(values.hoursToPayOffer.trim()))
    errors.hoursToPayOffer = t("dashboardRegistrations.setup.wholeNumber");
  if (!values.closesAt) errors.closesAt = t("dashboardRegistrations.setup.closesAtNeeded");
  return errors;
}

type FieldsProps = {
  values: SetupValues;
  set: (change: Partial<SetupValues>) => void;
  errors: Partial<Record<keyof SetupValues, string>>;
};

/** What the form asks besides name and phone: parish, role, diet (a delegate always names a parish). */
function AskedFields({ values, set }: Omit<FieldsProps, "errors">) {
  const { t } = useTranslation();
  return (
    <>
      <Text fontWeight="medium">{t("dashboardRegistrations.setup.asked")}</Text>
      <Tick
        label={t("dashboardRegistrations.setup.askParish")}
        checked={values.askParish || values.whoMayRegister === "PARISH_DELEGATES"}
        onChange={(askParish) => set({ askParish })}
      />
      <Tick
        label={t("dashboardRegistrations.setup.askRole")}
        checked={values.askRole}
        onChange={(askRole) => set({ askRole })}
      />
      <Tick
        label={t("dashboardRegistrations.setup.askDiet")}
        checked={values.askDiet}
        onChange={(askDiet) => set({ askDiet })}
      />
    </>
  );
}

function SetupFields({ values, set, errors }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <Tick
        label={t("dashboardRegistrations.setup.open")}
        checked={values.open}
        onChange={(open) => set({ open })}
      />
      <Labelled label={t("dashboardRegistrations.setup.whoMayRegister")}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={values.whoMayRegister}
            onChange={(event) =>
              set({
                whoMayRegister:
                  event.currentTarget.value === "PARISH_DELEGATES" ? "PARISH_DELEGATES" : "ANYONE",
              })
            }
          >
            <option value="ANYONE">{t("dashboardRegistrations.setup.ANYONE")}</option>
            <option value="PARISH_DELEGATES">{t("dashboardRegistrations.setup.PARISH_DELEGATES")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Labelled>
      <Labelled
        label={t("dashboardRegistrations.setup.feeKes")}
        hint={t("dashboardRegistrations.setup.feeHint")}
        error={errors.feeKes}
      >
        <Input
          inputMode="numeric"
          value={values.feeKes}
          onChange={(event) => set({ feeKes: event.currentTarget.value })}
        />
      </Labelled>
      <Labelled
        label={t("dashboardRegistrations.setup.capacity")}
        hint={t("dashboardRegistrations.setup.capacityHint")}
        error={errors.capacity}
      >
        <Input
          inputMode="numeric"
          value={values.capacity}
          onChange={(event) => set({ capacity: event.currentTarget.value })}
        />
      </Labelled>
      <Tick
        label={t("dashboardRegistrations.setup.waitingList")}
        checked={values.waitingList}
        onChange={(waitingList) => set({ waitingList })}
      />
      <Labelled
        label={t("dashboardRegistrations.setup.closesAt")}
        hint={t("dashboardRegistrations.setup.closesAtHint")}
        error={errors.closesAt}
      >
        <Input
          type="datetime-local"
          value={values.closesAt}
          onChange={(event) => set({ closesAt: event.currentTarget.value })}
        />
      </Labelled>
      <Labelled
        label={t("dashboardRegistrations.setup.hoursToPayOffer")}
        hint={t("dashboardRegistrations.setup.hoursHint")}
        error={errors.hoursToPayOffer}
      >
        <Input
          inputMode="numeric"
          value={values.hoursToPayOffer}
          onChange={(event) => set({ hoursToPayOffer: event.currentTarget.value })}
        />
      </Labelled>
      <AskedFields values={values} set={set} />
    </Stack>
  );
}

/**
 * The event editor's Registrations section (docs/staff/registrations.md): whether and how the event
 * takes registrations, and the questions it asks, saved through setRegistrationSetup on its own
 * Save; with links to the event's registrations and its check-in at the door once set up.
 */
export function RegistrationSetupSection({ eventId, eventDate }: { eventId: string; eventDate: string }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(EventRegistrationSetupDocument, { variables: { id: eventId } });
  const saved = data?.event?.registrationSetup ?? null;
  const [taking, setTaking] = useState(false);
  if (loading && !data) return null;
  return (
    <AdminSection title={t("dashboardRegistrations.setup.title")}>
      {saved || taking ? (
        <SetupForm key={saved ? "saved" : "new"} eventId={eventId} eventDate={eventDate} saved={saved} />
      ) : (
        <Stack gap="3" align="start">
          <Text>{t("dashboardRegistrations.setup.none")}</Text>
          <Button variant="outline" onClick={() => setTaking(true)}>
            {t("dashboardRegistrations.setup.take")}
          </Button>
        </Stack>
      )}
    </AdminSection>
  );
}

/** Where a set-up event's registrations are seen and its door is kept. */
function SetupLinks({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" asChild>
        <Link to={paths.adminEventRegistrations.getHref(eventId)}>
          {t("dashboardRegistrations.setup.seeList")}
        </Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to={paths.adminEventCheckIn.getHref(eventId)}>{t("dashboardRegistrations.openCheckIn")}</Link>
      </Button>
    </>
  );
}

function SetupForm({
  eventId,
  eventDate,
  saved,
}: {
  eventId: string;
  eventDate: string;
  saved: Parameters<typeof setupValues>[0];
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => setupValues(saved, eventDate));
  const [errors, setErrors] = useState<Partial<Record<keyof SetupValues, string>>>({});
  const [busy, setBusy] = useState(false);
  const [setUp] = useMutation(SetRegistrationSetupDocument, { refetchQueries: ["EventRegistrationSetup"] });
  const { save } = useSave();
  const set = (change: Partial<SetupValues>) => setValues((current) => ({ ...current, ...change }));
  const setQuestion = (index: number, question: QuestionValues | null) =>
    set({
      questions: values.questions.flatMap((each, at) => (at !== index ? [each] : question ? [question] : [])),
    });
  return (
    <Stack
      as="form"
      gap="4"
      aria-label={t("dashboardRegistrations.setup.title")}
      onSubmit={async (event) => {
        event.preventDefault();
        const found = numberErrors(values, t);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        setBusy(true);
        await save(() => setUp({ variables: { eventId, input: setupInput(values) } }), {
          saved: { title: t("dashboardRegistrations.setup.saved") },
          notSaved: t("dashboardRegistrations.setup.notSaved"),
        });
        setBusy(false);
      }}
    >
      <SetupFields values={values} set={set} errors={errors} />
      <Text fontWeight="medium">{t("dashboardRegistrations.setup.ownQuestions")}</Text>
      {values.questions.map((question, index) => (
        <QuestionFields
          key={question.id ?? `new-${index}`}
          index={index}
          question={question}
          onChange={(changed) => setQuestion(index, changed)}
          onRemove={() => setQuestion(index, null)}
        />
      ))}
      <Box>
        <Button
          variant="outline"
          size="sm"
          disabled={values.questions.length >= MAX_QUESTIONS}
          onClick={() => set({ questions: [...values.questions, newQuestion()] })}
        >
          {t("dashboardRegistrations.setup.addQuestion")}
        </Button>
      </Box>
      <HStack gap="3" wrap="wrap">
        <Button type="submit" loading={busy} loadingText={t("dashboardRegistrations.saving")}>
          {t("dashboardRegistrations.setup.save")}
        </Button>
        {saved && <SetupLinks eventId={eventId} />}
      </HStack>
    </Stack>
  );
}
