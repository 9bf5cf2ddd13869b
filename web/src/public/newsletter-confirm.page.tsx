import { Stack, Text } from "@chakra-ui/react";
import { useBehaviour } from "../components/use-behaviour";
import { newsletterConfirm } from "../features/site/newsletter-confirm.behaviour";
import { BusyButton } from "../components/busy-button";
import { PageHeader } from "../components/page-header";
import { PageSection } from "../components/page-section";
import { usePageTitle } from "../features/site/use-page-title";
import { paths } from "../lib/paths";

/**
 * Where the newsletter's confirmation e-mail leads. Drawn as it first shows; pressing the button,
 * and the messages that follow, are the behaviour's (newsletter-confirm.behaviour.ts).
 */
export function NewsletterConfirmPage() {
  usePageTitle(paths.newsletterConfirm.title);
  const behaviour = useBehaviour<HTMLDivElement>(newsletterConfirm);

  return (
    <PageSection>
      <PageHeader title="Confirm your subscription" />
      <Stack {...behaviour} gap="4" maxW="prose" align="start">
        <Text>
          Press the button to receive our newsletter at the address that the e-mail with this link came to.
        </Text>
        <BusyButton data-confirm colorPalette="brand">
          Confirm my subscription
        </BusyButton>
        <Text data-confirm-status role="status" fontWeight="medium" />
        <Text data-confirm-error role="alert" hidden fontWeight="medium" color="fg.error" />
      </Stack>
    </PageSection>
  );
}
