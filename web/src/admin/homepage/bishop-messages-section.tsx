import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { CroppedImage } from "../../components/cropped-image";
import { DeleteButton } from "../../components/confirm-dialog";
import { FormDialog } from "../../components/form-dialog";
import { toaster } from "../../components/toaster";
import { useUploadProgress } from "../../components/upload-progress";
import { serverMessage } from "../../lib/server-message";
import type { AdminBishopMessageFieldsFragment, BishopMessageInput } from "../gql/graphql";
import { AdminSection, ListStatus } from "../admin-page";
import { RecordForm, type FieldSpec, type RecordValues } from "../record-form";
import {
  AdminBishopMessagesDocument,
  CreateBishopMessageDocument,
  DeleteBishopMessageDocument,
  UpdateBishopMessageDocument,
} from "../gql/graphql";

const REFETCH = { refetchQueries: ["AdminBishopMessages"], awaitRefetchQueries: true };

type MessageField = "bishopName" | "heading" | "message";
const FIELDS: FieldSpec<MessageField>[] = [
  { name: "bishopName", label: "Bishop name", required: true },
  { name: "heading", label: "Message heading", required: true },
  {
    name: "message",
    label: "Message",
    required: true,
    rows: 6,
    helperText: "Leave a blank line between paragraphs.",
  },
];

const toInput = (values: RecordValues<MessageField>): BishopMessageInput => ({
  bishopName: values.bishopName.trim(),
  heading: values.heading.trim(),
  message: values.message.trim(),
});

/** The saved picture as a file, so that a message made current again keeps its picture. */
async function pictureOf(url: string | null | undefined): Promise<File | null> {
  if (!url) return null;
  const response = await fetch(url);
  if (!response.ok) return null;
  const blob = await response.blob();
  return new File([blob], url.split("/").pop() ?? "bishop.jpg", { type: blob.type || "image/jpeg" });
}

export function BishopMessagesSection() {
  const { data, loading, error, refetch } = useQuery(AdminBishopMessagesDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [createMessage] = useMutation(CreateBishopMessageDocument, REFETCH);
  const [updateMessage] = useMutation(UpdateBishopMessageDocument, REFETCH);
  const [deleteMessage] = useMutation(DeleteBishopMessageDocument, REFETCH);
  const [editing, setEditing] = useState<AdminBishopMessageFieldsFragment | null>(null);
  const [promoting, setPromoting] = useState<string | null>(null);
  const upload = useUploadProgress();
  const messages = data?.bishopMessages.items ?? [];

  // The home page shows the newest message, so an older one becomes current by being saved anew
  // (with its picture) and the old copy removed.
  const makeCurrent = async (message: AdminBishopMessageFieldsFragment) => {
    setPromoting(message.id);
    try {
      const image = await pictureOf(message.imageUrl);
      const focalPoint = message.image?.focalPoint;
      const imageFocalPoint = image && focalPoint ? { x: focalPoint.x, y: focalPoint.y } : null;
      await createMessage({ variables: { input: { ...toInput(message), imageFocalPoint }, image } });
      await deleteMessage({ variables: { id: message.id } });
      toaster.success({ title: "The home page now shows this message", description: message.heading });
    } catch (failure) {
      toaster.error({ title: "The message was not made current", description: serverMessage(failure) });
    } finally {
      setPromoting(null);
    }
  };

  return (
    <AdminSection title="Bishop Information">
      <Stack gap="6">
        <RecordForm
          fields={FIELDS}
          initial={{ bishopName: messages[0]?.bishopName ?? "", heading: "", message: "" }}
          key={messages[0]?.id ?? "none"}
          image={{ label: "Bishop's picture" }}
          submitLabel="Publish message"
          busyLabel="Uploading..."
          progress={upload.progress}
          resetAfterSave
          onSubmit={async (values, image, imageFocalPoint) => {
            upload.start();
            try {
              await createMessage({
                variables: { input: { ...toInput(values), imageFocalPoint }, image },
                context: upload.context,
              });
            } finally {
              upload.done();
            }
            toaster.success({
              title: "Bishop's message published",
              description: "The home page now shows it.",
            });
          }}
        />
        <ListStatus
          loading={loading}
          error={error}
          empty={!messages.length}
          emptyText="No messages yet."
          onRetry={() => void refetch()}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {messages.map((message, index) => (
              <Card.Root
                key={message.id}
                size="sm"
                variant={index === 0 ? "outline" : "subtle"}
                borderColor={index === 0 ? "brand.solid" : undefined}
              >
                <Card.Body>
                  <HStack align="start" gap="3">
                    {message.imageUrl && (
                      <CroppedImage
                        src={message.imageUrl}
                        focalPoint={message.image?.focalPoint}
                        w="16"
                        h="20"
                        borderRadius="sm"
                      />
                    )}
                    <Stack gap="1" minW="0">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold">{message.heading}</Text>
                        {index === 0 && <Badge colorPalette="green">Current</Badge>}
                      </HStack>
                      <Text textStyle="sm" color="fg.muted">
                        {message.bishopName}
                      </Text>
                      <Text textStyle="sm" lineClamp="3">
                        {message.message}
                      </Text>
                    </Stack>
                  </HStack>
                </Card.Body>
                <Card.Footer gap="2" flexWrap="wrap">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Edit ${message.heading}`}
                    onClick={() => setEditing(message)}
                  >
                    Edit
                  </Button>
                  {index > 0 && (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={promoting === message.id}
                      onClick={() => void makeCurrent(message)}
                    >
                      Make current
                    </Button>
                  )}
                  <DeleteButton
                    label={`Delete ${message.heading}`}
                    title="Delete this message?"
                    description={
                      index === 0 && messages.length > 1
                        ? "The home page will show the next newest message instead."
                        : `"${message.heading}" will be deleted.`
                    }
                    onConfirm={async () => {
                      try {
                        await deleteMessage({ variables: { id: message.id } });
                        toaster.success({ title: "Bishop's message deleted", description: message.heading });
                      } catch (failure) {
                        toaster.error({
                          title: "The message was not deleted",
                          description: serverMessage(failure),
                        });
                      }
                    }}
                  />
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        </ListStatus>
      </Stack>
      <FormDialog title="Edit the bishop's message" open={Boolean(editing)} onClose={() => setEditing(null)}>
        {editing && (
          <RecordForm
            fields={FIELDS}
            initial={{ bishopName: editing.bishopName, heading: editing.heading, message: editing.message }}
            image={{
              label: "Bishop's picture",
              currentUrl: editing.imageUrl,
              currentFocalPoint: editing.image?.focalPoint,
            }}
            submitLabel="Save changes"
            busyLabel="Saving…"
            progress={upload.progress}
            onCancel={() => setEditing(null)}
            onSubmit={async (values, image, imageFocalPoint) => {
              upload.start();
              try {
                await updateMessage({
                  variables: { id: editing.id, input: { ...toInput(values), imageFocalPoint }, image },
                  context: upload.context,
                });
              } finally {
                upload.done();
              }
              toaster.success({ title: "Bishop's message updated", description: values.heading });
              setEditing(null);
            }}
          />
        )}
      </FormDialog>
    </AdminSection>
  );
}
