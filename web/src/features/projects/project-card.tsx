import { AspectRatio, Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { Prose } from "../../components/prose";
import { ResponsiveImage } from "../../components/responsive-image";
import type { ProjectCardFieldsFragment } from "../../gql/graphql";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { AppealProgress } from "../giving/appeal-progress";

const STATUS_MESSAGES = {
  PLANNED: "pages.projects.planned",
  ONGOING: "pages.projects.ongoing",
  COMPLETED: "pages.projects.completed",
} as const;

/** A project on the Projects page: its appeal's progress, which moves as gifts arrive, and Give now while it is ongoing. */
export function ProjectCard({ project }: { project: ProjectCardFieldsFragment }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const isAppeal = project.targetAmountKes > 0;
  const takesGifts = project.status === "ONGOING";
  return (
    <Card.Root
      as="article"
      id={project.slug}
      overflow="hidden"
      scrollMarginTop="20"
      aria-labelledby={`project-${project.id}`}
    >
      {project.image && (
        <AspectRatio ratio={16 / 9} bg="brand.subtle">
          <ResponsiveImage
            image={project.image}
            alt={project.title}
            sizes="(min-width: 72em) 1120px, 100vw"
            width="100%"
            height="100%"
            fit="cover"
          />
        </AspectRatio>
      )}
      <Card.Body gap="4">
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={project.status === "COMPLETED" ? "green" : "gold"}>
              {t(STATUS_MESSAGES[project.status])}
            </Badge>
            {project.featured && <Badge colorPalette="brand">{t("pages.projects.appeal")}</Badge>}
          </HStack>
          <Heading as="h2" id={`project-${project.id}`} size="xl" color="brand.fg">
            {project.title}
          </Heading>
          <Text textStyle="lg" color="fg.muted">
            {project.summary}
          </Text>
        </Stack>
        {(isAppeal || takesGifts) && (
          <Stack bg="brand.subtle" p="4" borderRadius="md" gap="4">
            {isAppeal && <AppealProgress progress={project.progress} />}
            {takesGifts && (
              <Button asChild colorPalette="brand" alignSelf="start">
                <RouterLink
                  to={localePath(paths.give.getHref(project.slug))}
                  aria-label={t("pages.projects.giveNowTo", { project: project.title })}
                >
                  {t("pages.projects.giveNow")}
                </RouterLink>
              </Button>
            )}
          </Stack>
        )}
        <Prose dangerouslySetInnerHTML={{ __html: project.body }} />
      </Card.Body>
    </Card.Root>
  );
}
