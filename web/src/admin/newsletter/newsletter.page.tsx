import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { RichTextEditor } from "../../components/rich-text-editor";
import { toaster } from "../../components/toaster";
import { useLocale } from "../../lib/language";
import { serverMessage } from "../../lib/server-message";
import { AdminPage, AdminSection } from "../admin-page";
import { formatDayOf } from "../format";
import { RecordActions } from "../record-actions";
import {
  KiswahiliFields,
  kiswahiliInput,
  kiswahiliValues,
  NeedsTranslationBadge,
  type KiswahiliValues,
  type TranslatableSpec,
} from "../translation/kiswahili-fields";
import { listState, RecordList, type RecordColumn } from "../record-list";
import { useSave } from "../use-save";
import {
  AdminNewsletterIssuesDocument,
  CreateNewsletterIssueDocument,
  DeleteNewsletterIssueDocument,
  NewsletterDigestDocument,
  NewsletterReadersDocument,
  SendNewsletterIssueDocument,
  SendNewsletterTestDocument,
  UnscheduleNewsletterIssueDocument,
  UpdateNewsletterIssueDocument,
  type AdminNewsletterIssuesQuery,
} from "../gql/graphql";
import "../locales/register";
import { SendQuestionDialog, type SendQuestion } from "./send-question";

type Issue = AdminNewsletterIssuesQuery["newsletterIssues"][number];

const STATUS_BADGES = {
  DRAFT: { colour: "gray", label: "dashboardNewsletter.status.DRAFT" as const },
  SCHEDULED: { colour: "blue", label: "dashboardNewsletter.status.SCHEDULED" as const },
  SENDING: { colour: "orange", label: "dashboardNewsletter.status.SENDING" as const },
  SENT: { colour: "green", label: "dashboardNewsletter.status.SENT" as const },
} satisfies Record<Issue["status"], { colour: string; label: string }>;

/** What a Kiswahili reader gets in place of the English: the subject and the letter. */
const issueTranslatable = (t: TFunction): TranslatableSpec[] => [
  { name: "subject", label: t("dashboardNewsletter.subject") },
  { name: "body", label: t("dashboardNewsletter.body"), rows: "rich" },
];

const columns = (t: TFunction, locale: string): RecordColumn<Issue>[] => [
  {
    header: t("dashboardNewsletter.columns.subject"),
    cell: (issue) => (
      <HStack gap="2" wrap="wrap">
        <Text>{issue.subject}</Text>
        {issue.status === "DRAFT" && <NeedsTranslationBadge needsTranslation={issue.needsTranslation} />}
      </HStack>
    ),
  },
  {
    header: t("dashboardNewsletter.columns.status"),
    cell: (issue) => (
      <Badge colorPalette={STATUS_BADGES[issue.status].colour}>{t(STATUS_BADGES[issue.status].label)}</Badge>
    ),
  },
  {
    header: t("dashboardNewsletter.columns.progress"),
    cell: ({ progress }) =>
      progress.total === 0
        ? "—"
        : t("dashboardNewsletter.progress", {
            sent: progress.sent,
            total: progress.total,
            failed: progress.failed,
            bounced: progress.bounced,
          }),
  },
  {
    header: t("dashboardNewsletter.columns.date"),
    cell: (issue) => formatDayOf(issue.sentAt ?? issue.scheduledAt ?? issue.createdAt, locale),
    cellProps: { whiteSpace: "nowrap" },
  },
];

/**
 * The newsletter: its issues with how each send stands (refreshed while one sends), and the
 * composer of the next one: written, or started from the site's digest, previewed, tried on
 * one's own address, then sent now or scheduled. Only a draft is composed; saving comes first.
 * A saved draft is opened again from the list; a scheduled issue goes back to draft to be changed.
 */
export function NewsletterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useApolloClient();
  const { save } = useSave();
  const query = useQuery(AdminNewsletterIssuesDocument, { fetchPolicy: "cache-and-network" });
  const issues = query.data?.newsletterIssues ?? [];
  const sending = issues.some((issue) => issue.status === "SENDING" || issue.status === "SCHEDULED");
  const { startPolling, stopPolling } = query;
  // While an issue sends (or waits for its time), its counts are asked for again every few seconds.
  useEffect(() => {
    if (sending) startPolling(3000);
    else stopPolling();
  }, [sending, startPolling, stopPolling]);
  const refetch = { refetchQueries: ["AdminNewsletterIssues"], awaitRefetchQueries: true };
  const [create] = useMutation(CreateNewsletterIssueDocument, refetch);
  const [update] = useMutation(UpdateNewsletterIssueDocument, refetch);
  const [sendTest] = useMutation(SendNewsletterTestDocument);
  const [send] = useMutation(SendNewsletterIssueDocument, refetch);
  const [unschedule] = useMutation(UnscheduleNewsletterIssueDocument, refetch);
  const [remove] = useMutation(DeleteNewsletterIssueDocument, refetch);

  const [draftId, setDraftId] = useState<string | null>(null);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const translatable = issueTranslatable(t);
  const [kiswahili, setKiswahili] = useState<KiswahiliValues>(() => kiswahiliValues(null, translatable));
  const [scheduledAt, setScheduledAt] = useState("");
  const [preview, setPreview] = useState(false);
  const [sendQuestion, setSendQuestion] = useState<SendQuestion | null>(null);
  const subjectInput = useRef<HTMLInputElement>(null);

  /** Puts an issue in the composer (a saved draft, or none for a new issue). */
  const compose = (issue: Issue | null) => {
    setDraftId(issue?.id ?? null);
    setSubject(issue?.subject ?? "");
    setBody(issue?.body ?? "");
    setKiswahili(kiswahiliValues(issue?.kiswahili, translatable));
    setScheduledAt("");
    setPreview(false);
  };

  const openDraft = (issue: Issue) => {
    compose(issue);
    subjectInput.current?.focus();
  };

  const backToDraft = (issue: Issue) =>
    save(() => unschedule({ variables: { id: issue.id } }), {
      saved: { title: t("dashboardNewsletter.unscheduled"), description: issue.subject },
      notSaved: t("dashboardNewsletter.notUnscheduled"),
    });

  const issueActions = (issue: Issue) => {
    if (issue.status === "SCHEDULED") {
      return (
        <Button
          size="sm"
          variant="outline"
          aria-label={t("dashboardNewsletter.unscheduleName", { name: issue.subject })}
          onClick={() => void backToDraft(issue)}
        >
          {t("dashboardNewsletter.unschedule")}
        </Button>
      );
    }
    if (issue.status !== "DRAFT") return null;
    return (
      <RecordActions
        name={issue.subject}
        onEdit={() => openDraft(issue)}
        confirmTitle={t("dashboardNewsletter.deleteTitle")}
        confirmDescription={t("dashboardNewsletter.deleteDescription")}
        onDelete={async () => {
          await remove({ variables: { id: issue.id } });
          if (issue.id === draftId) compose(null);
        }}
        deletedTitle={t("dashboardNewsletter.deleted")}
        notDeletedTitle={t("dashboardNewsletter.notDeleted")}
      />
    );
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

  /** Counts the readers it would go to now, and asks (SendQuestionDialog) before anything is sent. */
  const askBeforeSending = async (at: string | null) => {
    try {
      const { data } = await client.query({ query: NewsletterReadersDocument, fetchPolicy: "network-only" });
      if (data) setSendQuestion({ at, readers: data.newsletterReaders });
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

  const ready = subject.trim() !== "" && body.trim() !== "";

  return (
    <AdminPage title={t("dashboardNewsletter.title")} intro={t("dashboardNewsletter.intro")}>
      <AdminSection
        title={t("dashboardNewsletter.compose")}
        actions={
          <HStack gap="3">
            {draftId && (
              <Button variant="outline" onClick={() => compose(null)}>
                {t("dashboardNewsletter.newIssue")}
              </Button>
            )}
            <Button variant="outline" onClick={() => void startFromDigest()}>
              {t("dashboardNewsletter.startFromDigest")}
            </Button>
          </HStack>
        }
      >
        <Stack gap="4">
          {draftId && <Text color="fg.muted">{t("dashboardNewsletter.editingDraft")}</Text>}
          <Field.Root required>
            <Field.Label>
              {t("dashboardNewsletter.subject")}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={subjectInput}
              value={subject}
              maxLength={200}
              onChange={(event) => setSubject(event.target.value)}
            />
          </Field.Root>
          <RichTextEditor label={t("dashboardNewsletter.body")} required value={body} onChange={setBody} />
          <KiswahiliFields fields={translatable} values={kiswahili} onChange={setKiswahili} />
          {preview && (
            <Box
              role="region"
              aria-label={t("dashboardNewsletter.preview")}
              borderWidth="1px"
              borderRadius="md"
              padding="4"
              fontFamily="Georgia, serif"
            >
              <Text fontSize="xl" fontWeight="bold" marginBottom="2">
                {subject}
              </Text>
              {/* The body is the server's sanitised HTML or the editor's own. */}
              <div dangerouslySetInnerHTML={{ __html: body }} />
            </Box>
          )}
          <HStack wrap="wrap" gap="3">
            <Button variant="outline" disabled={!ready} onClick={() => setPreview(!preview)}>
              {preview ? t("dashboardNewsletter.hidePreview") : t("dashboardNewsletter.preview")}
            </Button>
            <Button variant="outline" disabled={!ready} onClick={() => void saveDraft()}>
              {t("dashboardNewsletter.saveDraft")}
            </Button>
            <Button variant="outline" disabled={!ready} onClick={() => void sendATest()}>
              {t("dashboardNewsletter.sendTest")}
            </Button>
            <Button colorPalette="brand" disabled={!ready} onClick={() => void askBeforeSending(null)}>
              {t("dashboardNewsletter.sendNow")}
            </Button>
          </HStack>
          <HStack wrap="wrap" gap="3" align="end">
            <Field.Root width="auto">
              <Field.Label>{t("dashboardNewsletter.scheduleAt")}</Field.Label>
              <Input
                type="datetime-local"
                value={scheduledAt}
                onChange={(event) => setScheduledAt(event.target.value)}
              />
            </Field.Root>
            <Button
              variant="outline"
              disabled={!ready || !scheduledAt}
              onClick={() => void askBeforeSending(scheduledAt)}
            >
              {t("dashboardNewsletter.schedule")}
            </Button>
          </HStack>
        </Stack>
      </AdminSection>
      <SendQuestionDialog
        question={sendQuestion}
        onConfirm={sendOrSchedule}
        onClose={() => setSendQuestion(null)}
      />
      <AdminSection title={t("dashboardNewsletter.issues")}>
        <RecordList
          caption={t("dashboardNewsletter.issues")}
          columns={columns(t, locale)}
          records={issues}
          state={listState(query)}
          emptyText={t("dashboardNewsletter.none")}
          actions={issueActions}
        />
      </AdminSection>
    </AdminPage>
  );
}
