import { Button, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../components/page-header";
import { PageSection } from "../components/page-section";
import { usePageTitle } from "../features/site/use-page-title";
import { useSiteSettings } from "../features/site/use-site-settings";
import { useFormAnswer } from "../lib/form-answer";

/**
 * Where a newsletter's unsubscribe link leads (?token=...): one button, since mail scanners open
 * links and must unsubscribe nobody. It posts the form to the page's own address, as a mail
 * program's one click does (RFC 8058), and the server answers with this page saying what came of
 * it (api/src/pages/newsletter-forms.ts). No script is needed.
 */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t("site.pageNames.newsletterUnsubscribe"));
  const site = useSiteSettings()?.fullName ?? "";
  const answer = useFormAnswer("newsletter-unsubscribe");

  if (answer) {
    const unsubscribed = answer.outcome === "unsubscribed";
    return (
      <PageSection>
        <PageHeader
          title={
            unsubscribed
              ? t("site.newsletterUnsubscribe.unsubscribedTitle")
              : t("site.newsletterUnsubscribe.title")
          }
          current={t("site.pageNames.newsletterUnsubscribe")}
        />
        <Text role={unsubscribed ? "status" : "alert"} maxW="prose">
          {unsubscribed
            ? t("site.newsletterUnsubscribe.unsubscribed", { site })
            : t("site.newsletterUnsubscribe.wrongLink")}
        </Text>
      </PageSection>
    );
  }
  return (
    <PageSection>
      <PageHeader
        title={t("site.newsletterUnsubscribe.title")}
        current={t("site.pageNames.newsletterUnsubscribe")}
      />
      <Stack gap="4" maxW="prose" align="start">
        <Text>{t("site.newsletterUnsubscribe.question", { site })}</Text>
        {/* No action: the form posts to the address it was opened at, with the link's ?token=. */}
        <form method="post">
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <Button type="submit" colorPalette="brand">
            {t("site.newsletterUnsubscribe.button")}
          </Button>
        </form>
      </Stack>
    </PageSection>
  );
}
