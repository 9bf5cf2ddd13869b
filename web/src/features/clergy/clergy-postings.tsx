import { Box, Heading, Link, List, Text } from "@chakra-ui/react";
import { spokenDate } from "@diocese/site/calendar-days";
import { useTranslation } from "react-i18next";
import type { ClergyPostingFieldsFragment } from "../../gql/graphql";
import { useLanguage, useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { postingInWords, postingsByTime } from "./posting-words";

type Posting = ClergyPostingFieldsFragment;

/** Where a member of the clergy serves now, is to serve, and served before, each with its dates. */
export function ClergyPostings({ postings }: { postings: readonly Posting[] }) {
  const { t } = useTranslation();
  const { now, toCome, before } = postingsByTime(postings);
  return (
    <Box as="section" aria-labelledby="serves-heading">
      <Heading as="h2" id="serves-heading" size="xl" mb="4">
        {t("clergy.servesNow")}
      </Heading>
      {now.length === 0 ? <Text>{t("clergy.notServing")}</Text> : <PostingList postings={now} />}
      {toCome.length > 0 && (
        <>
          <Heading as="h3" size="md" mt="6" mb="2">
            {t("clergy.toCome")}
          </Heading>
          <PostingList postings={toCome} />
        </>
      )}
      {before.length > 0 && (
        <>
          <Heading as="h3" size="md" mt="6" mb="2">
            {t("clergy.servedBefore")}
          </Heading>
          <PostingList postings={before} />
        </>
      )}
    </Box>
  );
}

function PostingList({ postings }: { postings: readonly Posting[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localePath = useLocalePath();
  const day = (date: string) => spokenDate(date, language);
  return (
    <List.Root gap="2" ps="5">
      {postings.map((posting) => (
        <List.Item key={posting.id}>
          {posting.parish ? (
            <Link href={localePath(paths.parish.getHref(posting.parish.slug))} color="brand.fg">
              {postingInWords(posting, t)}
            </Link>
          ) : (
            postingInWords(posting, t)
          )}{" "}
          <Text as="span" color="fg.muted">
            {posting.endsOn
              ? t("clergy.fromTo", { from: day(posting.startsOn), to: day(posting.endsOn) })
              : t(posting.tookEffectAt ? "clergy.since" : "clergy.from", { date: day(posting.startsOn) })}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
