import { Box, Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { RichTextEditor } from "../../components/rich-text-editor";
import { AdminSection } from "../admin-page";
import { KiswahiliFields } from "../translation/kiswahili-fields";
import type { NewsletterDraft, NewsletterSending } from "./use-newsletter-draft";
import "../locales/register";

type ComposerProps = {
  draft: NewsletterDraft;
  sending: NewsletterSending;
  /** The subject's input, which takes the focus when a draft is opened from the list. */
  subjectInput: RefObject<HTMLInputElement>;
};

/** The composer of the next issue: its subject, its letter in both languages, and what to do with it. */
export function NewsletterComposer({ draft, sending, subjectInput }: ComposerProps) {
  const { t } = useTranslation();
  return (
    <AdminSection
      title={t("dashboardNewsletter.compose")}
      actions={
        <HStack gap="3">
          {draft.draftId && (
            <Button variant="outline" onClick={() => draft.compose(null)}>
              {t("dashboardNewsletter.newIssue")}
            </Button>
          )}
          <Button variant="outline" onClick={() => void draft.startFromDigest()}>
            {t("dashboardNewsletter.startFromDigest")}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        {draft.draftId && <Text color="fg.muted">{t("dashboardNewsletter.editingDraft")}</Text>}
        <Field.Root required>
          <Field.Label>
            {t("dashboardNewsletter.subject")}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={subjectInput}
            value={draft.subject}
            maxLength={200}
            onChange={(event) => draft.setSubject(event.target.value)}
          />
        </Field.Root>
        <RichTextEditor
          label={t("dashboardNewsletter.body")}
          required
          value={draft.body}
          onChange={draft.setBody}
        />
        <KiswahiliFields fields={draft.translatable} values={draft.kiswahili} onChange={draft.setKiswahili} />
        {draft.preview && <IssuePreview subject={draft.subject} body={draft.body} />}
        <SendButtons draft={draft} sending={sending} />
      </Stack>
    </AdminSection>
  );
}

/** The issue as a reader's mail shows it. */
function IssuePreview({ subject, body }: { subject: string; body: string }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Preview, save, test and send now; then the time to send at and Schedule. */
function SendButtons({ draft, sending }: Omit<ComposerProps, "subjectInput">) {
  const { t } = useTranslation();
  const { ready, scheduledAt } = draft;
  return (
    <>
      <HStack wrap="wrap" gap="3">
        <Button variant="outline" disabled={!ready} onClick={() => draft.setPreview(!draft.preview)}>
          {draft.preview ? t("dashboardNewsletter.hidePreview") : t("dashboardNewsletter.preview")}
        </Button>
        <Button variant="outline" disabled={!ready} onClick={() => void draft.saveDraft()}>
          {t("dashboardNewsletter.saveDraft")}
        </Button>
        <Button variant="outline" disabled={!ready} onClick={() => void sending.sendATest()}>
          {t("dashboardNewsletter.sendTest")}
        </Button>
        <Button colorPalette="brand" disabled={!ready} onClick={() => void sending.askBeforeSending(null)}>
          {t("dashboardNewsletter.sendNow")}
        </Button>
      </HStack>
      <HStack wrap="wrap" gap="3" align="end">
        <Field.Root width="auto">
          <Field.Label>{t("dashboardNewsletter.scheduleAt")}</Field.Label>
          <Input
            type="datetime-local"
            value={scheduledAt}
            onChange={(event) => draft.setScheduledAt(event.target.value)}
          />
        </Field.Root>
        <Button
          variant="outline"
          disabled={!ready || !scheduledAt}
          onClick={() => void sending.askBeforeSending(scheduledAt)}
        >
          {t("dashboardNewsletter.schedule")}
        </Button>
      </HStack>
    </>
  );
}
