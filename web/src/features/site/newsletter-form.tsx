import { Field, HStack, Input, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useBehaviour } from "../../components/use-behaviour";
import { newsletterForm } from "./newsletter-form.behaviour";
import { BusyButton } from "../../components/busy-button";

/**
 * Signs an address up for the newsletter. Drawn as it first shows: sending it, and the messages
 * that follow, are the behaviour's (newsletter-form.behaviour.ts).
 */
export function NewsletterForm() {
  const behaviour = useBehaviour<HTMLFormElement>(newsletterForm);
  const errorId = useId();
  const statusId = useId();

  return (
    <form {...behaviour} noValidate aria-label="Newsletter">
      <Field.Root>
        <Field.Label color="inherit">Your e-mail address</Field.Label>
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
            Subscribe
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
