import { useMutation } from "@apollo/client/react";
import { Badge, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { DeleteButton } from "../../components/confirm-dialog";
import { CroppedImage } from "../../components/cropped-image";
import {
  CreateBishopMessageDocument,
  DeleteBishopMessageDocument,
  type AdminBishopMessageFieldsFragment,
} from "../gql/graphql";
import { PreviewButton } from "../publication/preview-button";
import { PublicationBadge } from "../publication/publication-badge";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import { useSave } from "../use-save";
import { BISHOP_MESSAGES_REFETCH, toInput } from "./bishop-message-form";

/** The saved picture as a file, so that a message made current again keeps its picture. */
async function pictureOf(url: string | null | undefined): Promise<File | null> {
  if (!url) return null;
  const response = await fetch(url);
  if (!response.ok) return null;
  const blob = await response.blob();
  return new File([blob], url.split("/").pop() ?? "bishop.jpg", { type: blob.type || "image/jpeg" });
}

/**
 * What staff do with a message: make it current again or delete it, each with its toasts. Two
 * saves, so that deleting does not show Make current busy.
 */
function useMessageActions(message: AdminBishopMessageFieldsFragment) {
  const [createMessage] = useMutation(CreateBishopMessageDocument, BISHOP_MESSAGES_REFETCH);
  const [deleteMessage] = useMutation(DeleteBishopMessageDocument, BISHOP_MESSAGES_REFETCH);
  const promotion = useSave();
  const removal = useSave();
  const { t } = useTranslation();

  // The home page shows the newest message, so an older one becomes current by being saved anew
  // (with its picture) and the old copy removed.
  const makeCurrent = () =>
    promotion.save(
      async () => {
        const image = await pictureOf(message.imageUrl);
        const focalPoint = message.image?.focalPoint;
        const imageFocalPoint = image && focalPoint ? { x: focalPoint.x, y: focalPoint.y } : null;
        await createMessage({ variables: { input: { ...toInput(message), imageFocalPoint }, image } });
        await deleteMessage({ variables: { id: message.id } });
      },
      {
        saved: { title: t("dashboardHomepage.bishop.nowCurrent"), description: message.heading },
        notSaved: t("dashboardHomepage.bishop.notMadeCurrent"),
      },
    );
  const remove = () =>
    removal.save(() => deleteMessage({ variables: { id: message.id } }), {
      saved: { title: t("dashboardHomepage.bishop.deleted"), description: message.heading },
      notSaved: t("dashboardHomepage.bishop.notDeleted"),
    });

  return { makeCurrent, remove, promoting: promotion.progress !== null };
}

type BishopMessageCardProps = {
  message: AdminBishopMessageFieldsFragment;
  /** Whether the home page shows it: the one published latest. */
  current: boolean;
  /** Whether another message would take its place on the home page. */
  hasOthers: boolean;
  onEdit: () => void;
};

/**
 * A message, with where it stands and what staff do with it: edit it, preview it, make a published
 * one current again, delete it.
 */
export function BishopMessageCard({ message, current, hasOthers, onEdit }: BishopMessageCardProps) {
  const { makeCurrent, remove, promoting } = useMessageActions(message);
  const { t } = useTranslation();

  return (
    <Card.Root
      size="sm"
      variant={current ? "outline" : "subtle"}
      borderColor={current ? "brand.solid" : undefined}
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
              {current ? (
                <Badge colorPalette="green">{t("dashboardHomepage.bishop.current")}</Badge>
              ) : (
                <PublicationBadge status={message.status} publishAt={message.publishAt} />
              )}
              <NeedsTranslationBadge needsTranslation={message.needsTranslation} />
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
          aria-label={t("dashboard.list.editName", { name: message.heading })}
          onClick={onEdit}
        >
          {t("dashboard.list.edit")}
        </Button>
        {message.status !== "PUBLISHED" && (
          <PreviewButton kind="bishop-messages" id={message.id} label={message.heading} />
        )}
        {/* A draft or a scheduled message becomes current by being published. */}
        {!current && message.status === "PUBLISHED" && (
          <Button size="sm" variant="outline" loading={promoting} onClick={() => void makeCurrent()}>
            {t("dashboardHomepage.bishop.makeCurrent")}
          </Button>
        )}
        <DeleteButton
          label={t("dashboard.list.deleteName", { name: message.heading })}
          title={t("dashboardHomepage.bishop.confirmDelete")}
          description={
            current && hasOthers
              ? t("dashboardHomepage.bishop.nextShown")
              : t("dashboardHomepage.bishop.willBeDeleted", { heading: message.heading })
          }
          onConfirm={remove}
        />
      </Card.Footer>
    </Card.Root>
  );
}
