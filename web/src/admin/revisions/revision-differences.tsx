import { useQuery } from "@apollo/client/react";
import { Box, Heading, HStack, Image, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { REVISED_TYPES } from "@diocese/site/content-types";
import { focalPosition } from "../../components/focal-point";
import { serverMessage } from "../../lib/server-message";
import {
  CompareRevisionsDocument,
  type CompareRevisionsQuery,
  type RevisedContentType,
} from "../gql/graphql";
import "../locales/register";

type Change = CompareRevisionsQuery["compareRevisions"]["changes"][number];
type Picture = Change["pictureBefore"];

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

/** What changed between two versions: each field's words, added ones underlined, removed ones struck through. */
export function RevisionDifferences({
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
