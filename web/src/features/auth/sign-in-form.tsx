import { useMutation } from "@apollo/client/react";
import { Button, Field, Heading, Input, Link, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormAlert } from "../../components/form-alert";
import { PasswordInput } from "../../components/password-input";
import { serverMessage } from "../../lib/server-message";
import { MeDocument, SignInDocument } from "../../gql/graphql";

const MISSING_CREDENTIALS = "Enter your e-mail or username and your password";

type SignInFormProps = {
  /** Good news to show above the form, such as a password just changed. */
  notice?: string;
  initialIdentifier?: string;
  onSignedIn: () => unknown;
  onForgotPassword: () => void;
};

export function SignInForm({
  notice,
  initialIdentifier = "",
  onSignedIn,
  onForgotPassword,
}: SignInFormProps) {
  const { identifier, setIdentifier, password, setPassword, problem, busy, submit } = useSignIn(
    initialIdentifier,
    onSignedIn,
  );

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate>
        <Stack gap="1">
          <Heading as="h1" size="2xl" color="brand.fg">
            Welcome
          </Heading>
          <Text as="h2" textStyle="lg" fontWeight="semibold">
            Login
          </Text>
        </Stack>
        {problem ? (
          <FormAlert status="error" title={problem} />
        ) : (
          notice && <FormAlert status="success" title={notice} />
        )}
        <Field.Root required>
          <Field.Label>
            E-mail or username
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            Password
            <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
          />
        </Field.Root>
        <Button type="submit" loading={busy} loadingText="Signing in…">
          Sign in
        </Button>
        <Link asChild alignSelf="center" color="brand.fg" fontWeight="semibold">
          <button type="button" onClick={onForgotPassword}>
            Forgot Password?
          </button>
        </Link>
      </form>
    </Stack>
  );
}

/** The form's fields and what came of its sending: signs in with them and tells the cache who is in. */
function useSignIn(initialIdentifier: string, onSignedIn: () => unknown) {
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // Stays busy after success, while the dashboard's code loads, so nobody signs in twice.
  const [busy, setBusy] = useState(false);
  const [signIn] = useMutation(SignInDocument, {
    // The dashboard's session check then answers from the cache at once.
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: MeDocument, data: { me: data.signIn } });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!identifier.trim() || !password) {
      setProblem(MISSING_CREDENTIALS);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await signIn({ variables: { identifier: identifier.trim(), password } });
    } catch (error) {
      setProblem(serverMessage(error));
      setBusy(false);
      return;
    }
    await onSignedIn();
  };

  return { identifier, setIdentifier, password, setPassword, problem, busy, submit };
}
