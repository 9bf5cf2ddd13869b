import { useQuery } from "@apollo/client/react";
import { Heading, List, Stack, Text } from "@chakra-ui/react";
import { spokenDate } from "@diocese/site/calendar-days";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../lib/language";
import { AdminClergyMemberPostingsDocument } from "../gql/graphql";
import { postingPlace, postingRole } from "../clergy-postings/posting-words";
import "../locales/register";

/** A member's postings, every one of them, as staff see them: where, as what, and when. */
export function MemberPostings({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useQuery(AdminClergyMemberPostingsDocument, { variables: { id: memberId } });
  const postings = data?.clergyMember?.postings ?? [];
  const day = (date: string) => spokenDate(date, language);
  return (
    <Stack as="section" gap="2" aria-labelledby="member-postings">
      <Heading as="h2" size="md" id="member-postings">
        {t("dashboardClergy.postings")}
      </Heading>
      {postings.length === 0 ? (
        <Text>{t("dashboardClergy.noPostings")}</Text>
      ) : (
        <List.Root ps="5" gap="1">
          {postings.map((posting) => (
            <List.Item key={posting.id}>
              {postingRole(posting, t)}, {postingPlace(posting, t)}:{" "}
              {posting.endsOn
                ? t("dashboardClergy.fromTo", { from: day(posting.startsOn), to: day(posting.endsOn) })
                : posting.tookEffectAt
                  ? t("dashboardClergy.since", { date: day(posting.startsOn) })
                  : t("dashboardClergy.notYet", { date: day(posting.startsOn) })}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
