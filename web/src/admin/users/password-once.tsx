import { Button, Code, HStack } from "@chakra-ui/react";
import { FormAlert } from "../../components/form-alert";
import { FormDialog } from "../../components/form-dialog";
import { toaster } from "../../components/toaster";

/** A generated password, shown this once, with a button to copy it. */
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
    <FormDialog title="Their password" open onClose={onClose} size="md">
      <FormAlert status="info" title={`Give this password to ${name} privately. It is shown only now.`}>
        They should change it after signing in, from Account settings.
      </FormAlert>
      <HStack mt="4" gap="3" wrap="wrap">
        <Code fontSize="lg" p="2" aria-label="Generated password">
          {password}
        </Code>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void navigator.clipboard.writeText(password).then(
              () => toaster.success({ title: "Password copied" }),
              () => toaster.error({ title: "The password was not copied; write it down instead" }),
            )
          }
        >
          Copy
        </Button>
      </HStack>
      <Button mt="6" onClick={onClose}>
        I have noted it
      </Button>
    </FormDialog>
  );
}
