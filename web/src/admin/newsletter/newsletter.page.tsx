import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { AdminPage } from "../admin-page";
import "../locales/register";
import { NewsletterComposer } from "./newsletter-composer";
import { NewsletterIssues, type NewsletterIssue } from "./newsletter-issues";
import { SendQuestionDialog } from "./send-question";
import { useNewsletterDraft, useNewsletterSending } from "./use-newsletter-draft";

/**
 * The newsletter: its issues with how each send stands (refreshed while one sends), and the
 * composer of the next one: written, or started from the site's digest, previewed, tried on
 * one's own address, then sent now or scheduled. Only a draft is composed; saving comes first.
 * A saved draft is opened again from the list; a scheduled issue goes back to draft to be changed.
 */
export function NewsletterPage() {
  const { t } = useTranslation();
  const draft = useNewsletterDraft();
  const sending = useNewsletterSending(draft);
  const subjectInput = useRef<HTMLInputElement>(null);

  const openDraft = (issue: NewsletterIssue) => {
    draft.compose(issue);
    subjectInput.current?.focus();
  };

  return (
    <AdminPage title={t("dashboardNewsletter.title")} intro={t("dashboardNewsletter.intro")}>
      <NewsletterComposer draft={draft} sending={sending} subjectInput={subjectInput} />
      <SendQuestionDialog
        question={sending.question}
        onConfirm={sending.sendOrSchedule}
        onClose={() => sending.setQuestion(null)}
      />
      <NewsletterIssues
        onEdit={openDraft}
        onDeleted={(issue) => {
          if (issue.id === draft.draftId) draft.compose(null);
        }}
      />
    </AdminPage>
  );
}
