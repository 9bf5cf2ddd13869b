import { Box, Button, chakra, HStack, Image, Text, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuChevronLeft, LuChevronRight, LuX } from "react-icons/lu";

const Dialog = chakra("dialog");

/**
 * The album's photo viewer, drawn empty: with script, photo-viewer.behaviour.ts fills it with the
 * photograph a thumbnail opens, and its buttons step through the album.
 */
export function PhotoViewerDialog({ albumTitle, contentLang }: { albumTitle: string; contentLang?: string }) {
  const { t } = useTranslation();
  return (
    <Dialog
      data-photo-dialog=""
      aria-label={t("pages.gallery.viewer", { album: albumTitle })}
      maxW="100vw"
      maxH="100dvh"
      w="100vw"
      h="100dvh"
      m="0"
      p="0"
      border="none"
      bg="black"
      color="white"
      _backdrop={{ bg: "blackAlpha.800" }}
    >
      <Box display="flex" flexDirection="column" h="100%">
        <HStack justify="flex-end" p="2">
          <Button data-photo-close="" variant="ghost" color="white" aria-label={t("pages.gallery.close")}>
            <LuX />
          </Button>
        </HStack>
        {/* Vertical panning stays the browser's; sideways movement is the swipe. */}
        <Box
          flex="1"
          minH="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          touchAction="pan-y pinch-zoom"
        >
          <Image
            data-photo-large=""
            alt=""
            sizes="100vw"
            maxW="100%"
            maxH="100%"
            objectFit="contain"
            draggable={false}
          />
        </Box>
        <Text data-photo-caption="" lang={contentLang} textAlign="center" px="4" py="2" minH="2.5em" />
        <HStack justify="space-between" p="2">
          <Button data-photo-step="-1" variant="ghost" color="white" aria-label={t("pages.gallery.previous")}>
            <LuChevronLeft />
          </Button>
          <Button data-photo-step="1" variant="ghost" color="white" aria-label={t("pages.gallery.next")}>
            <LuChevronRight />
          </Button>
        </HStack>
        <VisuallyHidden data-photo-announcer="" aria-live="polite" />
      </Box>
    </Dialog>
  );
}
