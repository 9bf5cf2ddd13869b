import { SecretShownOnce } from "../secret-shown-once";

/** A new token's text, shown this once (the site keeps only its hash). */
export function TokenOnce({ name, token, onClose }: { name: string; token: string; onClose: () => void }) {
  return (
    <SecretShownOnce
      title={`The token for ${name}`}
      status="error"
      warning="Copy this token now. It will not be shown again."
      kind="token"
      secret={token}
      secretLabel="New API token"
      closeLabel="I have copied it"
      onClose={onClose}
    >
      The site keeps only a fingerprint of it. Give it to the integrator privately; if it is lost, revoke it
      and make another.
    </SecretShownOnce>
  );
}
