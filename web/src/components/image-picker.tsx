import { Box, Field, HStack, Image, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CENTRE, type FocalPoint } from "./focal-point";
import { FocalPointPicker } from "./focal-point-picker";

// Its words are the dashboard's (dashboardEditing), which the dashboard adds when it loads.
export const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/** A local preview of a chosen file, released when the file changes or the component leaves. */
export function useObjectUrl(file: File | null): string | null {
  const [entry, setEntry] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL lives outside React: made here, released in the cleanup
    setEntry({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return entry && entry.file === file ? entry.url : null;
}

/**
 * A form's focal point for its picture: the saved one (which may arrive after the form) until
 * staff move it; a newly chosen picture starts at the centre, since a spot chosen on one picture
 * means nothing on another.
 */
export function useFocalPoint(saved: FocalPoint | null | undefined) {
  const [chosen, setChosen] = useState<FocalPoint | null>(null);
  // Only x and y: the API's answer also names its type, which an input must not.
  const start = saved ? { x: saved.x, y: saved.y } : CENTRE;
  const point = chosen ?? start;
  return {
    point,
    setPoint: setChosen,
    moved: point.x !== start.x || point.y !== start.y,
    /** For the picker's onChange: the point goes with the picture chosen (or back to the saved one). */
    pictureChosen: (file: File | null) => setChosen(file ? CENTRE : null),
    /** Back to the saved point, for a form emptied after saving. */
    reset: () => setChosen(null),
  };
}

type ImagePickerProps = {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The picture saved now, shown until another is chosen. */
  currentUrl?: string | null;
  required?: boolean;
  error?: string;
  helperText?: string;
  /** With these, staff also place the picture's focal point on the picture shown. */
  focalPoint?: FocalPoint;
  onFocalPointChange?: (point: FocalPoint) => void;
};

/**
 * One picture: a file input with a preview of the chosen or the saved picture, and where the
 * focal point is wanted, the whole picture to place it on.
 */
export function ImagePicker({
  label,
  file,
  onChange,
  currentUrl,
  required,
  error,
  helperText,
  focalPoint,
  onFocalPointChange,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const preview = useObjectUrl(file);
  const shown = preview ?? currentUrl ?? null;
  const description = preview ? t("dashboardEditing.picture.preview") : t("dashboardEditing.picture.current");
  const placesFocalPoint = shown !== null && focalPoint !== undefined && onFocalPointChange !== undefined;
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack align="start" gap="4" wrap="wrap">
        {/* Where staff place the focal point, its picker shows the whole picture instead. */}
        {!placesFocalPoint && (
          <Box
            boxSize="24"
            borderWidth="1px"
            borderRadius="md"
            bg="bg.muted"
            overflow="hidden"
            flexShrink="0"
          >
            {shown ? (
              <Image src={shown} alt={description} boxSize="full" objectFit="cover" />
            ) : (
              <Text textStyle="xs" color="fg.muted" p="2">
                {t("dashboardEditing.picture.none")}
              </Text>
            )}
          </Box>
        )}
        <Stack gap="1" flex="1" minW="48">
          <Input
            type="file"
            accept={IMAGE_TYPES}
            p="1"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          {file && (
            <Text textStyle="xs" color="fg.muted">
              {file.name}
            </Text>
          )}
        </Stack>
      </HStack>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {placesFocalPoint && (
        <Box mt="2" w="full">
          <FocalPointPicker src={shown} alt={description} value={focalPoint} onChange={onFocalPointChange} />
        </Box>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
