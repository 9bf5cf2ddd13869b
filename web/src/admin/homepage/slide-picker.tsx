import { Button, chakra, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/form-alert";
import { CENTRE, type FocalPoint } from "../../components/focal-point";
import { FocalPointPicker } from "../../components/focal-point-picker";
import { IMAGE_TYPES, useObjectUrl } from "../../components/image-picker";
import { TextField } from "../../components/text-field";
import { UploadProgress } from "../../components/upload-progress";
import { messages } from "../../lib/language";
import { serverMessage } from "../../lib/server-message";
import { useUnsavedChanges } from "../unsaved-changes";
import "../locales/register";

/** The carousel's room, as the API enforces it. */
export const MAX_SLIDES = 10;

export type NewSlide = { file: File; title: string; caption: string; focalPoint: FocalPoint };

/**
 * Refuses a choice of more pictures than the carousel has room for (saying so in the language of
 * `t`); else the new slides.
 */
export function pickSlides(
  files: File[],
  room: number,
  t: TFunction = messages.en.t,
): { slides: NewSlide[]; error?: string } {
  if (files.length > room) {
    const error =
      room === 0
        ? t("dashboardHomepage.picker.full", { max: MAX_SLIDES })
        : t("dashboardHomepage.picker.tooMany", { count: files.length, room, max: MAX_SLIDES });
    return { slides: [], error };
  }
  return { slides: files.map((file) => ({ file, title: "", caption: "", focalPoint: CENTRE })) };
}

function NewSlideFields({
  slide,
  index,
  onChange,
  error,
}: {
  slide: NewSlide;
  index: number;
  onChange: (slide: NewSlide) => void;
  error?: string;
}) {
  const preview = useObjectUrl(slide.file);
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <Stack gap="3" p="3" borderWidth="1px" borderRadius="md">
      <Text fontWeight="medium" truncate>
        {t("dashboardHomepage.picker.pictureOf", { number, name: slide.file.name })}
      </Text>
      <HStack align="start" gap="4" wrap={{ base: "wrap", md: "nowrap" }}>
        <Stack gap="3" flex="1" minW="56">
          <TextField
            label={t("dashboardHomepage.picker.headingOf", { number })}
            required
            value={slide.title}
            onChange={(title) => onChange({ ...slide, title })}
            error={error}
          />
          <TextField
            label={t("dashboardHomepage.picker.infoOf", { number })}
            value={slide.caption}
            onChange={(caption) => onChange({ ...slide, caption })}
          />
        </Stack>
        {preview && (
          <Stack flex="1" minW="56">
            <FocalPointPicker
              src={preview}
              label={t("dashboardHomepage.picker.focalPointOf", { number })}
              value={slide.focalPoint}
              onChange={(focalPoint) => onChange({ ...slide, focalPoint })}
            />
          </Stack>
        )}
      </HStack>
    </Stack>
  );
}

type SlidePickerProps = {
  /** How many more slides the carousel takes. */
  room: number;
  progress: number | null;
  /** Uploads the slides one by one; resolves when all are saved. */
  onUpload: (slides: NewSlide[], onEachSaved: (index: number) => void) => Promise<unknown>;
};

/**
 * The Slider Images form's state: the slides chosen, their checks, and their upload one by one,
 * counted as it goes; a refusal keeps the slides not saved yet to try again.
 */
function useSlidePicker({ room, onUpload }: Omit<SlidePickerProps, "progress">) {
  const [slides, setSlides] = useState<NewSlide[]>([]);
  const [pickError, setPickError] = useState<string>();
  const [titleErrors, setTitleErrors] = useState<Record<number, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<{ done: number; total: number } | null>(null);
  const [inputKey, setInputKey] = useState(0);
  useUnsavedChanges(slides.length > 0);
  const { t } = useTranslation();

  const choose = (files: File[]) => {
    const picked = pickSlides(files, room, t);
    setPickError(picked.error);
    setSlides(picked.slides);
    setTitleErrors({});
    setRefusal(null);
    if (picked.error) setInputKey((key) => key + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!slides.length) return setPickError(t("dashboardHomepage.picker.chooseOne"));
    const missing: Record<number, string> = {};
    slides.forEach((slide, index) => {
      if (!slide.title.trim()) missing[index] = t("dashboardHomepage.picker.enterHeading");
    });
    setTitleErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy({ done: 0, total: slides.length });
    let saved = 0;
    try {
      await onUpload(slides, (index) => {
        saved = index + 1;
        setBusy({ done: saved, total: slides.length });
      });
      setSlides([]);
      setInputKey((key) => key + 1);
    } catch (failure) {
      // The ones saved already are in the list; keep the others to try again.
      setSlides((current) => current.slice(saved));
      setRefusal(serverMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const change = (index: number, next: NewSlide) =>
    setSlides((current) => current.map((item, at) => (at === index ? next : item)));

  return { slides, pickError, titleErrors, refusal, busy, inputKey, choose, change, submit };
}

/** The Slider Images form: several pictures at once, each with its heading and caption. */
export function SlidePicker({ room, progress, onUpload }: SlidePickerProps) {
  const { t } = useTranslation();
  const { slides, pickError, titleErrors, refusal, busy, inputKey, choose, change, submit } = useSlidePicker({
    room,
    onUpload,
  });
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
        <Field.Root required invalid={Boolean(pickError)}>
          <Field.Label>
            {t("dashboardHomepage.picker.select", { max: MAX_SLIDES })}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            key={inputKey}
            type="file"
            accept={IMAGE_TYPES}
            multiple
            p="1"
            disabled={room === 0 || Boolean(busy)}
            onChange={(event) => choose(Array.from(event.target.files ?? []))}
          />
          <Field.HelperText>
            {room === 0
              ? t("dashboardHomepage.picker.isFull")
              : t("dashboardHomepage.picker.room", { count: room })}
          </Field.HelperText>
          <Field.ErrorText>{pickError}</Field.ErrorText>
        </Field.Root>
        {slides.map((slide, index) => (
          <NewSlideFields
            key={`${slide.file.name}-${index}`}
            slide={slide}
            index={index}
            error={titleErrors[index]}
            onChange={(next) => change(index, next)}
          />
        ))}
        {busy && <UploadCount {...busy} progress={progress} />}
        <HStack>
          <Button
            type="submit"
            loading={Boolean(busy)}
            loadingText={t("dashboardHomepage.uploading")}
            disabled={!slides.length}
          >
            {t("dashboardHomepage.picker.upload", { count: Math.max(1, slides.length) })}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** How many of the slides are saved, and how far the next one's upload has gone. */
function UploadCount({ done, total, progress }: { done: number; total: number; progress: number | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1">
      <Text textStyle="sm">{t("dashboardHomepage.picker.savedOf", { done, total })}</Text>
      <UploadProgress
        value={progress}
        label={t("dashboardHomepage.picker.uploadingPicture", { number: Math.min(done + 1, total) })}
      />
    </Stack>
  );
}
