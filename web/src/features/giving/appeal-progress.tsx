import { Box, HStack, Stack, Text, type StackProps } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { Trans, useTranslation } from "react-i18next";
import { messageAttributes } from "../../behaviours/messages";
import { useBehaviour } from "../../components/use-behaviour";
import type { AppealProgressFieldsFragment } from "../../gql/graphql";
import { useLocale } from "../../lib/language";
import { formatCount, formatPercent } from "./appeal-format";
import { appealProgress } from "./appeal-progress.behaviour";
import { formatKesIn } from "./kes";

type AppealProgressProps = StackProps & { progress: AppealProgressFieldsFragment };

/** "4 gifts"; with none, "No gifts yet", or "No gifts online yet" beside money raised before. */
function giftsInWords(
  t: TFunction,
  { gifts, openingKes }: Pick<AppealProgressFieldsFragment, "gifts" | "openingKes">,
  locale: string,
): string {
  if (gifts > 0) return t("giving.progress.gifts", { count: gifts, gifts: formatCount(gifts, locale) });
  return openingKes > 0 ? t("giving.progress.noGiftsOnline") : t("giving.progress.noGifts");
}

/**
 * How far an appeal has come: raised of target, a bar and the number of gifts, as the server drew
 * them; its behaviour (appeal-progress.behaviour.ts) moves them as gifts arrive. A project without
 * a target shows what it has raised, without a bar. What was raised before the site took gifts
 * (the ledger's opening entries) is said in words, so that a large total never stands beside
 * "0 gifts" unexplained.
 */
export function AppealProgress({ progress, ...props }: AppealProgressProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const behaviour = useBehaviour<HTMLDivElement>(appealProgress);
  const { raisedKes, openingKes, targetKes, gifts, percent } = progress;
  const hasTarget = targetKes > 0;
  // The words the behaviour writes as gifts arrive: a count of gifts in each plural form (by
  // Intl.PluralRules' names), none yet, and the bar's value.
  const messages = messageAttributes({
    "gifts-one": t("giving.progress.gifts", { count: 1, gifts: "{{gifts}}" }),
    "gifts-other": t("giving.progress.gifts", { count: 2, gifts: "{{gifts}}" }),
    "no-gifts": t("giving.progress.noGifts"),
    "no-gifts-online": t("giving.progress.noGiftsOnline"),
    "of-target": t("giving.progress.ofTarget", { percent: "{{percent}}" }),
  });
  const figures = {
    raised: <span data-progress-raised />,
    target: <span data-progress-target />,
    opening: <span data-progress-opening-amount />,
  };
  const shown = {
    raised: formatKesIn(raisedKes, locale),
    target: formatKesIn(targetKes, locale),
    opening: formatKesIn(openingKes, locale),
  };
  return (
    <Stack gap="2" {...props} {...behaviour} {...messages} data-project-id={progress.projectId}>
      <HStack justify="space-between" align="baseline" wrap="wrap" columnGap="4" rowGap="1">
        <Text fontWeight="semibold" data-progress-label>
          {hasTarget ? (
            <Trans i18nKey="giving.progress.raisedOf" values={shown} components={figures} />
          ) : (
            <Trans i18nKey="giving.progress.raised" values={shown} components={figures} />
          )}
        </Text>
        <Text textStyle="sm">
          {hasTarget && (
            <>
              <span data-progress-percent>{formatPercent(percent, locale)}</span>
              {" · "}
            </>
          )}
          <span data-progress-gifts>{giftsInWords(t, { gifts, openingKes }, locale)}</span>
        </Text>
      </HStack>
      <Text textStyle="sm" data-progress-opening hidden={openingKes <= 0}>
        <Trans i18nKey="giving.progress.opening" values={shown} components={figures} />
      </Text>
      {hasTarget && (
        <Box
          role="progressbar"
          aria-label={t("giving.progress.barLabel")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t("giving.progress.ofTarget", { percent: formatPercent(percent, locale) })}
          h="3"
          bg="blackAlpha.200"
          borderRadius="full"
          overflow="hidden"
        >
          {/* At least a sliver, so that a new appeal's bar is seen to be one. */}
          <Box
            data-progress-range
            h="full"
            minW="1.5"
            bg="brand.solid"
            borderRadius="full"
            transition="width 0.6s ease-out"
            _motionReduce={{ transition: "none" }}
            style={{ width: `${percent}%` }}
          />
        </Box>
      )}
    </Stack>
  );
}
