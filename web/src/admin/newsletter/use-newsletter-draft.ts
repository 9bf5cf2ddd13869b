import { useApolloClient, useMutation } from "@apollo/client/react";
import { useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { toaster } from "../../components/toaster";
import { serverMessage } from "../../lib/server-message";
import {
  kiswahiliInput,
  kiswahiliValues,
  type KiswahiliValues,
  type TranslatableSpec,
} from "../translation/kiswahili-fields";
import { useSave } from "../use-save";
import {
  CreateNewsletterIssueDocument,
  NewsletterDigestDocument,
  NewsletterReadersDocument,
  SendNewsletterIssueDocument,
  SendNewsletterTestDocument,
  UpdateNewsletterIssueDocument,
} from "../gql/graphql";
import { ISSUES_REFETCH, type NewsletterIssue } from "./newsletter-issues";
import type { SendQuestion } from "./send-question";

/** What a Kiswahili reader gets in place of the English: the subject and the letter. */
const issueTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "subject", label: t("dashboardNewsletter.subject") },
  { name: "body", label: t("dashboardNewsletter.body"), rows: "rich" },
];

/**
 * The issue being composed: its subject, letter and Kiswahili texts, saved as a draft (made the
 * first time), or started again from the site's digest.
 */
export function useNewsletterDraft() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { save } = useSave();
  const [create] = useMutation(CreateNewsletterIssueDocument, ISSUES_REFETCH);
  const [update] = useMutation(UpdateNewsletterIssueDocument, ISSUES_REFETCH);
  const [draftId, setDraftId] = useState<string | null>(null);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const translatable = issueTranslatable(t);
  const [kiswahili, setKiswahili] = useState<KiswahiliValues>(() => kiswahiliValues(null, translatable));
  const [scheduledAt, setScheduledAt] = useState("");
  const [preview, setPreview] = useState(false);

  /** Puts an issue in the composer (a saved draft, or none for a new issue). */
  const compose = (issue: NewsletterIssue | null) => {
    setDraftId(issue?.id ?? null);
    setSubject(issue?.subject ?? "");
    setBody(issue?.body ?? "");
    setKiswahili(kiswahiliValues(issue?.kiswahili, translatable));
    setScheduledAt("");
    setPreview(false);
  };

  /** Saves the draft (made the first time) and answers its id; null when it could not be saved. */
  const saveDraft = async (): Promise<string | null> => {
    let id = draftId;
    const saved = await save(
      async () => {
        const input = { subject, body, kiswahili: kiswahiliInput(kiswahili, translatable) };
        if (id) await update({ variables: { id, input } });
        else id = (await create({ variables: { input } })).data?.createNewsletterIssue.id ?? null;
      },
      { saved: { title: t("dashboardNewsletter.saved") }, notSaved: t("dashboardNewsletter.notSaved") },
    );
    if (!saved || !id) return null;
    setDraftId(id);
    return id;
  };

  const startFromDigest = async () => {
    const { data } = await client.query({ query: NewsletterDigestDocument, fetchPolicy: "network-only" });
    if (!data) return;
    setSubject(data.newsletterDigest.subject);
    setBody(data.newsletterDigest.body);
    setKiswahili(kiswahiliValues(data.newsletterDigest.kiswahili, translatable));
  };

  return {
    draftId,
    subject,
    setSubject,
    body,
    setBody,
    translatable,
    kiswahili,
    setKiswahili,
    scheduledAt,
    setScheduledAt,
    preview,
    setPreview,
    /** Both a subject and a letter: what previewing, saving and sending need. */
    ready: subject.trim() !== "" && body.trim() !== "",
    compose,
    saveDraft,
    startFromDigest,
  };
}

export type NewsletterDraft = ReturnType<typeof useNewsletterDraft>;

/**
 * Sending the draft: a test to one's own address, or to every reader now or at a time, asked
 * first (SendQuestionDialog) with the readers counted just then. Each saves the draft first.
 */
export function useNewsletterSending({ saveDraft, compose }: NewsletterDraft) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { save } = useSave();
  const [sendTest] = useMutation(SendNewsletterTestDocument);
  const [send] = useMutation(SendNewsletterIssueDocument, ISSUES_REFETCH);
  const [question, setQuestion] = useState<SendQuestion | null>(null);

  const sendATest = async () => {
    const id = await saveDraft();
    if (!id) return;
    await save(() => sendTest({ variables: { id } }), {
      saved: (result) => ({
        title: t("dashboardNewsletter.testSent", { email: result.data?.sendNewsletterTest }),
      }),
      notSaved: t("dashboardNewsletter.testNotSent"),
    });
  };

  /** Counts the readers it would go to now, and asks before anything is sent. */
  const askBeforeSending = async (at: string | null) => {
    try {
      const { data } = await client.query({ query: NewsletterReadersDocument, fetchPolicy: "network-only" });
      if (data) setQuestion({ at, readers: data.newsletterReaders });
    } catch (failure) {
      toaster.error({
        title: t("dashboardNewsletter.readersNotCounted"),
        description: serverMessage(failure),
      });
    }
  };

  const sendOrSchedule = async (at: string | null) => {
    const id = await saveDraft();
    if (!id) return;
    const done = await save(
      () => send({ variables: { id, scheduledAt: at ? new Date(at).toISOString() : null } }),
      {
        saved: { title: at ? t("dashboardNewsletter.scheduled") : t("dashboardNewsletter.sendingNow") },
        notSaved: t("dashboardNewsletter.notSent"),
      },
    );
    if (done) compose(null);
  };

  return { question, setQuestion, sendATest, askBeforeSending, sendOrSchedule };
}

export type NewsletterSending = ReturnType<typeof useNewsletterSending>;
