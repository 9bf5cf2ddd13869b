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
import { useTranslation } from "react-i18next";
import { REVISED_TYPES } from "@diocese/site/content-types";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { focalPosition } from "../../components/focal-point";
import { useLocale } from "../../lib/language";
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
import "../locales/register";

type Change = CompareRevisionsQuery["compareRevisions"]["changes"][number];
type Picture = Change["pictureBefore"];

/** When a revision was saved, in Kakamega's time whatever the browser's, as `locale` writes it. */
export const savedWhen = (savedAt: string, locale = "en-KE") =>
  new Date(savedAt).toLocaleString(locale, {
    timeZone: "Africa/Nairobi",
    dateStyle: "medium",
    timeStyle: "short",
  });

/** A revised field's message: its form's label, in the dashboard's language. */
type FieldMessage = (typeof REVISED_TYPES)[number]["revisions"]["fields"][number]["message"];

/** Each revised type's fields, by its GraphQL name, as its declaration lists them (api/src/site/content-types/). */
const FIELD_MESSAGES = new Map<string, ReadonlyMap<string, FieldMessage>>(
  REVISED_TYPES.map(({ revisions }) => [
    revisions.graphqlName,
    new Map(revisions.fields.map((field) => [field.name, field.message])),
  ]),
);

/** A Kiswahili text is its own field, `kiswahili:<field>` (api/src/modules/revision/). */
const KISWAHILI = "kiswahili:";

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
        {revisions.length > 1 && (
          <Stack gap="3">
            <HStack gap="4" wrap="wrap" align="end">
              <VersionSelect
                label={t("dashboardRevisions.compareVersion")}
                value={fromId}
                revisions={revisions}
                onChange={(id) => setChosen({ fromId: id, toId })}
              />
              <VersionSelect
                label={t("dashboardRevisions.withVersion")}
                value={toId}
                revisions={revisions}
                onChange={(id) => setChosen({ fromId, toId: id })}
              />
            </HStack>
            {fromId && toId && <Comparison contentType={contentType} fromId={fromId} toId={toId} />}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={restoring !== null}
        title={t("dashboardRevisions.confirmRestore", { number: restoring?.number ?? "" })}
        description={t("dashboardRevisions.restoreWhat")}
        confirmLabel={t("dashboardRevisions.restoreThis")}
        onConfirm={async () => {
          if (!restoring) return;
          await save(() => restore({ variables: { id: restoring.id } }), {
            saved: {
              title: t("dashboardRevisions.restored", { number: restoring.number }),
              description: t("dashboardRevisions.formShowsIt"),
            },
            notSaved: t("dashboardRevisions.notRestored"),
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
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Field.Root width="auto">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {revisions.map((revision) => (
            <option key={revision.id} value={revision.id}>
              {t("dashboardRevisions.option", {
                number: revision.number,
                when: savedWhen(revision.savedAt, locale),
                by: revision.savedBy,
              })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** What changed between two versions: each field's words, added ones underlined, removed ones struck through. */
function Comparison({
  contentType,
  fromId,
  toId,
}: {
  contentType: RevisedContentType;
  fromId: string;
  toId: string;
}) {
  const { t } = useTranslation();
  const same = fromId === toId;
  // A field's name in the dashboard's language; the API's (English) for one not known here.
  const labelOf = (change: Change): string => {
    const kiswahili = change.field.startsWith(KISWAHILI);
    const name = kiswahili ? change.field.slice(KISWAHILI.length) : change.field;
    const message = FIELD_MESSAGES.get(contentType)?.get(name);
    if (!message) return change.label;
    return kiswahili ? t("dashboard.translation.field", { field: t(message) }) : t(message);
  };
  const { data, loading, error } = useQuery(CompareRevisionsDocument, {
    variables: { fromId, toId },
    skip: same,
  });
  if (same) return <Text>{t("dashboardRevisions.chooseTwo")}</Text>;
  if (error) return <Text color="fg.error">{serverMessage(error)}</Text>;
  if (loading || !data) return <Text role="status">{t("dashboardRevisions.comparing")}</Text>;
  const { changes } = data.compareRevisions;
  if (changes.length === 0) return <Text>{t("dashboardRevisions.same")}</Text>;
  return (
    <Stack gap="4" aria-label={t("dashboardRevisions.differences")} role="region">
      {changes.map((change) => (
        <Box key={change.field}>
          <Heading as="h3" size="sm" mb="1">
            {labelOf(change)}
          </Heading>
          {change.field === "picture" ? (
            <HStack gap="4" align="start" wrap="wrap">
              <PictureOf label={t("dashboardRevisions.before")} picture={change.pictureBefore} />
              <PictureOf label={t("dashboardRevisions.after")} picture={change.pictureAfter} />
            </HStack>
          ) : (
            <Text whiteSpace="pre-wrap">
              {change.segments.map((segment, index) =>
                segment.kind === "ADDED" ? (
                  <Box as="ins" key={index} bg="green.subtle" textDecoration="underline">
                    <VisuallyHidden>{t("dashboardRevisions.added")}</VisuallyHidden>
                    {segment.text}
                  </Box>
                ) : segment.kind === "REMOVED" ? (
                  <Box as="del" key={index} bg="red.subtle" textDecoration="line-through">
                    <VisuallyHidden>{t("dashboardRevisions.removed")}</VisuallyHidden>
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
  const { t } = useTranslation();
  return (
    <Box as="figure" m="0">
      {picture ? (
        <Image
          src={picture.url}
          alt={t("dashboardRevisions.pictureAlt", { label })}
          width="40"
          height="28"
          objectFit="cover"
          objectPosition={focalPosition(picture.focalPoint)}
          borderRadius="md"
        />
      ) : (
        <Text color="fg.muted">{t("dashboardRevisions.noPicture")}</Text>
      )}
      <Text as="figcaption" fontSize="sm">
        {label}
      </Text>
    </Box>
  );
}
