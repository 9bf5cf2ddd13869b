import { Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useTranslation } from "react-i18next";
import type { RecentGiftFieldsFragment } from "../../gql/graphql";
import { useLocale } from "../../lib/language";
import { formatShortDateAndTime } from "./appeal-format";
import { formatKesIn } from "./kes";

type RecentGiftsProps = { gifts: RecentGiftFieldsFragment[] };

/** The newest gifts to a project: "Grace gave KES 1,500 · 26 Nov 2026, 09:38" (Kakamega's time). */
export function RecentGifts({ gifts }: RecentGiftsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack as="section" aria-labelledby="recent-gifts" gap="3">
      <Heading as="h2" id="recent-gifts" size="lg" color="brand.fg">
        {t("giving.recent.heading")}
      </Heading>
      {gifts.length === 0 ? (
        <Text color="fg.muted">{t("giving.recent.none")}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {gifts.map((gift, index) => (
            <Text as="li" key={`${gift.at}-${index}`}>
              <Trans
                i18nKey="giving.recent.gave"
                values={{ name: gift.name, amount: formatKesIn(gift.amountKes, locale) }}
                components={{ name: <strong /> }}
              />
              <Text as="span" color="fg.muted">
                {" · "}
                <time dateTime={gift.at}>{formatShortDateAndTime(gift.at, locale)}</time>
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
