import { useQuery } from "@apollo/client/react";
import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { AdminSection } from "../admin-page";
import {
  ContentRevisionsDocument,
  type RevisedContentType,
  type RevisionFieldsFragment,
} from "../gql/graphql";
import { listState, RecordList, type RecordColumn } from "../record-list";
import { CompareVersions } from "./compare-versions";
import { RestoreRevisionDialog } from "./restore-revision-dialog";
import { savedWhen } from "./saved-when";
import "../locales/register";

type RevisionHistoryProps = {
  contentType: RevisedContentType;
  contentId: string;
  /** Changes with every save of the item (its updatedAt), so that the list shows the new revision. */
  version: string;
  /** The queries (by operation name) that show the item: refetched after a restore, so its form shows the restored content. */
  refetchQueries: string[];
};

/**
 * The History section of an article's, page's, department's or Bishop's message's editor: every
 * saved version, the difference between any two, and restoring one (a new save of its content).
 */
export function RevisionHistory(props: RevisionHistoryProps) {
  return <History key={props.version} {...props} />;
}

function History({ contentType, contentId, refetchQueries }: RevisionHistoryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(ContentRevisionsDocument, {
    variables: { contentType, contentId },
    fetchPolicy: "cache-and-network",
  });
  const revisions = query.data?.contentRevisions ?? [];
  const [restoring, setRestoring] = useState<RevisionFieldsFragment | null>(null);
  const newestId = revisions[0]?.id;

  const columns: RecordColumn<RevisionFieldsFragment>[] = [
    {
      header: t("dashboardRevisions.version"),
      cell: (revision) => (
        <HStack gap="2">
          <Text>{revision.number}</Text>
          {revision.id === newestId && <Badge colorPalette="green">{t("dashboardRevisions.current")}</Badge>}
        </HStack>
      ),
    },
    {
      header: t("dashboardRevisions.saved"),
      cell: (revision) => savedWhen(revision.savedAt, locale),
      cellProps: { whiteSpace: "nowrap" },
    },
    { header: t("dashboardRevisions.by"), cell: (revision) => revision.savedBy },
  ];

  return (
    <AdminSection title={t("dashboardRevisions.title")}>
      <Stack gap="5">
        <Text color="fg.muted">{t("dashboardRevisions.intro")}</Text>
        <RecordList
          caption={t("dashboardRevisions.caption")}
          columns={columns}
          records={revisions}
          state={listState(query)}
          emptyText={t("dashboardRevisions.none")}
          actions={(revision) =>
            revision.id === newestId ? null : (
              <Button
                size="sm"
                variant="outline"
                aria-label={t("dashboardRevisions.restoreVersion", { number: revision.number })}
                onClick={() => setRestoring(revision)}
              >
                {t("dashboardRevisions.restoreThis")}
              </Button>
            )
          }
        />
        <CompareVersions contentType={contentType} revisions={revisions} />
      </Stack>
      <RestoreRevisionDialog
        revision={restoring}
        refetchQueries={refetchQueries}
        onClose={() => setRestoring(null)}
      />
    </AdminSection>
  );
}
