import { Button, chakra, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormAlert } from "../../components/form-alert";
import { CENTRE, type FocalPoint } from "../../components/focal-point";
import { FocalPointPicker } from "../../components/focal-point-picker";
import { IMAGE_TYPES, useObjectUrl } from "../../components/image-picker";
import { TextField } from "../../components/text-field";
import { UploadProgress } from "../../components/upload-progress";
import { serverMessage } from "../../lib/server-message";
import { useUnsavedChanges } from "../unsaved-changes";

/** The carousel's room, as the API enforces it. */
export const MAX_SLIDES = 10;

export type NewSlide = { file: File; title: string; caption: string; focalPoint: FocalPoint };

/** Refuses a choice of more pictures than the carousel has room for; else the new slides. */
export function pickSlides(files: File[], room: number): { slides: NewSlide[]; error?: string } {
  if (files.length > room) {
    const error =
      room === 0
        ? `The carousel already has ${MAX_SLIDES} slides. Delete one before adding another.`
        : `You chose ${files.length} pictures, but the carousel has room for ${room} more (at most ${MAX_SLIDES} slides). Choose again.`;
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
  return (
    <Stack gap="3" p="3" borderWidth="1px" borderRadius="md">
      <Text fontWeight="medium" truncate>
        Picture {index + 1}: {slide.file.name}
      </Text>
      <HStack align="start" gap="4" wrap={{ base: "wrap", md: "nowrap" }}>
        <Stack gap="3" flex="1" minW="56">
          <TextField
            label={`Caption heading of picture ${index + 1}`}
            required
            value={slide.title}
            onChange={(title) => onChange({ ...slide, title })}
            error={error}
          />
          <TextField
            label={`Caption info of picture ${index + 1}`}
            value={slide.caption}
            onChange={(caption) => onChange({ ...slide, caption })}
          />
        </Stack>
        {preview && (
          <Stack flex="1" minW="56">
            <FocalPointPicker
              src={preview}
              label={`Focal point of picture ${index + 1}`}
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

/** The Slider Images form: several pictures at once, each with its heading and caption. */
export function SlidePicker({ room, progress, onUpload }: SlidePickerProps) {
  const [slides, setSlides] = useState<NewSlide[]>([]);
  const [pickError, setPickError] = useState<string>();
  const [titleErrors, setTitleErrors] = useState<Record<number, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<{ done: number; total: number } | null>(null);
  const [inputKey, setInputKey] = useState(0);
  useUnsavedChanges(slides.length > 0);

  const choose = (files: File[]) => {
    const picked = pickSlides(files, room);
    setPickError(picked.error);
    setSlides(picked.slides);
    setTitleErrors({});
    setRefusal(null);
    if (picked.error) setInputKey((key) => key + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!slides.length) return setPickError("Choose at least one picture.");
    const missing: Record<number, string> = {};
    slides.forEach((slide, index) => {
      if (!slide.title.trim()) missing[index] = "Enter a heading for this picture.";
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

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
        <Field.Root required invalid={Boolean(pickError)}>
          <Field.Label>
            Select at most {MAX_SLIDES} Images
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
              ? "The carousel is full."
              : `Room for ${room} more ${room === 1 ? "slide" : "slides"}.`}
          </Field.HelperText>
          <Field.ErrorText>{pickError}</Field.ErrorText>
        </Field.Root>
        {slides.map((slide, index) => (
          <NewSlideFields
            key={`${slide.file.name}-${index}`}
            slide={slide}
            index={index}
            error={titleErrors[index]}
            onChange={(next) =>
              setSlides((current) => current.map((item, at) => (at === index ? next : item)))
            }
          />
        ))}
        {busy && (
          <Stack gap="1">
            <Text textStyle="sm">
              Saved {busy.done} of {busy.total}
            </Text>
            <UploadProgress
              value={progress}
              label={`Uploading picture ${Math.min(busy.done + 1, busy.total)}`}
            />
          </Stack>
        )}
        <HStack>
          <Button type="submit" loading={Boolean(busy)} loadingText="Uploading..." disabled={!slides.length}>
            {slides.length > 1 ? `Upload ${slides.length} slides` : "Upload slide"}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
