import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { messageAttributes } from "../behaviours/messages";
import { useBehaviour } from "../components/use-behaviour";
import { newsletterConfirm } from "../features/site/newsletter-confirm.behaviour";
import { BusyButton } from "../components/busy-button";
import { PageHeader } from "../components/page-header";
import { PageSection } from "../components/page-section";
import { usePageTitle } from "../features/site/use-page-title";
import { useFormAnswer } from "../lib/form-answer";

/**
 * Where the newsletter's confirmation e-mail leads (?token=...). Its button posts the form to the
 * page's own address, token included, which the server answers with this page saying what came of
 * it (api/src/pages/newsletter-forms.ts); with JavaScript, the behaviour sends it and shows the
 * answer in place (newsletter-confirm.behaviour.ts).
 */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  usePageTitle(t("site.pageNames.newsletterConfirm"));
  const behaviour = useBehaviour<HTMLFormElement>(newsletterConfirm);
  const answer = useFormAnswer("newsletter-confirm");

  return (
    <PageSection>
      <PageHeader title={t("site.newsletterConfirm.title")} />
      {/* No action: the form posts to the address it was opened at, with the link's ?token=. */}
      <form
        method="post"
        {...behaviour}
        {...messageAttributes({
          confirmed: t("site.newsletterConfirm.confirmed", { email: "{{email}}" }),
          "not-sent": t("site.newsletterConfirm.notSent"),
        })}
      >
        <Stack gap="4" maxW="prose" align="start">
          {!answer && (
            <>
              <Text>{t("site.newsletterConfirm.intro")}</Text>
              <BusyButton type="submit" data-confirm colorPalette="brand">
                {t("site.newsletterConfirm.confirm")}
              </BusyButton>
            </>
          )}
          <Text data-confirm-status role="status" fontWeight="medium">
            {answer?.outcome === "confirmed" &&
              t("site.newsletterConfirm.confirmed", { email: answer.email })}
          </Text>
          <Text
            data-confirm-error
            role="alert"
            hidden={answer?.outcome !== "wrong-link"}
            fontWeight="medium"
            color="fg.error"
          >
            {answer?.outcome === "wrong-link" && t("site.newsletterConfirm.wrongLink")}
          </Text>
        </Stack>
      </form>
    </PageSection>
  );
}
