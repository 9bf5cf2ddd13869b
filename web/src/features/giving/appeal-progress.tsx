import { Box, HStack, Stack, Text, type StackProps } from "@chakra-ui/react";
import { useBehaviour } from "../../components/use-behaviour";
import type { AppealProgressFieldsFragment } from "../../gql/graphql";
import { formatKes } from "../projects/format-kes";
import { formatGifts, formatPercent } from "./appeal-format";
import { appealProgress } from "./appeal-progress.behaviour";

type AppealProgressProps = StackProps & { progress: AppealProgressFieldsFragment };

/**
 * How far an appeal has come: raised of target, a bar and the number of gifts, as the server drew
 * them; its behaviour (appeal-progress.behaviour.ts) moves them as gifts arrive. A project without
 * a target shows what it has raised, without a bar.
 */
export function AppealProgress({ progress, ...props }: AppealProgressProps) {
  const behaviour = useBehaviour<HTMLDivElement>(appealProgress);
  const { raisedKes, targetKes, gifts, percent } = progress;
  const hasTarget = targetKes > 0;
  return (
    <Stack gap="2" {...props} {...behaviour} data-project-id={progress.projectId}>
      <HStack justify="space-between" align="baseline" wrap="wrap" columnGap="4" rowGap="1">
        <Text fontWeight="semibold" data-progress-label>
          Raised <span data-progress-raised>{formatKes(raisedKes)}</span>
          {hasTarget && (
            <>
              {" of "}
              <span data-progress-target>{formatKes(targetKes)}</span>
            </>
          )}
        </Text>
        <Text textStyle="sm">
          {hasTarget && (
            <>
              <span data-progress-percent>{formatPercent(percent)}</span>
              {" · "}
            </>
          )}
          <span data-progress-gifts>{formatGifts(gifts)}</span>
        </Text>
      </HStack>
      {hasTarget && (
        <Box
          role="progressbar"
          aria-label="Raised of the target"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${formatPercent(percent)} of the target`}
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
