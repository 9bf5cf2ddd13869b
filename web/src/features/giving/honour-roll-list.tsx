import { Box, Heading, HStack, List, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { HonourRollPageQuery } from "../../gql/graphql";
import { useLocale } from "../../lib/language";
import { formatKesIn } from "./kes";

type Roll = NonNullable<HonourRollPageQuery["project"]>["honourRoll"];
type Group = Roll["groups"][number];

/** One parish's or archdeaconry's line: what it gave and promised, and its named pledgers. */
function HonourRollLine({ group, by }: { group: Group; by: "PARISH" | "ARCHDEACONRY" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const kes = (amount: number) => formatKesIn(amount, locale);
  const name =
    group.name ??
    (by === "PARISH" ? t("pledges.honourRoll.noParish") : t("pledges.honourRoll.noArchdeaconry"));
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" listStyleType="none">
      <Heading as="h3" size="md" color="brand.fg">
        {name}
      </Heading>
      <Text mt="1">
        {t("pledges.honourRoll.figures", {
          given: kes(group.givenKes),
          promised: kes(group.promisedKes),
          count: group.pledges,
        })}
      </Text>
      {group.names.length > 0 && (
        <List.Root as="ul" mt="3" gap="1" ps="5">
          {group.names.map((entry, index) => (
            <List.Item key={`${entry.name}-${index}`}>
              {entry.amountKes === null ? entry.name : `${entry.name}: ${kes(entry.amountKes)}`}
            </List.Item>
          ))}
        </List.Root>
      )}
      {group.unnamed > 0 && (
        <Text mt="2" textStyle="sm" color="fg.muted">
          {t("pledges.honourRoll.unnamed", { count: group.unnamed })}
        </Text>
      )}
    </Box>
  );
}

/** The honour roll's lines, most given and promised first, and what was given towards no pledge. */
export function HonourRollList({ roll, by }: { roll: Roll; by: "PARISH" | "ARCHDEACONRY" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="4">
      {roll.groups.length === 0 ? (
        <Text>{t("pledges.honourRoll.empty")}</Text>
      ) : (
        <Stack as="ol" gap="3" ps="0">
          {roll.groups.map((group) => (
            <HonourRollLine key={group.id ?? "none"} group={group} by={by} />
          ))}
        </Stack>
      )}
      <HStack>
        <Text color="fg.muted">
          {t("pledges.honourRoll.outsidePledges", {
            given: formatKesIn(roll.givenOutsidePledgesKes, locale),
          })}
        </Text>
      </HStack>
    </Stack>
  );
}
