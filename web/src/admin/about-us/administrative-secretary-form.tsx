import { useMutation } from "@apollo/client/react";
import { Box, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { CroppedImage } from "../../components/cropped-image";
import type { FocalPoint } from "../../components/focal-point";
import { UpdateAdministrativeSecretaryDocument, type AdminAboutUsQuery } from "../gql/graphql";
import { pictureField, RecordForm } from "../record-form";
import { useSave } from "../use-save";
import { ABOUT_US_REFETCH } from "./information-page-form";

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
  return (
    <Box>
      <Text textStyle="sm" color="fg.muted" mb="1">
        Preview
      </Text>
      <Card.Root size="sm" maxW="xs" role="region" aria-label="Preview of the administrative secretary">
        <Card.Body>
          <HStack gap="3">
            {imageUrl ? (
              <CroppedImage src={imageUrl} focalPoint={focalPoint} w="20" h="24" borderRadius="sm" />
            ) : null}
            <Stack gap="0">
              <Text fontWeight="semibold">{name || "Full name"}</Text>
              <Text textStyle="sm" color="fg.muted">
                {title || "Title"}
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
  return (
    <RecordForm
      key={secretary ? `${secretary.name}|${secretary.title}|${secretary.imageUrl}` : "none"}
      fields={[
        {
          name: "title",
          label: "Title",
          required: true,
          placeholder: "Diocesan Administrative Secretary",
        },
        { name: "name", label: "Full name", required: true },
      ]}
      columns={2}
      initial={{ title: secretary?.title ?? "", name: secretary?.name ?? "" }}
      image={pictureField("Picture", secretary)}
      submitLabel="Update Details"
      busyLabel="Saving…"
      progress={progress}
      preview={(values, imageUrl, focalPoint) => (
        <SecretaryPreview
          title={values.title}
          name={values.name}
          imageUrl={imageUrl}
          focalPoint={focalPoint}
        />
      )}
      onSubmit={async (values, image, imageFocalPoint) => {
        const input = { title: values.title.trim(), name: values.name.trim(), imageFocalPoint };
        await save((context) => updateSecretary({ variables: { input, image }, context }), {
          saved: { title: "Administrative secretary updated", description: values.name },
        });
      }}
    />
  );
}
