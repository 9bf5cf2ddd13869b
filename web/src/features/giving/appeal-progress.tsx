import { Box, HStack, Stack, Text, type StackProps } from "@chakra-ui/react";
import { Trans, useTranslation } from "react-i18next";
import { messageAttributes } from "../../behaviours/messages";
import { useBehaviour } from "../../components/use-behaviour";
import type { AppealProgressFieldsFragment } from "../../gql/graphql";
import { useLocale } from "../../lib/language";
import { formatCount, formatPercent } from "./appeal-format";
import { appealProgress } from "./appeal-progress.behaviour";
import { formatKesIn } from "./kes";

type AppealProgressProps = StackProps & { progress: AppealProgressFieldsFragment };

/**
 * How far an appeal has come: raised of target, a bar and the number of gifts, as the server drew
 * them; its behaviour (appeal-progress.behaviour.ts) moves them as gifts arrive. A project without
 * a target shows what it has raised, without a bar.
 */
export function AppealProgress({ progress, ...props }: AppealProgressProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const behaviour = useBehaviour<HTMLDivElement>(appealProgress);
  const { raisedKes, targetKes, gifts, percent } = progress;
  const hasTarget = targetKes > 0;
  // The words the behaviour writes as gifts arrive: a count of gifts in each plural form (by
  // Intl.PluralRules' names), and the bar's value.
  const messages = messageAttributes({
    "gifts-one": t("giving.progress.gifts", { count: 1, gifts: "{{gifts}}" }),
    "gifts-other": t("giving.progress.gifts", { count: 2, gifts: "{{gifts}}" }),
    "of-target": t("giving.progress.ofTarget", { percent: "{{percent}}" }),
  });
  const figures = {
    raised: <span data-progress-raised />,
    target: <span data-progress-target />,
  };
  const shown = { raised: formatKesIn(raisedKes, locale), target: formatKesIn(targetKes, locale) };
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
          <span data-progress-gifts>
            {t("giving.progress.gifts", { count: gifts, gifts: formatCount(gifts, locale) })}
          </span>
        </Text>
      </HStack>
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
