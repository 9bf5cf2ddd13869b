import { Alert, Box, chakra, Field, HStack, Input, Stack, Text, type InputProps } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { messageAttributes } from "../../behaviours/messages";
import { BusyButton } from "../../components/busy-button";
import { useBehaviour } from "../../components/use-behaviour";
import { useLanguage, useLocale, useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { giveForm } from "./give-form.behaviour";
import { useGiveMessages } from "./give-messages";
import type { GivingLimits, Paybill } from "./give-problems";
import { GiftStatusView } from "./gift-status-view";
import { formatKesIn } from "./kes";

type GiveFormProps = {
  project: { id: string; slug: string; title: string };
  limits: GivingLimits;
  /** The paybill to pay by hand, which the refusal of prompts switched off names. */
  paybill?: Paybill;
  /** What was wrong with the last gift sent without JavaScript, said above the form. */
  problem: string | null;
};

/** Where the behaviour says what is wrong with a field, which the field names as its description. */
function FieldError({ id, field }: { id: string; field: string }) {
  return (
    <Text id={id} data-give-field-error={field} hidden textStyle="sm" fontWeight="medium" color="fg.error" />
  );
}

/**
 * The give page's form: a plain HTML form that posts to the give page's address (the site then
 * sends the donor to the gift's page), drawn with the panel that shows the gift in place once its
 * behaviour has sent it (give-form.behaviour.ts).
 */
export function GiveForm({ project, limits, paybill = {}, problem }: GiveFormProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  // On an English page the API's own words for its refusals (with the minutes to wait) are shown.
  const apiWords = useLanguage() === "en";
  const behaviour = useBehaviour<HTMLDivElement>(giveForm);
  // What the behaviour may say of a refused gift, in the page's language (give-problems.ts).
  const messages = useGiveMessages(limits, paybill);
  const id = useId();
  const ids = (name: string) => `${id}-${name}`;
  const describedBy = (name: string) => `${ids(`${name}-hint`)} ${ids(`${name}-error`)}`;

  return (
    <Box
      {...behaviour}
      data-project-id={project.id}
      data-project-slug={project.slug}
      data-min-amount={limits.minAmountKes}
      data-max-amount={limits.maxAmountKes}
      data-api-words={apiWords ? "" : undefined}
      {...messageAttributes(messages)}
    >
      <form
        method="post"
        action={localePath(paths.give.getHref(project.slug))}
        aria-label={t("giving.form.label")}
      >
        <Stack gap="5">
          <Alert.Root status="error" role="alert" data-give-error hidden={!problem}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title data-give-error-text>{problem}</Alert.Title>
            </Alert.Content>
          </Alert.Root>

          <AmountField limits={limits} ids={ids} describedBy={describedBy} />

          <PhoneField ids={ids} describedBy={describedBy} />

          <OptionalField
            name="name"
            label={t("giving.form.name")}
            hint={t("giving.form.nameHint")}
            ids={ids}
            describedBy={describedBy}
            autoComplete="name"
            maxLength={120}
          />

          {/* A native checkbox: it works on a page that runs no React. */}
          <HStack as="label" gap="3" cursor="pointer" alignSelf="start">
            <chakra.input type="checkbox" name="anonymous" value="on" boxSize="5" accentColor="brand.solid" />
            <Text>{t("giving.form.anonymous")}</Text>
          </HStack>

          <OptionalField
            name="email"
            label={t("giving.form.email")}
            hint={t("giving.form.emailHint")}
            ids={ids}
            describedBy={describedBy}
            type="email"
            autoComplete="email"
            maxLength={254}
          />

          <BusyButton
            type="submit"
            colorPalette="brand"
            size="lg"
            alignSelf={{ base: "stretch", sm: "start" }}
          >
            {t("giving.form.submit")}
          </BusyButton>
        </Stack>
      </form>
      <GiftStatusView gift={null} tryAgain="button" data-give-status hidden tabIndex={-1} outline="none" />
    </Box>
  );
}

/** How a field's hint and error are named: the form's id, then the field's. */
type FieldIds = { ids: (name: string) => string; describedBy: (name: string) => string };

function AmountField({ limits, ids, describedBy }: FieldIds & { limits: GivingLimits }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Field.Root required>
      <Field.Label>
        {t("giving.form.amount")}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name="amount"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        size="lg"
        maxW="12rem"
        aria-describedby={describedBy("amount")}
      />
      <Field.HelperText id={ids("amount-hint")}>
        {t("giving.form.amountHint", {
          min: formatKesIn(limits.minAmountKes, locale),
          max: formatKesIn(limits.maxAmountKes, locale),
        })}
      </Field.HelperText>
      <FieldError id={ids("amount-error")} field="amountKes" />
    </Field.Root>
  );
}

/** The phone that gets the M-Pesa prompt. */
function PhoneField({ ids, describedBy }: FieldIds) {
  const { t } = useTranslation();
  return (
    <Field.Root required>
      <Field.Label>
        {t("giving.form.phone")}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name="phone"
        type="tel"
        autoComplete="tel"
        placeholder="0712 345 678"
        size="lg"
        maxW="16rem"
        aria-describedby={describedBy("phone")}
      />
      <Field.HelperText id={ids("phone-hint")}>{t("giving.form.phoneHint")}</Field.HelperText>
      <FieldError id={ids("phone-error")} field="phone" />
    </Field.Root>
  );
}

type OptionalFieldProps = FieldIds &
  Pick<InputProps, "type" | "autoComplete" | "maxLength"> & {
    name: "name" | "email";
    label: string;
    hint: string;
  };

/** A field the donor may leave empty, with its hint and where the behaviour says what is wrong. */
function OptionalField({ name, label, hint, ids, describedBy, ...input }: OptionalFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input name={name} {...input} aria-describedby={describedBy(name)} />
      <Field.HelperText id={ids(`${name}-hint`)}>{hint}</Field.HelperText>
      <FieldError id={ids(`${name}-error`)} field={name} />
    </Field.Root>
  );
}
