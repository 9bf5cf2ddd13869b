import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { FeaturedAppealQuery } from "../../gql/graphql";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { AppealProgress } from "./appeal-progress";

type AppealCalloutProps = { project: NonNullable<FeaturedAppealQuery["featuredProject"]> };

/** The diocese's appeal under a news article: how far it has come, and Give now. */
export function AppealCallout({ project }: AppealCalloutProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Stack
      as="aside"
      aria-labelledby="appeal-callout"
      gap="4"
      p="5"
      bg="gold.subtle"
      borderWidth="1px"
      borderColor="gold.emphasized"
      borderRadius="md"
    >
      <Stack gap="1">
        <Text textStyle="sm" fontWeight="semibold" color="gold.fg" textTransform="uppercase">
          {t("giving.callout.label")}
        </Text>
        <Heading as="h2" id="appeal-callout" size="lg" color="brand.fg">
          {project.title}
        </Heading>
      </Stack>
      <AppealProgress progress={project.progress} />
      <Button asChild colorPalette="brand" alignSelf="start">
        <RouterLink to={localePath(paths.give.getHref(project.slug))}>
          {t("giving.callout.giveNow")}
        </RouterLink>
      </Button>
    </Stack>
  );
}
