import { Field, HStack, Input, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { messageAttributes } from "../../behaviours/messages";
import { useBehaviour } from "../../components/use-behaviour";
import { newsletterForm } from "./newsletter-form.behaviour";
import { BusyButton } from "../../components/busy-button";

/**
 * Signs an address up for the newsletter. Drawn as it first shows: sending it, and the messages
 * that follow, are the behaviour's (newsletter-form.behaviour.ts).
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const behaviour = useBehaviour<HTMLFormElement>(newsletterForm);
  const errorId = useId();
  const statusId = useId();

  return (
    <form
      {...behaviour}
      {...messageAttributes({
        invalid: t("site.newsletterForm.invalidAddress"),
        "not-sent": t("site.newsletterForm.notSent"),
        subscribed: t("site.newsletterForm.subscribed", { address: "{{address}}" }),
      })}
      noValidate
      aria-label={t("site.newsletterForm.label")}
    >
      <Field.Root>
        <Field.Label color="inherit">{t("site.newsletterForm.email")}</Field.Label>
        <HStack gap="2" w="full" align="stretch">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            required
            bg="bg"
            color="fg"
            flex="1"
            minW="0"
            aria-describedby={`${errorId} ${statusId}`}
          />
          <BusyButton type="submit" colorPalette="gold">
            {t("site.newsletterForm.subscribe")}
          </BusyButton>
        </HStack>
        {/* Field.ErrorText is drawn only while React knows the field is invalid; the behaviour
            shows this one. */}
        <Text
          id={errorId}
          data-newsletter-error
          hidden
          aria-live="polite"
          textStyle="xs"
          fontWeight="medium"
          color="onDark.error"
        />
      </Field.Root>
      <Text id={statusId} data-newsletter-status role="status" textStyle="sm" mt="2" />
    </form>
  );
}
