import { Heading, Stack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { Trans, useTranslation } from "react-i18next";
import { messageAttributes } from "../../behaviours/messages";
import { useBehaviour } from "../../components/use-behaviour";
import type { AppealProgressFieldsFragment, RecentGiftFieldsFragment } from "../../gql/graphql";
import { useLocale } from "../../lib/language";
import { formatShortDateAndTime } from "./appeal-format";
import { formatKesIn } from "./kes";
import { recentGifts } from "./recent-gifts.behaviour";

type RecentGiftsProps = {
  gifts: RecentGiftFieldsFragment[];
  /** The appeal's progress the list was drawn with: its behaviour asks again when that moves. */
  progress: AppealProgressFieldsFragment;
  /** How many gifts the list shows at most. */
  first: number;
};

/** The donor's first name, or "Anonymous" in the page's language. */
function nameOf(gift: RecentGiftFieldsFragment | null, t: TFunction): string {
  if (!gift) return "";
  return gift.unnamed ? t("giving.recent.unnamed") : gift.name;
}

/**
 * One gift of the list: "Grace gave KES 1,500 · 26 Nov 2026, 09:38" (Kakamega's time). Without a
 * gift it is the hidden model the behaviour copies for each gift it is told of.
 */
function RecentGiftLine({ gift }: { gift: RecentGiftFieldsFragment | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const slots = {
    name: <strong data-recent-slot="name" />,
    amount: <span data-recent-slot="amount" />,
  };
  return (
    <Text as="li" hidden={!gift} data-recent-gift-model={gift ? undefined : ""}>
      <Trans
        i18nKey="giving.recent.gave"
        values={{ name: nameOf(gift, t), amount: gift ? formatKesIn(gift.amountKes, locale) : "" }}
        components={slots}
      />
      <Text as="span" color="fg.muted">
        {" · "}
        <time data-recent-slot="at" dateTime={gift?.at}>
          {gift ? formatShortDateAndTime(gift.at, locale) : ""}
        </time>
      </Text>
    </Text>
  );
}

/**
 * The newest gifts to a project, kept up to date while the page is open: its behaviour
 * (recent-gifts.behaviour.ts) asks for them again when the appeal's live progress moves, so a
 * donor thanked on the give page sees their gift in the list.
 */
export function RecentGifts({ gifts, progress, first }: RecentGiftsProps) {
  const { t } = useTranslation();
  const behaviour = useBehaviour<HTMLDivElement>(recentGifts);
  return (
    <Stack
      as="section"
      aria-labelledby="recent-gifts"
      gap="3"
      {...behaviour}
      data-project-id={progress.projectId}
      data-gifts={progress.gifts}
      data-raised={progress.raisedKes}
      data-first={first}
      {...messageAttributes({ unnamed: t("giving.recent.unnamed") })}
    >
      <Heading as="h2" id="recent-gifts" size="lg" color="brand.fg">
        {t("giving.recent.heading")}
      </Heading>
      <Text color="fg.muted" data-recent-none hidden={gifts.length > 0}>
        {t("giving.recent.none")}
      </Text>
      <Stack as="ul" listStyleType="none" gap="2" data-recent-list hidden={gifts.length === 0}>
        <RecentGiftLine gift={null} />
        {gifts.map((gift, index) => (
          <RecentGiftLine key={`${gift.at}-${index}`} gift={gift} />
        ))}
      </Stack>
    </Stack>
  );
}
