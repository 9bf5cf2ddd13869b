import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { messageAttributes } from "../behaviours/messages";
import { useBehaviour } from "../components/use-behaviour";
import { newsletterConfirm } from "../features/site/newsletter-confirm.behaviour";
import { BusyButton } from "../components/busy-button";
import { PageHeader } from "../components/page-header";
import { PageSection } from "../components/page-section";
import { usePageTitle } from "../features/site/use-page-title";

/**
 * Where the newsletter's confirmation e-mail leads. Drawn as it first shows; pressing the button,
 * and the messages that follow, are the behaviour's (newsletter-confirm.behaviour.ts).
 */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  usePageTitle(t("site.pageNames.newsletterConfirm"));
  const behaviour = useBehaviour<HTMLDivElement>(newsletterConfirm);

  return (
    <PageSection>
      <PageHeader title={t("site.newsletterConfirm.title")} />
      <Stack
        {...behaviour}
        {...messageAttributes({
          confirmed: t("site.newsletterConfirm.confirmed", { email: "{{email}}" }),
          "not-sent": t("site.newsletterConfirm.notSent"),
        })}
        gap="4"
        maxW="prose"
        align="start"
      >
        <Text>{t("site.newsletterConfirm.intro")}</Text>
        <BusyButton data-confirm colorPalette="brand">
          {t("site.newsletterConfirm.confirm")}
        </BusyButton>
        <Text data-confirm-status role="status" fontWeight="medium" />
        <Text data-confirm-error role="alert" hidden fontWeight="medium" color="fg.error" />
      </Stack>
    </PageSection>
  );
}
