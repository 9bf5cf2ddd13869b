import { Heading, Stack, Text } from "@chakra-ui/react";
import type { RecentGiftFieldsFragment } from "../../gql/graphql";
import { formatKes } from "../projects/format-kes";
import { formatShortDateAndTime } from "./appeal-format";

type RecentGiftsProps = { gifts: RecentGiftFieldsFragment[] };

/** The newest gifts to a project: "Grace gave KES 1,500 · 26 Nov 2026, 09:38" (Kakamega's time). */
export function RecentGifts({ gifts }: RecentGiftsProps) {
  return (
    <Stack as="section" aria-labelledby="recent-gifts" gap="3">
      <Heading as="h2" id="recent-gifts" size="lg" color="brand.fg">
        Recent gifts
      </Heading>
      {gifts.length === 0 ? (
        <Text color="fg.muted">No gifts yet: yours can be the first.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {gifts.map((gift, index) => (
            <Text as="li" key={`${gift.at}-${index}`}>
              <strong>{gift.name}</strong> gave {formatKes(gift.amountKes)}
              <Text as="span" color="fg.muted">
                {" · "}
                <time dateTime={gift.at}>{formatShortDateAndTime(gift.at)}</time>
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
