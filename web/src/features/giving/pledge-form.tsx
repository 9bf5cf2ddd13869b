import { Alert, chakra, Field, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../../components/busy-button";
import { ParishOptions } from "../../components/parish-options";
import type { PledgeFormPageQuery } from "../../gql/graphql";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { todayInKakamega } from "../../lib/today";

type PledgeFormProps = {
  project: { slug: string };
  archdeaconries: PledgeFormPageQuery["archdeaconries"];
  /** What was wrong with the last pledge sent, said above the form. */
  problem: string | null;
};

/** Each choice the API takes, with its words (every message is named in full, for check:messages). */
const PLEDGER_KINDS = [
  ["PERSON", "pledges.kinds.person"],
  ["PARISH", "pledges.kinds.parish"],
  ["MOTHERS_UNION", "pledges.kinds.mothersUnion"],
  ["KAMA", "pledges.kinds.kama"],
  ["YOUTH", "pledges.kinds.youth"],
  ["GROUP", "pledges.kinds.group"],
] as const;
export const SCHEDULES = [
  ["ONCE", "pledges.schedules.once"],
  ["MONTHLY", "pledges.schedules.monthly"],
  ["WEEKLY", "pledges.schedules.weekly"],
] as const;
const HONOUR_ROLL = [
  ["NAME_AND_AMOUNT", "pledges.honourRoll.nameAndAmount"],
  ["NAME_ONLY", "pledges.honourRoll.nameOnly"],
  ["ANONYMOUS", "pledges.honourRoll.anonymous"],
] as const;

/** A labelled field with its hint. */
function Labelled({
  label,
  hint,
  required,
  children,
}: {
  label: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}

/** Native radio buttons in a fieldset: they work on a page that runs no script. */
function Choices({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  checked: string;
}) {
  return (
    <chakra.fieldset border="0" p="0" m="0">
      <chakra.legend fontWeight="medium" mb="2">
        {legend}
      </chakra.legend>
      <Stack gap="2">
        {options.map((option) => (
          <HStack as="label" key={option.value} gap="3" cursor="pointer" alignSelf="start">
            <chakra.input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === checked}
              boxSize="5"
              accentColor="brand.solid"
            />
            <Text>{option.label}</Text>
          </HStack>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}

/** A consent, asked in plain words: a native checkbox, unticked until the pledger ticks it. */
function Consent({ name, children }: { name: string; children: ReactNode }) {
  return (
    <HStack as="label" gap="3" cursor="pointer" alignItems="start">
      <chakra.input
        type="checkbox"
        name={name}
        value="on"
        boxSize="5"
        mt="0.5"
        flexShrink="0"
        accentColor="brand.solid"
      />
      <Text>{children}</Text>
    </HStack>
  );
}

/** Who is pledging: a person or a group, its name, and the parish it counts under. */
function PledgerFields({ archdeaconries }: Pick<PledgeFormProps, "archdeaconries">) {
  const { t } = useTranslation();
  return (
    <>
      <Labelled label={t("pledges.form.kind")} required>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field name="pledgerKind" defaultValue="PERSON">
            {PLEDGER_KINDS.map(([kind, words]) => (
              <option key={kind} value={kind}>
                {t(words)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Labelled>
      <Labelled label={t("pledges.form.name")} hint={t("pledges.form.nameHint")} required>
        <Input name="name" autoComplete="name" maxLength={120} size="lg" />
      </Labelled>
      <Labelled label={t("pledges.form.parish")} hint={t("pledges.form.parishHint")}>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field name="parishId" defaultValue="">
            <option value="">{t("pledges.form.noParish")}</option>
            <ParishOptions archdeaconries={archdeaconries} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Labelled>
    </>
  );
}

/**
 * The pledge form: a plain HTML form that posts to the pledge page's own address, which makes the
 * pledge and sends the pledger to its own page (api/src/modules/pledge/pledge-forms.route.ts).
 */
export function PledgeForm({ project, archdeaconries, problem }: PledgeFormProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const today = todayInKakamega();
  return (
    <form
      method="post"
      action={localePath(paths.pledgeForm.getHref(project.slug))}
      aria-label={t("pledges.form.label")}
    >
      <Stack gap="5">
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
        )}
        <PledgerFields archdeaconries={archdeaconries} />
        <Labelled label={t("pledges.form.amount")} required>
          <Input
            name="amount"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            size="lg"
            maxW="12rem"
          />
        </Labelled>
        <Labelled label={t("pledges.form.dueOn")} hint={t("pledges.form.dueOnHint")} required>
          <Input name="dueOn" type="date" min={today} size="lg" maxW="14rem" />
        </Labelled>
        <Choices
          legend={t("pledges.form.schedule")}
          name="schedule"
          checked="MONTHLY"
          options={SCHEDULES.map(([value, words]) => ({ value, label: t(words) }))}
        />
        <Labelled label={t("pledges.form.phone")} hint={t("pledges.form.phoneHint")} required>
          <Input
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder="0712 345 678"
            size="lg"
            maxW="16rem"
          />
        </Labelled>
        <Labelled label={t("pledges.form.email")} hint={t("pledges.form.emailHint")}>
          <Input name="email" type="email" autoComplete="email" maxLength={254} size="lg" />
        </Labelled>
        <Choices
          legend={t("pledges.form.honourRoll")}
          name="honourRoll"
          checked="ANONYMOUS"
          options={HONOUR_ROLL.map(([value, words]) => ({ value, label: t(words) }))}
        />
        <Consent name="remindersConsent">{t("pledges.form.remindersConsent")}</Consent>
        <Consent name="progressConsent">{t("pledges.form.progressConsent")}</Consent>
        <BusyButton type="submit" colorPalette="brand" size="lg" alignSelf={{ base: "stretch", sm: "start" }}>
          {t("pledges.form.submit")}
        </BusyButton>
      </Stack>
    </form>
  );
}
