import { Progress } from "@chakra-ui/react";

/** How far an upload has gone (useSave's `progress`, from 0 to 1); nothing when none is under way. */
export function UploadProgress({ value, label = "Uploading" }: { value: number | null; label?: string }) {
  if (value === null) return null;
  return (
    <Progress.Root value={Math.round(value * 100)} size="sm" maxW="sm">
      <Progress.Label textStyle="sm">{label}</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText textStyle="sm" />
    </Progress.Root>
  );
}
