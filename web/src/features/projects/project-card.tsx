import { AspectRatio, Badge, Box, Card, Heading, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { Prose } from "../../components/prose";
import { ResponsiveImage } from "../../components/responsive-image";
import type { ProjectCardFieldsFragment } from "../../gql/graphql";
import { formatKes } from "./format-kes";
import {} from "../../gql/graphql";

const statusLabels = { PLANNED: "Planned", ONGOING: "Ongoing", COMPLETED: "Completed" } as const;

/** How much of the target is raised, as a whole percentage from 0 to 100. */
export function raisedPercent(raised: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.round((raised / target) * 100));
}

export function ProjectCard({ project }: { project: ProjectCardFieldsFragment }) {
  const isAppeal = project.targetAmountKes > 0;
  const percent = raisedPercent(project.amountRaisedKes, project.targetAmountKes);
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
              {statusLabels[project.status]}
            </Badge>
            {project.featured && <Badge colorPalette="brand">Appeal</Badge>}
          </HStack>
          <Heading as="h2" id={`project-${project.id}`} size="xl" color="brand.fg">
            {project.title}
          </Heading>
          <Text textStyle="lg" color="fg.muted">
            {project.summary}
          </Text>
        </Stack>
        {isAppeal && (
          <Box bg="brand.subtle" p="4" borderRadius="md">
            <Progress.Root value={percent} max={100} colorPalette="brand" size="lg">
              <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
                <Progress.Label>
                  Raised {formatKes(project.amountRaisedKes)} of {formatKes(project.targetAmountKes)}
                </Progress.Label>
                <Progress.ValueText>{percent}%</Progress.ValueText>
              </HStack>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        )}
        <Prose dangerouslySetInnerHTML={{ __html: project.body }} />
      </Card.Body>
    </Card.Root>
  );
}
