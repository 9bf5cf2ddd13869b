import { Alert, Button, chakra, Field, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RegistrationProblem } from "@diocese/site/form-problems";
import { ParishOptions } from "../../components/parish-options";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { REGISTRATION_ROLES, questionField, type RegistrationFormSetup } from "./registration-setup";
import { LONG_LABEL } from "./facts-list";
import { useProblemWords } from "./registration-problems";

type Archdeaconries = readonly {
  id: string;
  name: string;
  parishes: readonly { id: string; name: string }[];
}[];

export type RegistrationFormProps = {
  eventId: string;
  setup: RegistrationFormSetup;
  archdeaconries: Archdeaconries;
  /** The fee as the page writes it ("KES 1,500"), or null when the event is free. */
  fee: string | null;
  /** Whether the site sends M-Pesa prompts; when it does not, the paybill is the one way to pay. */
  promptsEnabled: boolean;
  /** What was typed, kept when the form comes back with what was wrong. */
  values: Readonly<Record<string, string>>;
  problems: Readonly<Partial<Record<string, RegistrationProblem>>>;
  retryInMinutes?: number;
};

/** A labelled field with its hint and, when the last try got it wrong, what was wrong beside it. */
function Labelled({
  label,
  hint,
  required,
  problem,
  children,
}: {
  label: string;
  hint?: string;
  required?: boolean;
  problem?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root required={required} invalid={Boolean(problem)}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A native select (it works on a page that runs no script) with a first, empty choice. */
function Select({
  name,
  value,
  empty,
  children,
}: {
  name: string;
  value: string;
  empty: string;
  children: ReactNode;
}) {
  return (
    <NativeSelect.Root size="lg">
      <NativeSelect.Field name={name} defaultValue={value}>
        <option value="">{empty}</option>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

type Said = (field: string) => string | undefined;

/** Who registers: name and phone, always asked, and an e-mail if they like. */
function PersonFields({ values, said }: { values: RegistrationFormProps["values"]; said: Said }) {
  const { t } = useTranslation();
  return (
    <>
      <Labelled label={t("registrations.form.name")} required problem={said("name")}>
        <Input name="name" autoComplete="name" maxLength={120} size="lg" defaultValue={values.name ?? ""} />
      </Labelled>
      <Labelled
        label={t("registrations.form.phone")}
        hint={t("registrations.form.phoneHint")}
        required
        problem={said("phone")}
      >
        <Input
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="0712 345 678"
          size="lg"
          maxW="16rem"
          defaultValue={values.phone ?? ""}
        />
      </Labelled>
      <Labelled
        label={t("registrations.form.email")}
        hint={t("registrations.form.emailHint")}
        problem={said("email")}
      >
        <Input
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          size="lg"
          defaultValue={values.email ?? ""}
        />
      </Labelled>
    </>
  );
}

/** What the event chose to ask: the parish (which delegates must give), the role and food needs. */
function AskedFields({ setup, archdeaconries, values, said }: RegistrationFormProps & { said: Said }) {
  const { t } = useTranslation();
  const parishRequired = setup.audience === "PARISH_DELEGATES";
  return (
    <>
      {(setup.askParish || parishRequired) && (
        <Labelled
          label={parishRequired ? t("registrations.form.parishRequired") : t("registrations.form.parish")}
          required={parishRequired}
          problem={said("parishId")}
        >
          <Select name="parishId" value={values.parishId ?? ""} empty={t("registrations.form.noParish")}>
            <ParishOptions archdeaconries={archdeaconries} />
          </Select>
        </Labelled>
      )}
      {setup.askRole && (
        <Labelled label={t("registrations.form.role")} required problem={said("role")}>
          <Select name="role" value={values.role ?? ""} empty={t("registrations.form.noRole")}>
            {REGISTRATION_ROLES.map(([role, words]) => (
              <option key={role} value={role}>
                {t(words)}
              </option>
            ))}
          </Select>
        </Labelled>
      )}
      {setup.askDiet && (
        <Labelled
          label={t("registrations.form.diet")}
          hint={t("registrations.form.dietHint")}
          problem={said("diet")}
        >
          <Input name="diet" maxLength={200} size="lg" defaultValue={values.diet ?? ""} />
        </Labelled>
      )}
    </>
  );
}

/**
 * The registration form: a plain HTML form that posts to its page's own address, which registers
 * and sends the registrant to their registration's page, or draws this form again with what was
 * typed and what was wrong beside each field (api/src/pages/registration-forms.ts).
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const { eventId, setup, fee, problems } = props;
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const problemWords = useProblemWords(props.retryInMinutes);
  const said: Said = (field) => {
    const problem = problems[field];
    return problem ? problemWords(problem) : undefined;
  };
  const formProblem = said("form");
  const fieldProblems = Object.keys(problems).some((field) => field !== "form");
  return (
    <form
      method="post"
      action={localePath(paths.eventRegistration.getHref(eventId))}
      aria-label={t("registrations.form.label")}
    >
      <Stack gap="5">
        {(formProblem || fieldProblems) && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{formProblem ?? t("registrations.form.errorsAbove")}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
        )}
        <PersonFields values={props.values} said={said} />
        <AskedFields {...props} said={said} />
        <Questions {...props} said={said} />
        {fee && <PayBy {...props} said={said} />}
        <Button type="submit" colorPalette="brand" size="lg" alignSelf="start" {...LONG_LABEL}>
          {fee && !setup.full
            ? t("registrations.form.submitWithFee", { fee })
            : t("registrations.form.submit")}
        </Button>
      </Stack>
    </form>
  );
}

/** The staff's own questions, each a line of text or a choice of theirs. */
function Questions({ setup, values, said }: RegistrationFormProps & { said: Said }) {
  const { t } = useTranslation();
  return setup.questions.map((question) => {
    const name = questionField(question.id);
    return (
      <Labelled key={question.id} label={question.label} required={question.required} problem={said(name)}>
        {question.kind === "CHOICE" ? (
          <Select name={name} value={values[name] ?? ""} empty={t("registrations.form.chooseOne")}>
            {question.choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </Select>
        ) : (
          <Input name={name} maxLength={500} size="lg" defaultValue={values[name] ?? ""} />
        )}
      </Labelled>
    );
  });
}

/** How the fee is paid: the prompt on the phone given above, or the paybill by hand. */
function PayBy({ values, promptsEnabled, said }: RegistrationFormProps & { said: Said }) {
  const { t } = useTranslation();
  const chosen = values.payBy ?? (promptsEnabled ? "PROMPT" : "PAYBILL");
  const options = [
    ...(promptsEnabled ? [{ value: "PROMPT", label: t("registrations.form.payByPrompt") }] : []),
    { value: "PAYBILL", label: t("registrations.form.payByPaybill") },
  ];
  const problem = said("payBy");
  return (
    <chakra.fieldset border="0" p="0" m="0" aria-invalid={problem ? true : undefined}>
      <chakra.legend fontWeight="medium" mb="2">
        {t("registrations.form.payBy")}
      </chakra.legend>
      <Stack gap="2">
        {options.map((option) => (
          <HStack as="label" key={option.value} gap="3" cursor="pointer" alignItems="start">
            <chakra.input
              type="radio"
              name="payBy"
              value={option.value}
              defaultChecked={option.value === chosen}
              boxSize="5"
              mt="0.5"
              flexShrink="0"
              accentColor="brand.solid"
            />
            <Text>{option.label}</Text>
          </HStack>
        ))}
      </Stack>
      {problem && (
        <Text color="fg.error" textStyle="sm" mt="2">
          {problem}
        </Text>
      )}
    </chakra.fieldset>
  );
}
