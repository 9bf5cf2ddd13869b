import { Box, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useId, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { CroppedImage } from "./cropped-image";
import { percent, type FocalPoint } from "./focal-point";

// Its words are the dashboard's (dashboardEditing), which the dashboard adds when it loads.
/** How far an arrow key moves the point, and with Shift held. */
const STEP = 0.05;
const SMALL_STEP = 0.01;

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Within the picture, to a thousandth: finer than any crop shows. */
const fraction = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/** Crops the site makes of a picture: the carousel on a wide screen, a portrait on a phone. */
const CROPS = [
  {
    name: "wide",
    label: "dashboardEditing.focalPoint.wideCrop",
    looks: "dashboardEditing.focalPoint.wideCropLooks",
    ratio: 16 / 7,
    width: "40",
  },
  {
    name: "narrow",
    label: "dashboardEditing.focalPoint.narrowCrop",
    looks: "dashboardEditing.focalPoint.narrowCropLooks",
    ratio: 3 / 4,
    width: "16",
  },
] as const;

type FocalPointPickerProps = {
  /** The picture: the one saved, or a preview of the one chosen, and what it is. */
  src: string;
  alt?: string;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
  /** Its name, where a form has several pictures. */
  label?: string;
};

/**
 * The spot of a picture that every crop keeps in view: staff click or tap it on the whole picture,
 * or move the marker with the arrow keys, and see how a wide and a narrow crop will look. It is
 * one focusable control (a two-way slider, as colour pickers do), announced by where the point is.
 */
export function FocalPointPicker({
  src,
  alt = "",
  value,
  onChange,
  label: givenLabel,
}: FocalPointPickerProps) {
  const hint = useId();
  const { t } = useTranslation();
  const label = givenLabel ?? t("dashboardEditing.focalPoint.label");

  const place = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({
      x: fraction((event.clientX - box.left) / box.width),
      y: fraction((event.clientY - box.top) / box.height),
    });
  };

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = MOVES[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? SMALL_STEP : STEP;
    onChange({ x: fraction(value.x + direction[0] * step), y: fraction(value.y + direction[1] * step) });
  };

  return (
    <Stack gap="2">
      <Text id={hint} textStyle="sm" color="fg.muted">
        {t("dashboardEditing.focalPoint.hint", { label })}
      </Text>
      <Box
        role="slider"
        aria-label={label}
        aria-describedby={hint}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent(value.x)}
        aria-valuetext={t("dashboardEditing.focalPoint.where", { x: percent(value.x), y: percent(value.y) })}
        tabIndex={0}
        position="relative"
        w="full"
        maxW="sm"
        cursor="crosshair"
        borderRadius="md"
        overflow="hidden"
        onClick={place}
        onKeyDown={move}
        _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "2px" }}
      >
        <Image src={src} alt={alt} w="full" h="auto" draggable={false} />
        <Box
          // The marker shows what aria-valuetext says.
          aria-hidden
          position="absolute"
          boxSize="6"
          borderRadius="full"
          borderWidth="3px"
          borderColor="white"
          boxShadow="0 0 0 2px black, inset 0 0 0 2px black"
          transform="translate(-50%, -50%)"
          pointerEvents="none"
          style={{ left: `${percent(value.x)}%`, top: `${percent(value.y)}%` }}
        />
      </Box>
      <CropPreviews src={src} value={value} />
    </Stack>
  );
}

/** How each crop the site makes will look with the point where it is now. */
function CropPreviews({ src, value }: { src: string; value: FocalPoint }) {
  const { t } = useTranslation();
  return (
    <HStack gap="4" align="end">
      {CROPS.map((crop) => (
        <Stack key={crop.name} gap="1">
          <CroppedImage
            src={src}
            alt={t(crop.looks)}
            focalPoint={value}
            w={crop.width}
            aspectRatio={crop.ratio}
            borderRadius="sm"
          />
          <Text textStyle="xs" color="fg.muted">
            {t(crop.label)}
          </Text>
        </Stack>
      ))}
    </HStack>
  );
}
