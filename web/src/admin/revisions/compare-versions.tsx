import { Field, HStack, NativeSelect, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import type { RevisedContentType, RevisionFieldsFragment } from "../gql/graphql";
import { RevisionDifferences } from "./revision-differences";
import { savedWhen } from "./saved-when";
import "../locales/register";

/** The choice of two versions, the newest and the one before it until staff choose, and what changed between them. */
export function CompareVersions({
  contentType,
  revisions,
}: {
  contentType: RevisedContentType;
  /** Newest first. */
  revisions: RevisionFieldsFragment[];
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<{ fromId?: string; toId?: string }>({});
  const fromId = chosen.fromId ?? revisions[1]?.id;
  const toId = chosen.toId ?? revisions[0]?.id;
  if (revisions.length <= 1) return null;
  return (
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
      {fromId && toId && <RevisionDifferences contentType={contentType} fromId={fromId} toId={toId} />}
    </Stack>
  );
}

/** One of the versions, by its number, when it was saved and by whom. */
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
