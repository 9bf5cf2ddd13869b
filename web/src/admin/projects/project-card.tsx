import { Badge, Box, Card, HStack, Progress, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { CroppedImage } from "../../components/cropped-image";
import { DeleteProjectDocument, type AdminProjectFieldsFragment } from "../gql/graphql";
import { formatKes } from "../format";
import { RecordActions } from "../record-actions";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import { PROJECTS_REFETCH, STATUS_LABELS } from "./project-form";
import "../locales/register";

/** A project as staff see it in the list: its picture, status, progress and actions. */
export function ProjectCard({
  project,
  onEdit,
}: {
  project: AdminProjectFieldsFragment;
  onEdit: () => void;
}) {
  const [deleteProject] = useMutation(DeleteProjectDocument, PROJECTS_REFETCH);
  const { t } = useTranslation();
  const locale = useLocale();
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
          <Badge>{t(STATUS_LABELS[project.status])}</Badge>
          {project.featured && <Badge colorPalette="gold">{t("dashboardProjects.featured")}</Badge>}
          <NeedsTranslationBadge needsTranslation={project.needsTranslation} />
        </HStack>
        <Text textStyle="sm" color="fg.muted" lineClamp="2">
          {project.summary}
        </Text>
        <Box>
          <Progress.Root
            value={share}
            size="xs"
            aria-label={t("dashboardProjects.raisedLabel", { title: project.title })}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text textStyle="sm" mt="1">
            {t("dashboardProjects.raisedOf", {
              raised: formatKes(project.amountRaisedKes, locale),
              target: formatKes(project.targetAmountKes, locale),
            })}
          </Text>
        </Box>
      </Card.Body>
      <Card.Footer gap="2">
        <RecordActions
          name={project.title}
          onEdit={onEdit}
          confirmTitle={t("dashboardProjects.confirmDelete")}
          confirmDescription={t("dashboardProjects.deleteWhat", { title: project.title })}
          onDelete={() => deleteProject({ variables: { id: project.id } })}
          deletedTitle={t("dashboardProjects.deleted")}
          notDeletedTitle={t("dashboardProjects.notDeleted")}
        />
      </Card.Footer>
    </Card.Root>
  );
}
