import { CombinedGraphQLErrors } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { Button, Field, HStack, Input, Text } from "@chakra-ui/react";
import { useId, useState, type FormEvent } from "react";
import { SubscribeToNewsletterDocument } from "../../gql/graphql";

/** Signs an address up for the newsletter; the server judges the address and says why it refuses one. */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [subscribedAs, setSubscribedAs] = useState<string | null>(null);
  const [subscribe, { loading, error, reset }] = useMutation(SubscribeToNewsletterDocument);
  const statusId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    try {
      await subscribe({ variables: { email: address } });
      setSubscribedAs(address);
      setEmail("");
    } catch {
      // The hook's `error` carries the server's message into the form.
    }
  };

  const message = error ? refusalMessage(error) : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter">
      <Field.Root invalid={Boolean(message)}>
        <Field.Label color="inherit">Your e-mail address</Field.Label>
        <HStack gap="2" w="full" align="stretch">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setSubscribedAs(null);
              if (error) reset();
            }}
            bg="bg"
            color="fg"
            flex="1"
            minW="0"
            aria-describedby={statusId}
          />
          <Button type="submit" colorPalette="gold" loading={loading}>
            Subscribe
          </Button>
        </HStack>
        {message && <Field.ErrorText color="onDark.error">{message}</Field.ErrorText>}
      </Field.Root>
      <Text id={statusId} role="status" textStyle="sm" mt="2">
        {subscribedAs ? `Thank you: ${subscribedAs} will receive our newsletter.` : ""}
      </Text>
    </form>
  );
}

// The server refuses only a malformed address (its message is written for developers); anything
// else means no answer came.
function refusalMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === "BAD_USER_INPUT") {
    return "Please enter a valid e-mail address, such as name@example.org.";
  }
  return "We could not reach the server. Check your connection and try again.";
}
