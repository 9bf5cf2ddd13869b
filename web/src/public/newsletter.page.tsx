import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../components/page-header";
import { PageSection } from "../components/page-section";
import { NewsletterForm } from "../features/site/newsletter-form";
import { usePageTitle } from "../features/site/use-page-title";
import { useFormAnswer } from "../lib/form-answer";

/**
 * The newsletter's sign-up (/newsletter), and the answer to the footer's form posted without
 * JavaScript: "check your e-mail" once signed up, or the form again with the address as typed and
 * what was wrong with it.
 */
export function NewsletterPage() {
  const { t } = useTranslation();
  usePageTitle(t("site.pageNames.newsletter"));
  const answer = useFormAnswer("newsletter-sign-up");

  if (answer?.outcome === "subscribed") {
    return (
      <PageSection>
        <PageHeader title={t("site.newsletterPage.checkEmail")} current={t("site.pageNames.newsletter")} />
        <Text role="status" maxW="prose" textStyle="lg">
          {t("site.newsletterForm.subscribed", { address: answer.email })}
        </Text>
      </PageSection>
    );
  }
  const error =
    answer?.outcome === "invalid-address"
      ? t("site.newsletterForm.invalidAddress")
      : answer?.outcome === "too-many"
        ? t("site.newsletterPage.tooMany", { count: answer.retryInMinutes ?? 1 })
        : undefined;
  return (
    <PageSection>
      <PageHeader title={t("site.pageNames.newsletter")} />
      <Stack gap="4" maxW="prose">
        <Text>{t("site.footer.newsletterIntro")}</Text>
        <NewsletterForm
          ground="light"
          typed={answer?.email}
          error={error}
          invalid={answer?.outcome === "invalid-address"}
        />
      </Stack>
    </PageSection>
  );
}
