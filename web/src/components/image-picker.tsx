import { Box, Field, HStack, Image, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";

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

type ImagePickerProps = {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The picture saved now, shown until another is chosen. */
  currentUrl?: string | null;
  required?: boolean;
  error?: string;
  helperText?: string;
};

/** One picture: a file input with a preview of the chosen or the saved picture. */
export function ImagePicker({
  label,
  file,
  onChange,
  currentUrl,
  required,
  error,
  helperText,
}: ImagePickerProps) {
  const preview = useObjectUrl(file);
  const shown = preview ?? currentUrl ?? null;
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack align="start" gap="4" wrap="wrap">
        <Box boxSize="24" borderWidth="1px" borderRadius="md" bg="bg.muted" overflow="hidden" flexShrink="0">
          {shown ? (
            <Image
              src={shown}
              alt={preview ? "Preview of the chosen picture" : "The current picture"}
              boxSize="full"
              objectFit="cover"
            />
          ) : (
            <Text textStyle="xs" color="fg.muted" p="2">
              No picture
            </Text>
          )}
        </Box>
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
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
