import { useMutation } from "@apollo/client/react";
import { Box, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { CroppedImage } from "../../components/cropped-image";
import type { FocalPoint } from "../../components/focal-point";
import { UpdateAdministrativeSecretaryDocument, type AdminAboutUsQuery } from "../gql/graphql";
import { pictureField, RecordForm } from "../record-form";
import { useSave } from "../use-save";
import { ABOUT_US_REFETCH } from "./information-page-form";
import "../locales/register";

function SecretaryPreview({
  title,
  name,
  imageUrl,
  focalPoint,
}: {
  title: string;
  name: string;
  imageUrl: string | null;
  focalPoint: FocalPoint;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Text textStyle="sm" color="fg.muted" mb="1">
        {t("dashboardAboutUs.secretary.preview")}
      </Text>
      <Card.Root size="sm" maxW="xs" role="region" aria-label={t("dashboardAboutUs.secretary.previewLabel")}>
        <Card.Body>
          <HStack gap="3">
            {imageUrl ? (
              <CroppedImage src={imageUrl} focalPoint={focalPoint} w="20" h="24" borderRadius="sm" />
            ) : null}
            <Stack gap="0">
              <Text fontWeight="semibold">{name || t("dashboardAboutUs.secretary.name")}</Text>
              <Text textStyle="sm" color="fg.muted">
                {title || t("dashboardAboutUs.secretary.title")}
              </Text>
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

/** The administrative secretary shown on the About Us page: title, name and picture. */
export function AdministrativeSecretaryForm({
  secretary,
}: {
  secretary: AdminAboutUsQuery["administrativeSecretary"];
}) {
  const [updateSecretary] = useMutation(UpdateAdministrativeSecretaryDocument, ABOUT_US_REFETCH);
  const { save, progress } = useSave();
  const { t } = useTranslation();
  const titleLabel = t("dashboardAboutUs.secretary.title");
  const swTitle = secretary?.kiswahili.find((translation) => translation.field === "title")?.text;
  return (
    <RecordForm
      key={secretary ? `${secretary.name}|${secretary.title}|${secretary.imageUrl}|${swTitle}` : "none"}
      fields={[
        {
          name: "title",
          label: titleLabel,
          required: true,
          placeholder: t("dashboardAboutUs.secretary.titlePlaceholder"),
        },
        { name: "name", label: t("dashboardAboutUs.secretary.name"), required: true },
      ]}
      columns={2}
      initial={{ title: secretary?.title ?? "", name: secretary?.name ?? "" }}
      kiswahili={{ fields: [{ name: "title", label: titleLabel }], saved: secretary?.kiswahili }}
      image={pictureField(t("dashboardAboutUs.secretary.picture"), secretary)}
      submitLabel={t("dashboardAboutUs.secretary.update")}
      busyLabel={t("dashboardAboutUs.saving")}
      progress={progress}
      preview={(values, imageUrl, focalPoint) => (
        <SecretaryPreview
          title={values.title}
          name={values.name}
          imageUrl={imageUrl}
          focalPoint={focalPoint}
        />
      )}
      onSubmit={async (values, image, imageFocalPoint, kiswahili) => {
        const input = { title: values.title.trim(), name: values.name.trim(), imageFocalPoint, kiswahili };
        await save((context) => updateSecretary({ variables: { input, image }, context }), {
          saved: { title: t("dashboardAboutUs.secretary.updated"), description: values.name },
        });
      }}
    />
  );
}
