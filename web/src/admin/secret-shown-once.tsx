import { Button, Code, HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../components/form-alert";
import { FormDialog } from "../components/form-dialog";
import { toaster } from "../components/toaster";
import "./locales/register";

type SecretShownOnceProps = {
  title: string;
  /** How loud the warning is: an API token cannot be made again, a password can be reset. */
  status: "error" | "info";
  /** The alert's heading: who the secret is for, and that it is shown only now. */
  warning: string;
  /** What to do with it, under the heading. */
  children: ReactNode;
  /** What the copy button says when the secret is copied, and when it could not be. */
  copied: string;
  notCopied: string;
  secret: string;
  secretLabel: string;
  closeLabel: string;
  onClose: () => void;
};

/**
 * A secret the site keeps no readable copy of (a generated password, an API token), shown this
 * once in a dialog with a button to copy it.
 */
export function SecretShownOnce({
  title,
  status,
  warning,
  children,
  copied,
  notCopied,
  secret,
  secretLabel,
  closeLabel,
  onClose,
}: SecretShownOnceProps) {
  const { t } = useTranslation();
  return (
    <FormDialog title={title} open onClose={onClose} size="lg">
      <FormAlert status={status} title={warning}>
        {children}
      </FormAlert>
      <HStack mt="4" gap="3" wrap="wrap">
        <Code fontSize="md" p="2" wordBreak="break-all" aria-label={secretLabel}>
          {secret}
        </Code>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void navigator.clipboard.writeText(secret).then(
              () => toaster.success({ title: copied }),
              () => toaster.error({ title: notCopied }),
            )
          }
        >
          {t("dashboardAccount.secret.copy")}
        </Button>
      </HStack>
      <Button mt="6" onClick={onClose}>
        {closeLabel}
      </Button>
    </FormDialog>
  );
}
