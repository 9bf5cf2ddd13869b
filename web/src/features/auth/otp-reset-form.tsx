import { useMutation } from "@apollo/client/react";
import { Button, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useId, useState, type FormEvent } from "react";
import { FormAlert } from "../../components/form-alert";
import { isNewPasswordReady, NewPasswordFields } from "./new-password-fields";
import { emptyOtp, isOtpComplete, OtpInput } from "./otp-input";
import { passwordRefusal, type PasswordRefusal } from "../../lib/server-message";
import { ResetPasswordWithCodeDocument } from "../../gql/graphql";

type OtpResetFormProps = {
  email: string;
  /** The server's answer to the request for a code. */
  message: string;
  onPasswordChanged: () => void;
  onRequestNewCode: () => void;
  onBackToLogin: () => void;
};

export function OtpResetForm({
  email,
  message,
  onPasswordChanged,
  onRequestNewCode,
  onBackToLogin,
}: OtpResetFormProps) {
  const codeLabelId = useId();
  const [digits, setDigits] = useState(emptyOtp);
  const [newPassword, setNewPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [refusal, setRefusal] = useState<PasswordRefusal | null>(null);
  const [resetPassword, { loading }] = useMutation(ResetPasswordWithCodeDocument);
  const ready = isOtpComplete(digits) && isNewPasswordReady(newPassword, confirmation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setRefusal(null);
    try {
      await resetPassword({ variables: { email, code: digits.join(""), newPassword } });
      onPasswordChanged();
    } catch (error) {
      setRefusal(passwordRefusal(error));
    }
  };

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate>
        <Stack gap="1">
          <Heading as="h1" size="2xl" color="brand.fg">
            Enter your code
          </Heading>
          <Text color="fg.muted">The code works once, within 10 minutes.</Text>
        </Stack>
        <FormAlert status="info" title={message} />
        {refusal?.field === "form" && <FormAlert status="error" title={refusal.message} />}
        <Stack gap="1.5">
          <Text id={codeLabelId} textStyle="sm" fontWeight="medium">
            6-digit code from the e-mail
          </Text>
          <OtpInput
            value={digits}
            onChange={setDigits}
            labelledBy={codeLabelId}
            invalid={refusal?.field === "form"}
          />
        </Stack>
        <NewPasswordFields
          newPassword={newPassword}
          confirmation={confirmation}
          onNewPasswordChange={setNewPassword}
          onConfirmationChange={setConfirmation}
          error={refusal?.field === "newPassword" ? refusal.message : undefined}
        />
        <Button type="submit" disabled={!ready} loading={loading} loadingText="Verifying…">
          Verify OTP
        </Button>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Link asChild color="brand.fg" fontWeight="semibold">
            <button type="button" onClick={onRequestNewCode}>
              Send a new code
            </button>
          </Link>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <button type="button" onClick={onBackToLogin}>
              Back to login
            </button>
          </Link>
        </HStack>
      </form>
    </Stack>
  );
}
