import { useMutation, useQuery } from "@apollo/client/react";
import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Image,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { focalPosition } from "../../components/focal-point";
import { serverMessage } from "../../lib/server-message";
import { AdminSection } from "../admin-page";
import {
  CompareRevisionsDocument,
  ContentRevisionsDocument,
  RestoreRevisionDocument,
  type CompareRevisionsQuery,
  type RevisedContentType,
  type RevisionFieldsFragment,
} from "../gql/graphql";
import { listState, RecordList, type RecordColumn } from "../record-list";
import { useSave } from "../use-save";

type Change = CompareRevisionsQuery["compareRevisions"]["changes"][number];
type Picture = Change["pictureBefore"];

/** When a revision was saved, in Kakamega's time whatever the browser's. */
export const savedWhen = (savedAt: string) =>
  new Date(savedAt).toLocaleString("en-GB", {
    timeZone: "Africa/Nairobi",
    dateStyle: "medium",
    timeStyle: "short",
  });

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
  const query = useQuery(ContentRevisionsDocument, {
    variables: { contentType, contentId },
    fetchPolicy: "cache-and-network",
  });
  const revisions = query.data?.contentRevisions ?? [];
  const [chosen, setChosen] = useState<{ fromId?: string; toId?: string }>({});
  // Until staff choose, the newest version is compared with the one before it.
  const fromId = chosen.fromId ?? revisions[1]?.id;
  const toId = chosen.toId ?? revisions[0]?.id;
  const [restoring, setRestoring] = useState<RevisionFieldsFragment | null>(null);
  const [restore] = useMutation(RestoreRevisionDocument, {
    refetchQueries: [...refetchQueries, "ContentRevisions"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  const newestId = revisions[0]?.id;

  const columns: RecordColumn<RevisionFieldsFragment>[] = [
    {
      header: "Version",
      cell: (revision) => (
        <HStack gap="2">
          <Text>{revision.number}</Text>
          {revision.id === newestId && <Badge colorPalette="green">Current</Badge>}
        </HStack>
      ),
    },
    { header: "Saved", cell: (revision) => savedWhen(revision.savedAt), cellProps: { whiteSpace: "nowrap" } },
    { header: "By", cell: (revision) => revision.savedBy },
  ];

  return (
    <AdminSection title="History">
      <Stack gap="5">
        <Text color="fg.muted">
          Every save is kept. Choose two versions to see what changed, or restore an earlier version: it is
          saved again as the newest, and the item stays published or unpublished as it is.
        </Text>
        <RecordList
          caption="Saved versions, the newest first"
          columns={columns}
          records={revisions}
          state={listState(query)}
          emptyText="No version has been saved yet."
          actions={(revision) =>
            revision.id === newestId ? null : (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Restore version ${revision.number}`}
                onClick={() => setRestoring(revision)}
              >
                Restore this version
              </Button>
            )
          }
        />
        {revisions.length > 1 && (
          <Stack gap="3">
            <HStack gap="4" wrap="wrap" align="end">
              <VersionSelect
                label="Compare version"
                value={fromId}
                revisions={revisions}
                onChange={(id) => setChosen({ fromId: id, toId })}
              />
              <VersionSelect
                label="with version"
                value={toId}
                revisions={revisions}
                onChange={(id) => setChosen({ fromId, toId: id })}
              />
            </HStack>
            {fromId && toId && <Comparison fromId={fromId} toId={toId} />}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={restoring !== null}
        title={`Restore version ${restoring?.number ?? ""}?`}
        description="Its content replaces what is there now, as a new save. The version there now stays in the history, so this can be undone."
        confirmLabel="Restore this version"
        onConfirm={async () => {
          if (!restoring) return;
          await save(() => restore({ variables: { id: restoring.id } }), {
            saved: { title: `Version ${restoring.number} restored`, description: "The form shows it now" },
            notSaved: "The version was not restored",
          });
        }}
        onClose={() => setRestoring(null)}
      />
    </AdminSection>
  );
}

function VersionSelect({
  label,
  value,
  revisions,
  onChange,
}: {
  label: string;
  value: string | undefined;
  revisions: RevisionFieldsFragment[];
  onChange: (id: string) => void;
}) {
  return (
    <Field.Root width="auto">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {revisions.map((revision) => (
            <option key={revision.id} value={revision.id}>
              {revision.number}: {savedWhen(revision.savedAt)}, {revision.savedBy}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** What changed between two versions: each field's words, added ones underlined, removed ones struck through. */
function Comparison({ fromId, toId }: { fromId: string; toId: string }) {
  const same = fromId === toId;
  const { data, loading, error } = useQuery(CompareRevisionsDocument, {
    variables: { fromId, toId },
    skip: same,
  });
  if (same) return <Text>Choose two different versions to compare.</Text>;
  if (error) return <Text color="fg.error">{serverMessage(error)}</Text>;
  if (loading || !data) return <Text role="status">Comparing…</Text>;
  const { changes } = data.compareRevisions;
  if (changes.length === 0) return <Text>These two versions are the same.</Text>;
  return (
    <Stack gap="4" aria-label="Differences" role="region">
      {changes.map((change) => (
        <Box key={change.field}>
          <Heading as="h3" size="sm" mb="1">
            {change.label}
          </Heading>
          {change.field === "picture" ? (
            <HStack gap="4" align="start" wrap="wrap">
              <PictureOf label="Before" picture={change.pictureBefore} />
              <PictureOf label="After" picture={change.pictureAfter} />
            </HStack>
          ) : (
            <Text whiteSpace="pre-wrap">
              {change.segments.map((segment, index) =>
                segment.kind === "ADDED" ? (
                  <Box as="ins" key={index} bg="green.subtle" textDecoration="underline">
                    <VisuallyHidden>added: </VisuallyHidden>
                    {segment.text}
                  </Box>
                ) : segment.kind === "REMOVED" ? (
                  <Box as="del" key={index} bg="red.subtle" textDecoration="line-through">
                    <VisuallyHidden>removed: </VisuallyHidden>
                    {segment.text}
                  </Box>
                ) : (
                  <span key={index}>{segment.text}</span>
                ),
              )}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function PictureOf({ label, picture }: { label: string; picture: Picture }) {
  return (
    <Box as="figure" m="0">
      {picture ? (
        <Image
          src={picture.url}
          alt={`${label}: the picture`}
          width="40"
          height="28"
          objectFit="cover"
          objectPosition={focalPosition(picture.focalPoint)}
          borderRadius="md"
        />
      ) : (
        <Text color="fg.muted">No picture</Text>
      )}
      <Text as="figcaption" fontSize="sm">
        {label}
      </Text>
    </Box>
  );
}
