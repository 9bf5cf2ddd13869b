import { useMutation } from "@apollo/client/react";
import { Button, Field, Heading, Input, Link, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { paths } from "../lib/paths";
import { FormAlert } from "../components/form-alert";
import { usePageTitle } from "../features/site/use-page-title";
import { isNewPasswordReady, NewPasswordFields } from "../features/auth/new-password-fields";
import { passwordRefusal, serverMessage, type PasswordRefusal } from "../lib/server-message";
import { RequestPasswordResetLinkDocument, ResetPasswordWithLinkDocument } from "../gql/graphql";

/** Asks for a reset link by e-mail or, opened from that link (?token=...), sets the new password. */
export function PasswordResetPage() {
  usePageTitle(paths.passwordReset.title);
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return token ? <NewPasswordForm token={token} /> : <ResetLinkRequestForm />;
}

function LoginLink({ children = "Back to login" }: { children?: string }) {
  return (
    <Link asChild alignSelf="center" color="brand.fg" fontWeight="semibold">
      <RouterLink to={paths.login.getHref()}>{children}</RouterLink>
    </Link>
  );
}

function ResetLinkRequestForm() {
  const [email, setEmail] = useState("");
  const [outcome, setOutcome] = useState<{ status: "success" | "error"; message: string } | null>(null);
  const [requestLink, { loading }] = useMutation(RequestPasswordResetLinkDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setOutcome({ status: "error", message: "Enter your e-mail address" });
      return;
    }
    setOutcome(null);
    try {
      await requestLink({ variables: { email: address } });
      setOutcome({
        status: "success",
        message: `If an account uses ${address}, a password reset link has been sent to it.`,
      });
    } catch (error) {
      setOutcome({ status: "error", message: serverMessage(error) });
    }
  };

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate>
        <Stack gap="1">
          <Heading as="h1" size="2xl" color="brand.fg">
            Reset Password
          </Heading>
          <Text color="fg.muted">
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </Text>
        </Stack>
        {outcome && <FormAlert status={outcome.status} title={outcome.message} />}
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
          />
        </Field.Root>
        <Button type="submit" loading={loading} loadingText="Resetting password, please wait…">
          Reset Password
        </Button>
        <LoginLink />
      </form>
    </Stack>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [newPassword, setNewPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [refusal, setRefusal] = useState<PasswordRefusal | null>(null);
  const [done, setDone] = useState(false);
  const [resetPassword, { loading }] = useMutation(ResetPasswordWithLinkDocument);
  const ready = isNewPasswordReady(newPassword, confirmation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setRefusal(null);
    try {
      await resetPassword({ variables: { token, newPassword } });
      setDone(true);
    } catch (error) {
      setRefusal(passwordRefusal(error));
    }
  };

  if (done) {
    return (
      <Stack gap="5">
        <Heading as="h1" size="2xl" color="brand.fg">
          Password changed
        </Heading>
        <FormAlert status="success" title="Your password has been changed. Sign in with the new one." />
        <Button asChild>
          <RouterLink to={paths.login.getHref()}>Go to the login page</RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate>
        <Heading as="h1" size="2xl" color="brand.fg">
          Choose a new password
        </Heading>
        {refusal?.field === "form" && (
          <FormAlert status="error" title={refusal.message}>
            <Link asChild color="inherit" fontWeight="semibold" textDecoration="underline">
              <RouterLink to={paths.passwordReset.getHref()}>Ask for a new link</RouterLink>
            </Link>
          </FormAlert>
        )}
        <NewPasswordFields
          newPassword={newPassword}
          confirmation={confirmation}
          onNewPasswordChange={setNewPassword}
          onConfirmationChange={setConfirmation}
          error={refusal?.field === "newPassword" ? refusal.message : undefined}
        />
        <Button type="submit" disabled={!ready} loading={loading} loadingText="Saving…">
          Set new password
        </Button>
        <LoginLink />
      </form>
    </Stack>
  );
}
