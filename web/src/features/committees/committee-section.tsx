import { AspectRatio, Card, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { ResponsiveImage } from "../../components/responsive-image";
import type { CommitteeFieldsFragment } from "../../gql/graphql";
import { useLocale, useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { InitialsBadge } from "./initials-badge";

/** A term as people say it, in the page's language: "September 2019 to August 2021". */
export function useTermText(committee: CommitteeFieldsFragment): string {
  const { t } = useTranslation();
  // A fixed time zone keeps the month the same on the server and in every visitor's browser.
  const monthFormat = new Intl.DateTimeFormat(useLocale(), {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const month = (year: number, month: number) => monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
  return t("pages.committees.term", {
    start: month(committee.termStartYear, committee.termStartMonth),
    end: month(committee.termEndYear, committee.termEndMonth),
  });
}

type CommitteeSectionProps = {
  committee: CommitteeFieldsFragment;
  /** The id of its heading, which names the section. */
  headingId: string;
};

/** A committee's heading with its term, its description, and its members' cards in order. */
export function CommitteeSection({ committee, headingId }: CommitteeSectionProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const term = useTermText(committee);
  const contentLang = committee.fallsBackToEnglish ? "en" : undefined;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" mt="10">
      {/* One heading with the term, as the old site's "Diocesan Standing Committee September 2019 to August 2021". */}
      <Heading as="h2" id={headingId} size="xl" color="brand.fg">
        <span lang={contentLang}>{committee.name}</span>{" "}
        <Text as="span" display="block" color="fg.muted" textStyle="md" fontWeight="semibold">
          {term}
        </Text>
      </Heading>
      {committee.description && (
        <Text maxW="3xl" lang={contentLang}>
          {committee.description}
        </Text>
      )}
      {committee.members.length === 0 ? (
        <Text color="fg.muted">{t("pages.committees.noMembers")}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap="5">
          {committee.members.map((member) => (
            <Card.Root as="li" key={member.id} size="sm" overflow="hidden">
              <AspectRatio ratio={1}>
                {member.image ? (
                  <ResponsiveImage
                    image={member.image}
                    alt={member.name}
                    sizes="(min-width: 64em) 240px, (min-width: 48em) 33vw, 50vw"
                    width="100%"
                    height="100%"
                    fit="cover"
                    bg="brand.subtle"
                  />
                ) : (
                  <InitialsBadge name={member.name} />
                )}
              </AspectRatio>
              <Card.Body gap="1">
                <Heading as="h3" size="sm">
                  {member.name}
                </Heading>
                <Text color="brand.fg" fontWeight="semibold" textStyle="sm">
                  {member.title}
                </Text>
                {member.parish && (
                  <Link asChild textStyle="sm" color="brand.fg">
                    <RouterLink to={localePath(paths.parish.getHref(member.parish.slug))}>
                      {member.parish.name}
                    </RouterLink>
                  </Link>
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
