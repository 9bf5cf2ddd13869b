import { AbsoluteCenter, Button, Field, HStack, Input, Spinner, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useBehaviour } from "../../behaviours/use-behaviour";

/**
 * Signs an address up for the newsletter. Drawn as it first shows: sending it, and the messages
 * that follow, are the behaviour's (newsletter-form.behaviour.ts).
 */
export function NewsletterForm() {
  const behaviour = useBehaviour<HTMLFormElement>("newsletter-form");
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
          <Button
            type="submit"
            colorPalette="gold"
            // Chakra's loading look while the address is sent: a spinner over the hidden label,
            // which keeps the button's width.
            css={{ "&[aria-busy=true] [data-busy-label]": { visibility: "hidden" } }}
          >
            <AbsoluteCenter as="span" data-busy-sign hidden>
              <Spinner size="inherit" borderWidth="0.125em" color="inherit" />
            </AbsoluteCenter>
            <span data-busy-label>Subscribe</span>
          </Button>
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
