import { Button, Code, HStack } from "@chakra-ui/react";
import { FormAlert } from "../../components/form-alert";
import { FormDialog } from "../../components/form-dialog";
import { toaster } from "../../components/toaster";

/** A new token's text, shown this once (the site keeps only its hash), with a button to copy it. */
export function TokenOnce({ name, token, onClose }: { name: string; token: string; onClose: () => void }) {
  return (
    <FormDialog title={`The token for ${name}`} open onClose={onClose} size="lg">
      <FormAlert status="error" title="Copy this token now. It will not be shown again.">
        The site keeps only a fingerprint of it. Give it to the integrator privately; if it is lost, revoke it
        and make another.
      </FormAlert>
      <HStack mt="4" gap="3" wrap="wrap">
        <Code fontSize="md" p="2" wordBreak="break-all" aria-label="New API token">
          {token}
        </Code>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void navigator.clipboard.writeText(token).then(
              () => toaster.success({ title: "Token copied" }),
              () => toaster.error({ title: "The token was not copied; select it and copy it instead" }),
            )
          }
        >
          Copy
        </Button>
      </HStack>
      <Button mt="6" onClick={onClose}>
        I have copied it
      </Button>
    </FormDialog>
  );
}
