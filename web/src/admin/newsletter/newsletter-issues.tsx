import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, HStack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { AdminSection } from "../admin-page";
import { formatDayOf } from "../format";
import { RecordActions } from "../record-actions";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import { listState, RecordList, type RecordColumn } from "../record-list";
import { useSave } from "../use-save";
import {
  AdminNewsletterIssuesDocument,
  DeleteNewsletterIssueDocument,
  UnscheduleNewsletterIssueDocument,
  type AdminNewsletterIssuesQuery,
} from "../gql/graphql";
import "../locales/register";

export type NewsletterIssue = AdminNewsletterIssuesQuery["newsletterIssues"][number];

/** What a change of an issue passes its mutation: the list of issues is asked for again. */
export const ISSUES_REFETCH = { refetchQueries: ["AdminNewsletterIssues"], awaitRefetchQueries: true };

const STATUS_BADGES = {
  DRAFT: { colour: "gray", label: "dashboardNewsletter.status.DRAFT" as const },
  SCHEDULED: { colour: "blue", label: "dashboardNewsletter.status.SCHEDULED" as const },
  SENDING: { colour: "orange", label: "dashboardNewsletter.status.SENDING" as const },
  SENT: { colour: "green", label: "dashboardNewsletter.status.SENT" as const },
} satisfies Record<NewsletterIssue["status"], { colour: string; label: string }>;

const columns = (t: TFunction, locale: string): RecordColumn<NewsletterIssue>[] => [
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
 * The newsletter's issues with how each send stands, refreshed while one sends. A draft opens in
 * the composer (`onEdit`) or is deleted; a scheduled issue goes back to draft to be changed.
 */
export function NewsletterIssues({
  onEdit,
  onDeleted,
}: {
  onEdit: (issue: NewsletterIssue) => void;
  onDeleted: (issue: NewsletterIssue) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
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
  const [unschedule] = useMutation(UnscheduleNewsletterIssueDocument, ISSUES_REFETCH);
  const [remove] = useMutation(DeleteNewsletterIssueDocument, ISSUES_REFETCH);

  const backToDraft = (issue: NewsletterIssue) =>
    save(() => unschedule({ variables: { id: issue.id } }), {
      saved: { title: t("dashboardNewsletter.unscheduled"), description: issue.subject },
      notSaved: t("dashboardNewsletter.notUnscheduled"),
    });

  const issueActions = (issue: NewsletterIssue) => {
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
        onEdit={() => onEdit(issue)}
        confirmTitle={t("dashboardNewsletter.deleteTitle")}
        confirmDescription={t("dashboardNewsletter.deleteDescription")}
        onDelete={async () => {
          await remove({ variables: { id: issue.id } });
          onDeleted(issue);
        }}
        deletedTitle={t("dashboardNewsletter.deleted")}
        notDeletedTitle={t("dashboardNewsletter.notDeleted")}
      />
    );
  };

  return (
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
  );
}
