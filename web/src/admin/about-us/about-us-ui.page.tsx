import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Card, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { CroppedImage } from "../../components/cropped-image";
import { PageSpinner } from "../../components/page-spinner";
import { toaster } from "../../components/toaster";
import { useUploadProgress } from "../../components/upload-progress";
import { serverMessage } from "../../lib/server-message";
import { AdminPage, AdminSection } from "../admin-page";
import { RecordForm } from "../record-form";
import { HistoryBishops } from "./history-bishops";
import {
  AdminAboutUsDocument,
  CreateInformationPageDocument,
  UpdateAdministrativeSecretaryDocument,
  UpdateInformationPageDocument,
} from "../gql/graphql";
import type { FocalPoint } from "../../components/focal-point";

const REFETCH = { refetchQueries: ["AdminAboutUs"], awaitRefetchQueries: true };

/** The information pages staff edit, by their addresses on the website. */
const PAGES = [
  { slug: "about-us", title: "About Us" },
  { slug: "diocese-history", title: "Diocese History" },
  { slug: "governance-system", title: "Governance System" },
  { slug: "projects", title: "Projects" },
] as const;

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

export function AboutUsUiPage() {
  const { data, loading, error } = useQuery(AdminAboutUsDocument, { fetchPolicy: "cache-and-network" });
  const [updateSecretary] = useMutation(UpdateAdministrativeSecretaryDocument, REFETCH);
  const [createPage] = useMutation(CreateInformationPageDocument, REFETCH);
  const [updatePage] = useMutation(UpdateInformationPageDocument, REFETCH);
  const upload = useUploadProgress();

  if (loading && !data) return <PageSpinner />;
  if (!data) return <AdminPage title="About Us page">{serverMessage(error)}</AdminPage>;
  const secretary = data.administrativeSecretary;

  return (
    <AdminPage
      title="About Us page"
      intro="The administrative secretary, the information pages' text and the History page's bishops."
    >
      <AdminSection title="Administrative Secretary">
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
          image={{
            label: "Picture",
            currentUrl: secretary?.imageUrl,
            currentFocalPoint: secretary?.image?.focalPoint,
          }}
          submitLabel="Update Details"
          busyLabel="Saving…"
          progress={upload.progress}
          preview={(values, imageUrl, focalPoint) => (
            <SecretaryPreview
              title={values.title}
              name={values.name}
              imageUrl={imageUrl}
              focalPoint={focalPoint}
            />
          )}
          onSubmit={async (values, image, imageFocalPoint) => {
            upload.start();
            try {
              await updateSecretary({
                variables: {
                  input: { title: values.title.trim(), name: values.name.trim(), imageFocalPoint },
                  image,
                },
                context: upload.context,
              });
            } finally {
              upload.done();
            }
            toaster.success({ title: "Administrative secretary updated", description: values.name });
          }}
        />
      </AdminSection>
      <AdminSection title="Pages' text">
        <Tabs.Root defaultValue={PAGES[0].slug} lazyMount variant="line">
          <Tabs.List mb="4" flexWrap="wrap">
            {PAGES.map((page) => (
              <Tabs.Trigger key={page.slug} value={page.slug}>
                {page.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {PAGES.map((known) => {
            const page = data.informationPages.find((candidate) => candidate.slug === known.slug);
            return (
              <Tabs.Content key={known.slug} value={known.slug}>
                <Stack gap="6">
                  <RecordForm
                    key={page?.updatedAt ?? "new"}
                    fields={[
                      { name: "title", label: "Title", required: true },
                      { name: "body", label: "Text", required: true, rows: "rich" },
                    ]}
                    initial={{ title: page?.title ?? known.title, body: page?.body ?? "" }}
                    submitLabel={`Save the ${known.title} page`}
                    busyLabel="Saving…"
                    onSubmit={async (values) => {
                      const input = { slug: known.slug, title: values.title.trim(), body: values.body };
                      if (page) await updatePage({ variables: { id: page.id, input } });
                      else await createPage({ variables: { input } });
                      toaster.success({ title: `${values.title.trim()} page saved` });
                    }}
                  />
                  {known.slug === "diocese-history" && (
                    <HistoryBishops bishops={data.historyBishops} loading={loading} />
                  )}
                </Stack>
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      </AdminSection>
    </AdminPage>
  );
}
