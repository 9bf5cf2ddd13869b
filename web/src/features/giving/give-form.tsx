import { Alert, Box, chakra, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { BusyButton } from "../../components/busy-button";
import { useBehaviour } from "../../components/use-behaviour";
import { paths } from "../../lib/paths";
import { formatKes } from "../projects/format-kes";
import { giveForm } from "./give-form.behaviour";
import type { GivingLimits } from "./give-problems";
import { GiftStatusView } from "./gift-status-view";

type GiveFormProps = {
  project: { id: string; slug: string; title: string };
  limits: GivingLimits;
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
export function GiveForm({ project, limits, problem }: GiveFormProps) {
  const behaviour = useBehaviour<HTMLDivElement>(giveForm);
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
    >
      <form method="post" action={paths.give.getHref(project.slug)} aria-label="Give by M-Pesa">
        <Stack gap="5">
          <Alert.Root status="error" role="alert" data-give-error hidden={!problem}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title data-give-error-text>{problem}</Alert.Title>
            </Alert.Content>
          </Alert.Root>

          <Field.Root required>
            <Field.Label>
              Amount in KES
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
              Whole shillings, from {formatKes(limits.minAmountKes)} to {formatKes(limits.maxAmountKes)}.
            </Field.HelperText>
            <FieldError id={ids("amount-error")} field="amountKes" />
          </Field.Root>

          <Field.Root required>
            <Field.Label>
              Your M-Pesa phone number
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
            <Field.HelperText id={ids("phone-hint")}>
              M-Pesa sends this phone a prompt for your PIN.
            </Field.HelperText>
            <FieldError id={ids("phone-error")} field="phone" />
          </Field.Root>

          <Field.Root>
            <Field.Label>Your name (optional)</Field.Label>
            <Input name="name" autoComplete="name" maxLength={120} aria-describedby={describedBy("name")} />
            <Field.HelperText id={ids("name-hint")}>
              For your receipt, and the list of gifts unless you give anonymously.
            </Field.HelperText>
            <FieldError id={ids("name-error")} field="name" />
          </Field.Root>

          {/* A native checkbox: it works on a page that runs no React. */}
          <HStack as="label" gap="3" cursor="pointer" alignSelf="start">
            <chakra.input type="checkbox" name="anonymous" value="on" boxSize="5" accentColor="brand.solid" />
            <Text>Give anonymously</Text>
          </HStack>

          <Field.Root>
            <Field.Label>E-mail for your receipt (optional)</Field.Label>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              aria-describedby={describedBy("email")}
            />
            <Field.HelperText id={ids("email-hint")}>
              We send the receipt there once M-Pesa confirms.
            </Field.HelperText>
            <FieldError id={ids("email-error")} field="email" />
          </Field.Root>

          <BusyButton
            type="submit"
            colorPalette="brand"
            size="lg"
            alignSelf={{ base: "stretch", sm: "start" }}
          >
            Give by M-Pesa
          </BusyButton>
        </Stack>
      </form>
      <GiftStatusView gift={null} tryAgain="button" data-give-status hidden tabIndex={-1} outline="none" />
    </Box>
  );
}
