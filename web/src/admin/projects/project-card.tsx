import { Badge, Box, Card, HStack, Progress, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { CroppedImage } from "../../components/cropped-image";
import { DeleteProjectDocument, type AdminProjectFieldsFragment } from "../gql/graphql";
import { formatKes } from "../format";
import { RecordActions } from "../record-actions";
import { PROJECTS_REFETCH, STATUS_LABELS } from "./project-form";

/** A project as staff see it in the list: its picture, status, progress and actions. */
export function ProjectCard({
  project,
  onEdit,
}: {
  project: AdminProjectFieldsFragment;
  onEdit: () => void;
}) {
  const [deleteProject] = useMutation(DeleteProjectDocument, PROJECTS_REFETCH);
  const share = project.targetAmountKes
    ? Math.min(100, (project.amountRaisedKes / project.targetAmountKes) * 100)
    : 0;
  return (
    <Card.Root size="sm">
      {project.imageUrl && (
        <CroppedImage src={project.imageUrl} focalPoint={project.image?.focalPoint} h="32" />
      )}
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{project.title}</Text>
          <Badge>{STATUS_LABELS[project.status]}</Badge>
          {project.featured && <Badge colorPalette="gold">Featured appeal</Badge>}
        </HStack>
        <Text textStyle="sm" color="fg.muted" lineClamp="2">
          {project.summary}
        </Text>
        <Box>
          <Progress.Root value={share} size="xs" aria-label={`${project.title}: raised`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text textStyle="sm" mt="1">
            {formatKes(project.amountRaisedKes)} raised of {formatKes(project.targetAmountKes)}
          </Text>
        </Box>
      </Card.Body>
      <Card.Footer gap="2">
        <RecordActions
          name={project.title}
          onEdit={onEdit}
          confirmTitle="Delete this project?"
          confirmDescription={`"${project.title}" and its picture will be removed from the website.`}
          onDelete={() => deleteProject({ variables: { id: project.id } })}
          deletedTitle="Project deleted"
          notDeletedTitle="The project was not deleted"
        />
      </Card.Footer>
    </Card.Root>
  );
}
