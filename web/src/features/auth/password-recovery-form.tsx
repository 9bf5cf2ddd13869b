import { useMutation } from "@apollo/client/react";
import { Button, Field, Heading, Input, Link, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormAlert } from "../../components/form-alert";
import { serverMessage } from "../../lib/server-message";
import { RequestPasswordCodeDocument } from "../../gql/graphql";

type PasswordRecoveryFormProps = {
  initialEmail?: string;
  /** The server's answer, which is the same whether or not the address has an account. */
  onCodeSent: (email: string, message: string) => void;
  onBackToLogin: () => void;
};

export function PasswordRecoveryForm({
  initialEmail = "",
  onCodeSent,
  onBackToLogin,
}: PasswordRecoveryFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const [requestCode, { loading }] = useMutation(RequestPasswordCodeDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setProblem("Enter your e-mail address");
      return;
    }
    setProblem(null);
    try {
      const { data } = await requestCode({ variables: { email: email.trim() } });
      if (data) onCodeSent(email.trim(), data.requestPasswordCode);
    } catch (error) {
      setProblem(serverMessage(error));
    }
  };

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate>
        <Stack gap="1">
          <Heading as="h1" size="2xl" color="brand.fg">
            Password Recovery
          </Heading>
          <Text color="fg.muted">
            Enter the e-mail address of your account and we will send you a 6-digit code.
          </Text>
        </Stack>
        {problem && <FormAlert status="error" title={problem} />}
        <Field.Root required>
          <Field.Label>
            E-mail address
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            // Opened by pressing Forgot Password?, so the focus goes where the typing starts.
            autoFocus
          />
        </Field.Root>
        <Button type="submit" loading={loading} loadingText="Sending code…">
          Send Code
        </Button>
        <Link asChild alignSelf="center" color="brand.fg" fontWeight="semibold">
          <button type="button" onClick={onBackToLogin}>
            Back to login
          </button>
        </Link>
      </form>
    </Stack>
  );
}
