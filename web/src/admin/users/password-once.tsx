import { SecretShownOnce } from "../secret-shown-once";

/** A generated password, shown this once. */
export function PasswordOnce({
  name,
  password,
  onClose,
}: {
  name: string;
  password: string;
  onClose: () => void;
}) {
  return (
    <SecretShownOnce
      title="Their password"
      status="info"
      warning={`Give this password to ${name} privately. It is shown only now.`}
      kind="password"
      secret={password}
      secretLabel="Generated password"
      closeLabel="I have noted it"
      onClose={onClose}
    >
      They should change it after signing in, from Account settings.
    </SecretShownOnce>
  );
}
